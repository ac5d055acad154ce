/**
 * API keys (docs/api-keys.md): an operator's keys with scopes, an affiliate's read-only keys, the fields a person
 * sets, and the words of their refusals.
 */
import { err, ok, type Result } from "../shared/result.ts";

/** The scopes an operator key may carry, as issue 27 names them; each covers a fixed list of operations. */
export const API_KEY_SCOPES = [
  "conversions:write",
  "stats:read",
  "users:read",
  "payouts:read",
  "payouts:write",
  "sources:read",
] as const;

/** One scope of an operator key. */
export type ApiKeyScope = typeof API_KEY_SCOPES[number];

/** The prefix of an operator key. */
export const OPERATOR_KEY_PREFIX = "kamai_sk_";
/** The prefix of an affiliate's read-only key. */
export const AFFILIATE_KEY_PREFIX = "kamai_ak_";
/** The one scope an affiliate key carries: reading the affiliate's own figures (api_key_scopes.ts lists them). */
export const AFFILIATE_KEY_SCOPE = "affiliate:read";
/** How many live keys one affiliate may hold. */
export const MAX_AFFILIATE_KEYS = 10;

/** Whose key: an admin's (scoped, kamai_sk_) or an affiliate's (read-only, kamai_ak_). */
export type ApiKeyKind = "operator" | "affiliate";

/** Who makes or revokes a key: an admin for operator keys, an affiliate for their own. */
export interface ApiKeyActor {
  kind: ApiKeyKind;
  userId: number;
}

/** The prefix of a kind's keys. */
export function keyPrefixOf(kind: ApiKeyKind): string {
  return kind === "operator" ? OPERATOR_KEY_PREFIX : AFFILIATE_KEY_PREFIX;
}

/** The kind a presented key claims by its prefix; null for anything else (a session token). */
export function keyKindOf(token: string): ApiKeyKind | null {
  if (token.startsWith(OPERATOR_KEY_PREFIX)) return "operator";
  if (token.startsWith(AFFILIATE_KEY_PREFIX)) return "affiliate";
  return null;
}

/** The key as stored and listed: never the key itself, only its first characters. */
export interface ApiKey {
  id: number;
  kind: ApiKeyKind;
  userId: number;
  name: string;
  /** An operator key's scopes; an affiliate key's is always AFFILIATE_KEY_SCOPE. */
  scopes: string[];
  prefix: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
}

/** What a person sets when making a key. */
export interface ApiKeyFields {
  name: string;
  scopes: ApiKeyScope[];
}

/** A validation failure of a key's fields. */
export interface ApiKeyFieldError {
  code: "VALIDATION_ERROR";
  message: string;
  field: string;
}

/** The texts of the key answers. */
export const API_KEY_MESSAGES = {
  name: "Give the key a name of 1 to 100 characters.",
  scopes: `Choose at least one scope: ${API_KEY_SCOPES.join(", ")}.`,
  notFound: "API key not found.",
  invalid: "This API key is not valid or has been revoked.",
  insufficientScope: "This API key's scopes do not cover this call.",
  affiliatesOnly: "Only affiliates make read-only API keys.",
  tooMany:
    `You can have at most ${MAX_AFFILIATE_KEYS} active API keys. Revoke one first.`,
} as const;

/** Whether `value` names a scope. */
export function isApiKeyScope(value: unknown): value is ApiKeyScope {
  return (API_KEY_SCOPES as readonly unknown[]).includes(value);
}

/** Reads an affiliate key's `{ name }`: its scope is fixed. */
export function readAffiliateKeyFields(
  body: Record<string, unknown>,
): Result<{ name: string; scopes: string[] }, ApiKeyFieldError> {
  const name = typeof body.name === "string" ? body.name.trim() : "";
  if (name.length < 1 || name.length > 100) {
    return err({
      code: "VALIDATION_ERROR" as const,
      message: API_KEY_MESSAGES.name,
      field: "name",
    });
  }
  return ok({ name, scopes: [AFFILIATE_KEY_SCOPE] });
}

/** Reads `{ name, scopes }`; scopes are kept once each, in the order of API_KEY_SCOPES. */
export function readApiKeyFields(
  body: Record<string, unknown>,
): Result<ApiKeyFields, ApiKeyFieldError> {
  const fail = (field: string, message: string) =>
    err({ code: "VALIDATION_ERROR" as const, message, field });
  const name = typeof body.name === "string" ? body.name.trim() : "";
  if (name.length < 1 || name.length > 100) {
    return fail("name", API_KEY_MESSAGES.name);
  }
  const scopes = body.scopes;
  if (
    !Array.isArray(scopes) || scopes.length === 0 ||
    !scopes.every(isApiKeyScope)
  ) {
    return fail("scopes", API_KEY_MESSAGES.scopes);
  }
  return ok({
    name,
    scopes: API_KEY_SCOPES.filter((s) => scopes.includes(s)),
  });
}

/** Calls one key may make: 600 a minute, counted across instances (a burst of a busy integration fits). */
export const API_KEY_RATE_RULE = { limit: 600, windowMs: 60_000 } as const;
