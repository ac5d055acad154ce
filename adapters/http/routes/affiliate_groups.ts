/** Affiliate group routes (mounted under /api, admin only): groups (tiers) and placing an affiliate in one. */
import { Hono } from "hono";
import type { AppContext, SessionEnv } from "../../app_context.ts";
import type { OfferConfigServices } from "../../../domain/offers/offer_config_repos.ts";
import { createGroup, updateGroup } from "../../../domain/offers/save_group.ts";
import { deleteGroup } from "../../../domain/offers/delete_group.ts";
import { placeAffiliate } from "../../../domain/offers/place_affiliate.ts";
import { parseJsonExact } from "../../json/exact_json.ts";
import { answerError } from "../api_error.ts";
import { registerErrorStatuses } from "../error_status.ts";
import { jsonBody, parseIdParam } from "../validate.ts";
import { groupJson } from "./offer_config_json.ts";
import {
  groupBodyCheck,
  type GroupJson,
  placementBodyCheck,
  type PlacementJson,
} from "../../../wire/offer_config.ts";
import type { Context } from "hono";

registerErrorStatuses({
  GROUP_NOT_FOUND: 404,
  GROUP_NAME_TAKEN: 409,
  DEFAULT_GROUP: 409,
});

/** The JSON object body with a money threshold read as its exact text. */
async function exactBody(c: Context): Promise<Record<string, unknown>> {
  return parseJsonExact(await c.req.text(), ["threshold"]) as Record<
    string,
    unknown
  >;
}

/** The group router; mount with app.route("/api", createAffiliateGroupRoutes(ctx, services.offerConfig)). */
export function createAffiliateGroupRoutes(
  ctx: AppContext,
  { reader, uow }: OfferConfigServices,
): Hono<SessionEnv> {
  const app = new Hono<SessionEnv>();
  const admin = ctx.auth.requireAdmin;

  app.get("/admin/groups", admin, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(
      (await reader.groups.list()).map(groupJson) satisfies GroupJson[],
    );
  });

  app.post("/admin/groups", admin, jsonBody(groupBodyCheck), async (c) => {
    const result = await createGroup({ uow }, {
      adminId: c.get("session").userId,
      body: await exactBody(c),
    });
    if (!result.ok) throw answerError(result.error);
    return c.json(groupJson(result.value) satisfies GroupJson, 201);
  });

  app.patch("/admin/groups/:id", admin, jsonBody(groupBodyCheck), async (c) => {
    const result = await updateGroup({ uow }, {
      adminId: c.get("session").userId,
      id: parseIdParam(c, "id"),
      body: await exactBody(c),
    });
    if (!result.ok) throw answerError(result.error);
    return c.json(groupJson(result.value) satisfies GroupJson);
  });

  app.delete("/admin/groups/:id", admin, async (c) => {
    const result = await deleteGroup({ uow }, {
      adminId: c.get("session").userId,
      id: parseIdParam(c, "id"),
    });
    if (!result.ok) throw answerError(result.error);
    return c.json({ message: "Group deleted.", ...result.value });
  });

  app.patch(
    "/admin/users/:id",
    admin,
    jsonBody(placementBodyCheck),
    async (c) => {
      const result = await placeAffiliate({ uow }, {
        adminId: c.get("session").userId,
        userId: parseIdParam(c, "id"),
        body: await exactBody(c),
      });
      if (!result.ok) throw answerError(result.error);
      return c.json(result.value satisfies PlacementJson);
    },
  );

  return app;
}
