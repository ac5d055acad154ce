/** API operations: operators' API keys and affiliates' read-only keys (docs/api-keys.md). */
import * as keys from "../../../../wire/api_keys.ts";
import { list, ok, type Operation } from "./operation.ts";

/** List, make and revoke operator keys, and an affiliate's own read-only keys. */
export const apiKeyOperations: Operation[] = [
  {
    method: "get",
    path: "/api/admin/api-keys",
    tag: "API keys",
    summary:
      "List operator API keys, newest first, with their last use (never the keys)",
    access: "admin",
    responses: { 200: list(keys.apiKey) },
  },
  {
    method: "post",
    path: "/api/admin/api-keys",
    tag: "API keys",
    summary:
      "Make an operator API key; the key (kamai_sk_…) is answered this once",
    description:
      "Send it as Authorization: Bearer kamai_sk_…; it is accepted on exactly the operations its scopes cover (403 INSUFFICIENT_SCOPE elsewhere) and acts as the admin who made it.",
    access: "admin",
    body: { schema: keys.apiKeyBody, media: ["application/json"] },
    responses: { 201: ok(keys.apiKeyCreated, "Made") },
  },
  {
    method: "delete",
    path: "/api/admin/api-keys/{id}",
    tag: "API keys",
    summary: "Revoke an operator API key at once (it stays listed, revoked)",
    access: "admin",
    responses: { 200: ok(keys.apiKey) },
  },
  {
    method: "get",
    path: "/api/affiliate/api-keys",
    tag: "API keys",
    summary:
      "List my read-only API keys, newest first, with their last use (never the keys; affiliates only)",
    access: "user",
    responses: { 200: list(keys.affiliateApiKey) },
  },
  {
    method: "post",
    path: "/api/affiliate/api-keys",
    tag: "API keys",
    summary:
      "Make a read-only API key for my own figures; the key (kamai_ak_…) is answered this once (affiliates only)",
    description:
      "Send it as Authorization: Bearer kamai_ak_…; it reads my stats, breakdowns, reports, conversions and links (403 INSUFFICIENT_SCOPE anywhere else). At most 10 live keys (409 TOO_MANY_API_KEYS).",
    access: "user",
    body: { schema: keys.affiliateApiKeyBody, media: ["application/json"] },
    responses: { 201: ok(keys.affiliateApiKeyCreated, "Made") },
  },
  {
    method: "delete",
    path: "/api/affiliate/api-keys/{id}",
    tag: "API keys",
    summary: "Revoke one of my read-only API keys at once (it stays listed)",
    access: "user",
    responses: { 200: ok(keys.affiliateApiKey) },
  },
];
