/**
 * API key wire shapes (docs/api-keys.md): an operator's or an affiliate's key as listed (never the key), and the
 * key answered once when made.
 */
import { z } from "zod";
import {
  AFFILIATE_KEY_SCOPE,
  API_KEY_SCOPES,
} from "../domain/api_keys/api_key.ts";
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

/** POST /api/affiliate/api-keys: `{ name }` (an affiliate key is read-only; it has no scopes to choose). */
export const affiliateApiKeyBody = z.object({ name: z.string() }).meta({
  id: "AffiliateApiKeyBody",
});

/** An affiliate's key as listed: its first characters, never the key. */
export const affiliateApiKey = z.object({
  id: z.number().int(),
  name: z.string(),
  scopes: z.array(z.literal(AFFILIATE_KEY_SCOPE)),
  prefix: z.string(),
  createdAt: instant,
  lastUsedAt: instant.nullable(),
  revokedAt: instant.nullable(),
}).meta({ id: "AffiliateApiKey" });
/** An affiliate's key on the wire. */
export type AffiliateApiKeyJson = z.infer<typeof affiliateApiKey>;

/** The answer of making an affiliate key: the key itself (`kamai_ak_…`), shown this once. */
export const affiliateApiKeyCreated = affiliateApiKey.extend({
  key: z.string(),
}).meta({ id: "AffiliateApiKeyCreated" });
/** A created affiliate key on the wire. */
export type AffiliateApiKeyCreatedJson = z.infer<
  typeof affiliateApiKeyCreated
>;
