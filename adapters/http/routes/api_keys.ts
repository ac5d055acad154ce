/** Operators' API keys (mounted under /api): list, make (the key answered once) and revoke at /admin/api-keys. */
import { Hono } from "hono";
import type { AppContext, SessionEnv } from "../../app_context.ts";
import type { ApiKey } from "../../../domain/api_keys/api_key.ts";
import type { ApiKeyServices } from "../../../domain/api_keys/api_key_repos.ts";
import { createApiKey } from "../../../domain/api_keys/create_api_key.ts";
import { revokeApiKey } from "../../../domain/api_keys/revoke_api_key.ts";
import { answerError } from "../api_error.ts";
import { jsonBody, parseIdParam } from "../validate.ts";
import { objectBody } from "../../../wire/common.ts";
import type { ApiKeyCreatedJson, ApiKeyJson } from "../../../wire/api_keys.ts";

/** A key on the wire (never the key, only its first characters). */
export function apiKeyJson(k: ApiKey): ApiKeyJson {
  return {
    id: k.id,
    name: k.name,
    scopes: k.scopes,
    prefix: k.prefix,
    createdBy: k.userId,
    createdAt: k.createdAt.toISOString(),
    lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
    revokedAt: k.revokedAt?.toISOString() ?? null,
  };
}

const anyObject = objectBody("Send the API key as a JSON object.");

/** The API keys router; mount with app.route("/api", createApiKeyRoutes(ctx, services.apiKeys)). */
export function createApiKeyRoutes(
  ctx: AppContext,
  { uow, random }: ApiKeyServices,
): Hono<SessionEnv> {
  const app = new Hono<SessionEnv>();
  const guard = ctx.auth.requireAdmin;

  app.get("/admin/api-keys", guard, async (c) => {
    c.header("Cache-Control", "no-store");
    const keys = await uow.run(({ apiKeys }) => apiKeys.list());
    return c.json(keys.map(apiKeyJson));
  });

  app.post("/admin/api-keys", guard, jsonBody(anyObject), async (c) => {
    const body = c.req.valid("json") as Record<string, unknown>;
    const result = await createApiKey(
      { uow, random },
      c.get("session").userId,
      body,
    );
    if (!result.ok) throw answerError(result.error, { extras: "keep" });
    c.header("Cache-Control", "no-store");
    return c.json(
      {
        ...apiKeyJson(result.value.apiKey),
        key: result.value.key,
      } satisfies ApiKeyCreatedJson,
      201,
    );
  });

  app.delete("/admin/api-keys/:id", guard, async (c) => {
    const result = await revokeApiKey(
      { uow, clock: ctx.clock },
      c.get("session").userId,
      parseIdParam(c, "id"),
    );
    if (!result.ok) throw answerError(result.error);
    return c.json(apiKeyJson(result.value));
  });

  return app;
}
