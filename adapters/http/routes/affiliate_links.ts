/** Affiliate link routes (mounted under /api): admin assignment and list, an affiliate's own links with stats. */
import { Hono } from "hono";
import type { AppContext, SessionEnv } from "../../app_context.ts";
import type { LinkServices } from "../../../domain/links/link_repos.ts";
import { assignLink } from "../../../domain/links/assign_link.ts";
import { trackedUrl } from "../../../domain/links/affiliate_link.ts";
import { productImagePath } from "../../../domain/products/product.ts";
import { answerError } from "../api_error.ts";
import { jsonBody, queryParams } from "../validate.ts";
import { requestedPage } from "../paging.ts";
import { figuresJson } from "./product_json.ts";
import { myGoalJson } from "./offer_config_json.ts";
import {
  type AdminLinkJson,
  adminLinksQuery as adminListQuery,
  type AssignedLinkJson,
  assignLinkBodyCheck as anyObject,
  type LinkAssigned,
  type ProductWithStats,
} from "../../../wire/links.ts";

/** The link router; mount with app.route("/api", createAffiliateLinkRoutes(ctx, services.links)). */
export function createAffiliateLinkRoutes(
  ctx: AppContext,
  { reader: links, uow, random, redirectCache, coupons, payouts, clock }:
    LinkServices,
): Hono<SessionEnv> {
  const app = new Hono<SessionEnv>();
  const tracked = (code: string) => trackedUrl(ctx.config.publicUrl, code);

  app.get(
    "/affiliate-links/admin/affiliate-links/all",
    ctx.auth.requireAdmin,
    queryParams(adminListQuery),
    async (c) => {
      c.header("Cache-Control", "no-store");
      const asked = requestedPage(c.req.valid("query"));
      let rows;
      if (asked) {
        const paged = await links.listPage(asked.page, asked.pageSize);
        c.header("X-Total-Count", String(paged.total));
        rows = paged.rows;
      } else {
        rows = await links.listAll();
      }
      return c.json(rows.map((l): AdminLinkJson => ({
        id: l.id,
        userId: l.userId,
        productId: l.productId,
        user: l.userEmail,
        product: l.productTitle,
        customLink: l.destinationUrl,
        trackedLink: tracked(l.code),
        code: l.code,
      })));
    },
  );

  app.post(
    "/admin/affiliate-links/assign",
    ctx.auth.requireAdmin,
    jsonBody(anyObject),
    async (c) => {
      const body = c.req.valid("json");
      const result = await assignLink({ uow, random }, {
        adminId: c.get("session").userId,
        userId: body.userId,
        productId: body.productId,
        customLink: body.customLink,
      });
      if (!result.ok) throw answerError(result.error);
      const { link, created } = result.value;
      redirectCache.invalidate(link.code);
      return c.json(
        {
          message: "Affiliate link successfully assigned!",
          link: {
            id: link.id,
            userId: link.userId,
            productId: link.productId,
            customLink: link.destinationUrl,
            trackedLink: tracked(link.code),
            code: link.code,
          },
        } satisfies LinkAssigned,
        created ? 201 : 200,
      );
    },
  );

  app.get(
    "/affiliate-links/user-products-with-stats",
    ctx.auth.requireUser,
    async (c) => {
      c.header("Cache-Control", "no-store");
      const userId = c.get("session").userId;
      const rows = await links.listForUser(userId);
      const codes = await coupons.codesForUser(userId);
      const mine = await payouts.forAffiliate(userId, clock.now());
      return c.json(rows.map((r): ProductWithStats => ({
        product: {
          id: r.product.id,
          title: r.product.title,
          description: r.product.description,
          imageUrl: productImagePath(r.product.image),
        },
        linkId: r.id,
        allowedDomains: r.product.allowedDomains,
        link: tracked(r.code),
        stats: figuresJson(r.figures),
        coupons: codes.get(r.product.id) ?? [],
        goals: (mine?.offers.get(r.product.id) ?? []).map(myGoalJson),
      })));
    },
  );

  app.get("/affiliate-links/assigned", ctx.auth.requireUser, async (c) => {
    c.header("Cache-Control", "no-store");
    const userId = c.get("session").userId;
    const rows = await links.listForUser(userId);
    const codes = await coupons.codesForUser(userId);
    return c.json(rows.map((r): AssignedLinkJson => ({
      id: r.id,
      link: tracked(r.code),
      product: {
        id: r.product.id,
        title: r.product.title,
        description: r.product.description,
        imageUrl: productImagePath(r.product.image),
      },
      stats: figuresJson(r.figures),
      coupons: codes.get(r.product.id) ?? [],
    })));
  });

  return app;
}
