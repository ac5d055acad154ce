/**
 * API keys (mounted under /api): operators' keys at /admin/api-keys (admins, with scopes) and affiliates' read-only
 * keys at /affiliate/api-keys (each affiliate their own): list, make (the key answered once) and revoke.
 */
import { type Context, Hono } from "hono";
import type { AppContext, SessionEnv } from "../../app_context.ts";
import {
  API_KEY_MESSAGES,
  type ApiKey,
  type ApiKeyActor,
  isApiKeyScope,
} from "../../../domain/api_keys/api_key.ts";
import type { ApiKeyServices } from "../../../domain/api_keys/api_key_repos.ts";
import { createApiKey } from "../../../domain/api_keys/create_api_key.ts";
import { revokeApiKey } from "../../../domain/api_keys/revoke_api_key.ts";
import { answerError, apiError } from "../api_error.ts";
import { jsonBody, parseIdParam } from "../validate.ts";
import { objectBody } from "../../../wire/common.ts";
import type {
  AffiliateApiKeyCreatedJson,
  AffiliateApiKeyJson,
  ApiKeyCreatedJson,
  ApiKeyJson,
} from "../../../wire/api_keys.ts";

/** An operator key on the wire (never the key, only its first characters). */
export function apiKeyJson(k: ApiKey): ApiKeyJson {
  return {
    id: k.id,
    name: k.name,
    scopes: k.scopes.filter(isApiKeyScope),
    prefix: k.prefix,
    createdBy: k.userId,
    createdAt: k.createdAt.toISOString(),
    lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
    revokedAt: k.revokedAt?.toISOString() ?? null,
  };
}

/** An affiliate's key on the wire (never the key). */
export function affiliateApiKeyJson(k: ApiKey): AffiliateApiKeyJson {
  return {
    id: k.id,
    name: k.name,
    scopes: ["affiliate:read"],
    prefix: k.prefix,
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
  const admin = ctx.auth.requireAdmin;
  const user = ctx.auth.requireUser;
  const operator = (c: Context<SessionEnv>): ApiKeyActor => ({
    kind: "operator",
    userId: c.get("session").userId,
  });
  // Read-only keys are an affiliate's: an admin has operator keys instead.
  const affiliate = (c: Context<SessionEnv>): ApiKeyActor => {
    const session = c.get("session");
    if (session.role !== "user") {
      throw apiError("FORBIDDEN", API_KEY_MESSAGES.affiliatesOnly);
    }
    return { kind: "affiliate", userId: session.userId };
  };

  app.get("/admin/api-keys", admin, async (c) => {
    c.header("Cache-Control", "no-store");
    const keys = await uow.run(({ apiKeys }) => apiKeys.list("operator", null));
    return c.json(keys.map(apiKeyJson));
  });

  app.post("/admin/api-keys", admin, jsonBody(anyObject), async (c) => {
    const body = c.req.valid("json") as Record<string, unknown>;
    const result = await createApiKey({ uow, random }, operator(c), body);
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

  app.delete("/admin/api-keys/:id", admin, async (c) => {
    const result = await revokeApiKey(
      { uow, clock: ctx.clock },
      operator(c),
      parseIdParam(c, "id"),
    );
    if (!result.ok) throw answerError(result.error);
    return c.json(apiKeyJson(result.value));
  });

  app.get("/affiliate/api-keys", user, async (c) => {
    const { userId } = affiliate(c);
    c.header("Cache-Control", "no-store");
    const keys = await uow.run(({ apiKeys }) =>
      apiKeys.list("affiliate", userId)
    );
    return c.json(keys.map(affiliateApiKeyJson));
  });

  app.post("/affiliate/api-keys", user, jsonBody(anyObject), async (c) => {
    const body = c.req.valid("json") as Record<string, unknown>;
    const result = await createApiKey({ uow, random }, affiliate(c), body);
    if (!result.ok) throw answerError(result.error, { extras: "keep" });
    c.header("Cache-Control", "no-store");
    return c.json(
      {
        ...affiliateApiKeyJson(result.value.apiKey),
        key: result.value.key,
      } satisfies AffiliateApiKeyCreatedJson,
      201,
    );
  });

  app.delete("/affiliate/api-keys/:id", user, async (c) => {
    const result = await revokeApiKey(
      { uow, clock: ctx.clock },
      affiliate(c),
      parseIdParam(c, "id"),
    );
    if (!result.ok) throw answerError(result.error);
    return c.json(affiliateApiKeyJson(result.value));
  });

  return app;
}
