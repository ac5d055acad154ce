/** Security headers on every response: Content-Security-Policy, HSTS (production), nosniff, Referrer-Policy, framing. */
import { createHash } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import {
  INVOICE_STYLES,
  LEGACY_INVOICE_STYLES,
} from "../../domain/payouts/render_invoice.ts";

/** What the policy depends on. */
export interface SecurityHeaderOptions {
  /** HSTS is sent only in production: a development server on http://localhost must stay reachable. */
  production: boolean;
  /** reCAPTCHA's script, frame and API hosts are allowed only when RECAPTCHA_SITE_KEY is configured. */
  recaptcha: boolean;
}

/** The CSP source allowing the invoice's inline stylesheet and nothing else inline. */
export const INVOICE_STYLE_HASH = `'sha256-${
  createHash("sha256").update(INVOICE_STYLES).digest("base64")
}'`;

/** The same for the stylesheet of invoices stored before 0073 (shown as they were). */
export const LEGACY_INVOICE_STYLE_HASH = `'sha256-${
  createHash("sha256").update(LEGACY_INVOICE_STYLES).digest("base64")
}'`;

/** HSTS for two years, subdomains included. */
export const HSTS = "max-age=63072000; includeSubDomains";

// Directives every policy needs, also ones a route sets itself: none of them fall back to default-src.
const ALWAYS = {
  "object-src": "'none'",
  "base-uri": "'none'",
  "frame-ancestors": "'none'",
  "form-action": "'self'",
} as const;

const RECAPTCHA_SCRIPT =
  "https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/";
const RECAPTCHA_FRAME =
  "https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/";

/** The app's policy: scripts only from our own files, no inline script anywhere. */
export function contentSecurityPolicy(options: SecurityHeaderOptions): string {
  const recaptcha = options.recaptcha;
  const directives: Record<string, string> = {
    "default-src": "'self'",
    "script-src": recaptcha ? `'self' ${RECAPTCHA_SCRIPT}` : "'self'",
    // Style elements only from our files, plus the invoice's own stylesheet, which the invoice page shows in a
    // srcdoc frame that inherits this policy; style attributes (pre-rendered markup) cannot run script.
    "style-src": `'self' ${INVOICE_STYLE_HASH} ${LEGACY_INVOICE_STYLE_HASH}`,
    "style-src-attr": "'unsafe-inline'",
    "img-src": "'self' data:",
    "font-src": "'self'",
    "connect-src": recaptcha ? "'self' https://www.google.com" : "'self'",
    "frame-src": recaptcha ? RECAPTCHA_FRAME : "'none'",
    // ALTCHA's proof of work runs in a worker file of our own (web/src/components/altcha_pbkdf2_worker.ts).
    "worker-src": "'self'",
    ...ALWAYS,
  };
  return Object.entries(directives).map(([name, value]) => `${name} ${value}`)
    .join("; ");
}

/** A route's own policy (e.g. the invoice page) completed with the directives every page must carry. */
export function completePolicy(policy: string): string {
  const present = new Set(
    policy.split(";").map((d) => d.trim().split(/\s+/)[0].toLowerCase()),
  );
  const missing = Object.entries(ALWAYS).filter(([name]) => !present.has(name))
    .map(([name, value]) => `${name} ${value}`);
  return [policy.replace(/[;\s]+$/, ""), ...missing].join("; ");
}

/** A policy for server-rendered documents without scripts: their own inline styles, nothing else. */
export const DOCUMENT_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data:; frame-src 'self'";

/** Middleware setting the headers on every answer, static files and errors included; a route's own choices win. */
export function securityHeaders(
  options: SecurityHeaderOptions,
): MiddlewareHandler {
  const policy = contentSecurityPolicy(options);
  return async (c, next) => {
    await next();
    const headers = c.res.headers;
    const own = headers.get("content-security-policy");
    headers.set(
      "Content-Security-Policy",
      own ? completePolicy(own) : policy,
    );
    if (options.production) headers.set("Strict-Transport-Security", HSTS);
    headers.set("X-Content-Type-Options", "nosniff");
    if (!headers.has("referrer-policy")) {
      headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
    }
    headers.set("X-Frame-Options", "DENY");
  };
}
