/**
 * Calls of the API keys (docs/api-keys.md): operators' keys at /api/admin/api-keys and an affiliate's own read-only
 * keys at /api/affiliate/api-keys: list, make (the key answered once), revoke.
 */
import { api } from "./api.ts";
import type {
  AffiliateApiKeyCreatedJson,
  AffiliateApiKeyJson,
  ApiKeyCreatedJson,
  ApiKeyJson,
} from "@wire/api_keys.ts";

/** An operator key as listed (never the key). */
export type ApiKey = ApiKeyJson;
/** An affiliate's key as listed (never the key). */
export type AffiliateApiKey = AffiliateApiKeyJson;
/** What a key list shows of either kind. */
export type ListedKey = ApiKeyJson | AffiliateApiKeyJson;

/** Where each kind of key is managed. */
export type KeysBase = "/api/admin/api-keys" | "/api/affiliate/api-keys";

/** The keys at `base`, newest first. */
async function fetchKeys<T>(base: KeysBase): Promise<T[]> {
  const rows = await api<T[]>(base);
  if (!Array.isArray(rows)) throw new Error("Unexpected response format.");
  return rows;
}

/** Every operator key, newest first. */
export function fetchApiKeys(): Promise<ApiKey[]> {
  return fetchKeys<ApiKey>("/api/admin/api-keys");
}

/** The affiliate's own keys, newest first. */
export function fetchAffiliateApiKeys(): Promise<AffiliateApiKey[]> {
  return fetchKeys<AffiliateApiKey>("/api/affiliate/api-keys");
}

/** Makes an operator key; the answer carries the key itself, shown once. */
export async function createApiKey(
  body: { name: string; scopes?: string[] },
): Promise<ApiKeyCreatedJson> {
  return await api<ApiKeyCreatedJson>("/api/admin/api-keys", {
    method: "POST",
    body,
  }) as ApiKeyCreatedJson;
}

/** Makes an affiliate's read-only key; the answer carries the key itself, shown once. */
export async function createAffiliateApiKey(
  body: { name: string },
): Promise<AffiliateApiKeyCreatedJson> {
  return await api<AffiliateApiKeyCreatedJson>("/api/affiliate/api-keys", {
    method: "POST",
    body: { name: body.name },
  }) as AffiliateApiKeyCreatedJson;
}

/** Revokes an operator key at once. */
export async function revokeApiKey(id: number): Promise<void> {
  await api(`/api/admin/api-keys/${id}`, { method: "DELETE" });
}

/** Revokes one of the affiliate's keys at once. */
export async function revokeAffiliateApiKey(id: number): Promise<void> {
  await api(`/api/affiliate/api-keys/${id}`, { method: "DELETE" });
}
