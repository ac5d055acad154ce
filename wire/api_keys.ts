/** API key wire shapes (docs/api-keys.md): a key as listed (never the key), and the key answered once when made. */
import { z } from "zod";
import { API_KEY_SCOPES } from "../domain/api_keys/api_key.ts";
import { instant } from "./common.ts";

/** POST /api/admin/api-keys: `{ name, scopes }`. */
export const apiKeyBody = z.object({
  name: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
}).meta({ id: "ApiKeyBody" });

/** A key as listed: its first characters, never the key. */
export const apiKey = z.object({
  id: z.number().int(),
  name: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  prefix: z.string(),
  createdBy: z.number().int(),
  createdAt: instant,
  lastUsedAt: instant.nullable(),
  revokedAt: instant.nullable(),
}).meta({ id: "ApiKey" });
/** A key on the wire. */
export type ApiKeyJson = z.infer<typeof apiKey>;

/** The answer of making a key: the key itself (`kamai_sk_…`), shown this once. */
export const apiKeyCreated = apiKey.extend({ key: z.string() }).meta({
  id: "ApiKeyCreated",
});
/** A created key on the wire. */
export type ApiKeyCreatedJson = z.infer<typeof apiKeyCreated>;
