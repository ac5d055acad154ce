/** An operator's API key: its scopes, the fields a person sets, and the words of its refusals (docs/api-keys.md). */
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

/** The prefix of an operator key; an affiliate key would be `kamai_ak_`. */
export const OPERATOR_KEY_PREFIX = "kamai_sk_";

/** The key as stored and listed: never the key itself, only its first characters. */
export interface ApiKey {
  id: number;
  userId: number;
  name: string;
  scopes: ApiKeyScope[];
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
} as const;

/** Whether `value` names a scope. */
export function isApiKeyScope(value: unknown): value is ApiKeyScope {
  return (API_KEY_SCOPES as readonly unknown[]).includes(value);
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
