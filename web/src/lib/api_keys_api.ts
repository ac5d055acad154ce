/** Calls of the operator API keys (docs/api-keys.md): list, make (the key answered once), revoke. */
import { api } from "./api.ts";
import type { ApiKeyCreatedJson, ApiKeyJson } from "@wire/api_keys.ts";

/** A key as listed (never the key). */
export type ApiKey = ApiKeyJson;

const BASE = "/api/admin/api-keys";

/** Every operator key, newest first. */
export async function fetchApiKeys(): Promise<ApiKey[]> {
  const rows = await api<ApiKey[]>(BASE);
  if (!Array.isArray(rows)) throw new Error("Unexpected response format.");
  return rows;
}

/** Makes a key; the answer carries the key itself, shown once. */
export async function createApiKey(
  body: { name: string; scopes: string[] },
): Promise<ApiKeyCreatedJson> {
  return await api<ApiKeyCreatedJson>(BASE, {
    method: "POST",
    body,
  }) as ApiKeyCreatedJson;
}

/** Revokes a key at once. */
export async function revokeApiKey(id: number): Promise<void> {
  await api(`${BASE}/${id}`, { method: "DELETE" });
}
