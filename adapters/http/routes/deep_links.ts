/**
 * Deep link routes (mounted under /api): an affiliate makes, lists and deletes tracked links to other pages on their
 * product's allowed domains (docs/deep-links.md).
 */
import { Hono } from "hono";
import type { AppContext, SessionEnv } from "../../app_context.ts";
import type { LinkServices } from "../../../domain/links/link_repos.ts";
import { trackedUrl } from "../../../domain/links/affiliate_link.ts";
import type { DeepLink } from "../../../domain/links/deep_link.ts";
import { createDeepLink } from "../../../domain/links/create_deep_link.ts";
import { deleteDeepLink } from "../../../domain/links/delete_deep_link.ts";
import { answerError, apiError } from "../api_error.ts";
import { jsonBody, parseIdParam } from "../validate.ts";
import { deepLinkBodyCheck, type DeepLinkJson } from "../../../wire/links.ts";

/** The deep link router; mount with app.route("/api", createDeepLinkRoutes(ctx, services.links)). */
export function createDeepLinkRoutes(
  ctx: AppContext,
  { deepLinks, random, redirectCache }: Pick<
    LinkServices,
    "deepLinks" | "random" | "redirectCache"
  >,
): Hono<SessionEnv> {
  const app = new Hono<SessionEnv>();
  const json = (d: DeepLink): DeepLinkJson => ({
    id: d.id,
    name: d.name,
    url: d.url,
    trackedUrl: trackedUrl(ctx.config.publicUrl, d.code),
    createdAt: d.createdAt.toISOString(),
  });

  app.post(
    "/affiliate-links/:id/deep-links",
    ctx.auth.requireUser,
    jsonBody(deepLinkBodyCheck),
    async (c) => {
      const body = c.req.valid("json");
      const result = await createDeepLink({ uow: deepLinks.uow, random }, {
        userId: c.get("session").userId,
        linkId: parseIdParam(c, "id"),
        url: body.url,
        name: body.name,
      });
      if (!result.ok) throw answerError(result.error);
      return c.json(json(result.value), 201);
    },
  );

  app.get(
    "/affiliate-links/:id/deep-links",
    ctx.auth.requireUser,
    async (c) => {
      c.header("Cache-Control", "no-store");
      const parent = await deepLinks.reader.findParent(
        c.get("session").userId,
        parseIdParam(c, "id"),
      );
      if (!parent) throw apiError("NOT_FOUND", "Link not found.");
      return c.json(
        (await deepLinks.reader.listForLink(parent.linkId)).map(json),
      );
    },
  );

  app.delete(
    "/affiliate-links/:id/deep-links/:deepLinkId",
    ctx.auth.requireUser,
    async (c) => {
      const result = await deleteDeepLink({ uow: deepLinks.uow }, {
        userId: c.get("session").userId,
        linkId: parseIdParam(c, "id"),
        id: parseIdParam(c, "deepLinkId"),
      });
      if (!result.ok) throw answerError(result.error);
      // This instance leads the code to the link's own destination at once; others within the cache's TTL.
      redirectCache.invalidate(result.value.code);
      return c.json({ message: "Deep link deleted." });
    },
  );

  return app;
}
