/**
 * A product's allowed domains: the hosts its affiliates may deep-link to (docs/deep-links.md). An entry is a host
 * (`shop.example.pk`: that host only) or `*.` and a domain (`*.example.pk`: the domain and every subdomain of it).
 * Hosts are compared as a URL parser writes them (lower case, IDN as punycode), so a look-alike never matches.
 */
import { err, ok, type Result } from "../shared/result.ts";

/** Most entries a product may have. */
export const MAX_ALLOWED_DOMAINS = 50;

/** A deep-link URL or allowed-domains list that breaks a rule. */
export interface DeepLinkUrlError {
  code: "VALIDATION_ERROR";
  message: string;
}

/** Messages of the rules, for the API and the web. */
export const DEEP_LINK_MESSAGES = {
  badDomain:
    "Each allowed domain must be a host name like shop.example.pk, or *.example.pk for it and its subdomains.",
  tooManyDomains: `At most ${MAX_ALLOWED_DOMAINS} allowed domains.`,
  badUrl: "The link must be a full http:// or https:// address.",
  credentials: "The link must not contain a user name or password.",
  notAllowed: "This product's links may only lead to its allowed domains.",
  noDomains: "This product has no allowed domains for deep links yet.",
} as const;

const HOST = /^(?=.{1,253}$)([a-z0-9-]{1,63}\.)*[a-z0-9-]{1,63}$/;

/** An entry in its stored form (lower case, punycode), or null when it is not a host or `*.`-domain. */
export function normalizeAllowedDomain(entry: string): string | null {
  let text = entry.trim().toLowerCase();
  const wildcard = text.startsWith("*.");
  if (wildcard) text = text.slice(2);
  if (text === "" || /[^\p{L}\p{N}.-]/u.test(text)) return null;
  let host: string;
  try {
    host = new URL(`https://${text}/`).hostname;
  } catch {
    return null;
  }
  // An IP address or a single label is no shop domain.
  if (!HOST.test(host) || !host.includes(".") || /^[\d.]+$/.test(host)) {
    return null;
  }
  return wildcard ? `*.${host}` : host;
}

/** Reads an allowed-domains list (an array, or text split at commas, spaces and line breaks), de-duplicated. */
export function readAllowedDomains(
  input: unknown,
): Result<string[], DeepLinkUrlError> {
  const entries = Array.isArray(input)
    ? input
    : typeof input === "string"
    ? input.split(/[\s,]+/)
    : null;
  if (entries === null) {
    return err({
      code: "VALIDATION_ERROR",
      message: DEEP_LINK_MESSAGES.badDomain,
    });
  }
  const domains: string[] = [];
  for (const entry of entries) {
    if (typeof entry !== "string") {
      return err({
        code: "VALIDATION_ERROR",
        message: DEEP_LINK_MESSAGES.badDomain,
      });
    }
    if (entry.trim() === "") continue;
    const domain = normalizeAllowedDomain(entry);
    if (domain === null) {
      return err({
        code: "VALIDATION_ERROR",
        message: DEEP_LINK_MESSAGES.badDomain,
      });
    }
    if (!domains.includes(domain)) domains.push(domain);
  }
  if (domains.length > MAX_ALLOWED_DOMAINS) {
    return err({
      code: "VALIDATION_ERROR",
      message: DEEP_LINK_MESSAGES.tooManyDomains,
    });
  }
  return ok(domains);
}

/** Whether a (parsed, lower-case) host is one the allowed domains name. */
export function hostAllowed(host: string, allowed: readonly string[]): boolean {
  for (const entry of allowed) {
    if (entry.startsWith("*.")) {
      const domain = entry.slice(2);
      if (host === domain || host.endsWith(`.${domain}`)) return true;
    } else if (host === entry) return true;
  }
  return false;
}

/**
 * Checks a deep-link target: an absolute http(s) URL, no credentials, no control characters or backslashes, on an
 * allowed host. Answers the URL as the parser writes it (what the visitor is sent to).
 */
export function checkDeepLinkUrl(
  url: unknown,
  allowed: readonly string[],
): Result<string, DeepLinkUrlError> {
  const fail = (message: string) =>
    err({ code: "VALIDATION_ERROR" as const, message });
  if (typeof url !== "string" || url.length > 2000) {
    return fail(DEEP_LINK_MESSAGES.badUrl);
  }
  // A URL parser forgives backslashes, spaces and control characters that browsers read differently: refused.
  // deno-lint-ignore no-control-regex
  if (/[\u0000-\u0020\u007f\\]/.test(url) || !/^https?:\/\/[^/]/i.test(url)) {
    return fail(DEEP_LINK_MESSAGES.badUrl);
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return fail(DEEP_LINK_MESSAGES.badUrl);
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") {
    return fail(DEEP_LINK_MESSAGES.badUrl);
  }
  if (parsed.username !== "" || parsed.password !== "") {
    return fail(DEEP_LINK_MESSAGES.credentials);
  }
  if (allowed.length === 0) return fail(DEEP_LINK_MESSAGES.noDomains);
  if (!hostAllowed(parsed.hostname, allowed)) {
    return fail(DEEP_LINK_MESSAGES.notAllowed);
  }
  return ok(parsed.href);
}
