/** CORS: closed unless CORS_ORIGINS lists the exact origins that may call the API from a browser. */
import type { MiddlewareHandler } from "hono";
import { cors } from "hono/cors";

/** Request headers a cross-origin caller may send (bearer token, JSON, payout idempotency, signed postbacks, its request id). */
const ALLOWED_HEADERS = [
  "Authorization",
  "Content-Type",
  "Idempotency-Key",
  "Kamai-Signature",
  "X-Request-Id",
];

/** Middleware answering CORS for `origins` only; with none, it adds nothing, so browsers refuse cross-origin reads. */
export function corsFor(origins: readonly string[]): MiddlewareHandler {
  if (origins.length === 0) return async (_c, next) => await next();
  const allowed = new Set(origins);
  return cors({
    // An unlisted origin gets no Access-Control-Allow-Origin at all, never a wildcard.
    origin: (origin) => allowed.has(origin) ? origin : null,
    allowMethods: ["GET", "POST", "PUT", "PATCH", "DELETE"],
    allowHeaders: ALLOWED_HEADERS,
    // X-Request-Id: a partner can quote it when reporting a failed call (docs/observability.md).
    exposeHeaders: ["Retry-After", "X-Invoice-Number", "X-Request-Id"],
    maxAge: 600,
  });
}
