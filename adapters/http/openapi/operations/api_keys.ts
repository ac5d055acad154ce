/** API operations: operators' API keys (docs/api-keys.md). */
import * as keys from "../../../../wire/api_keys.ts";
import { list, ok, type Operation } from "./operation.ts";

/** List, make and revoke operator keys. */
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
];
