/** Admin review of applications to public offers (mounted under /api; docs/offer-directory.md). */
import { Hono } from "hono";
import type { AppContext, SessionEnv } from "../../app_context.ts";
import type { DirectoryServices } from "../../../domain/directory/directory_repos.ts";
import { decideApplications } from "../../../domain/directory/decide_applications.ts";
import { answerError } from "../api_error.ts";
import { jsonBody, queryParams } from "../validate.ts";
import { userApplicationJson } from "./offer_directory.ts";
import {
  type AdminApplicationJson,
  adminApplicationsQuery,
  type ApplicationsDecidedJson,
  decideApplicationsCheck,
} from "../../../wire/directory.ts";

/** Most rows the review list answers. */
const REVIEW_LIMIT = 500;

/** The review router; mount with app.route("/api", createOfferApplicationRoutes(ctx, services.directory)). */
export function createOfferApplicationRoutes(
  ctx: AppContext,
  services: DirectoryServices,
): Hono<SessionEnv> {
  const app = new Hono<SessionEnv>();

  app.get(
    "/admin/applications",
    ctx.auth.requireAdmin,
    queryParams(adminApplicationsQuery),
    async (c) => {
      c.header("Cache-Control", "no-store");
      const q = c.req.valid("query");
      const rows = await services.applications.listForReview(
        { status: q.status, productId: q.offerId },
        REVIEW_LIMIT,
      );
      return c.json(rows.map((r): AdminApplicationJson => ({
        ...userApplicationJson(r),
        userId: r.userId,
        userName: r.userName,
        userEmail: r.userEmail,
        offerTitle: r.productTitle,
        decidedHow: r.decidedHow,
        openRiskFlags: r.openRiskFlags,
      })));
    },
  );

  app.post(
    "/admin/applications/decide",
    ctx.auth.requireAdmin,
    jsonBody(decideApplicationsCheck),
    async (c) => {
      const body = c.req.valid("json");
      const result = await decideApplications(services, {
        adminId: c.get("session").userId,
        ids: body.ids,
        decision: body.decision,
        reason: body.reason,
      });
      if (!result.ok) throw answerError(result.error);
      return c.json(
        {
          decided: result.value.decided.map((a) => ({
            id: a.id,
            status: a.status,
          })),
          skipped: result.value.skipped,
        } satisfies ApplicationsDecidedJson,
      );
    },
  );

  return app;
}
