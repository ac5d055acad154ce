/** Conversion routes (mounted under /api): an affiliate's own list, the admin's list, over-cap decisions. */
import { Hono } from "hono";
import type { AppContext, SessionEnv } from "../../app_context.ts";
import type { OfferConversionServices } from "../../../domain/offers/offer_conversion_services.ts";
import type {
  ListedOfferConversion,
  OfferConversionFilter,
} from "../../../domain/offers/offer_conversion_list.ts";
import { decideOverCap } from "../../../domain/offers/decide_over_cap.ts";
import {
  adminConversionsQuery,
  type ConversionDecisionBody,
  conversionDecisionBody,
  userConversionsQuery,
} from "../../../wire/offer_conversions.ts";
import { jsonBody, queryParams } from "../validate.ts";
import {
  adminOfferConversionJson,
  offerConversionJson,
} from "./offer_conversion_json.ts";
import {
  adminConversionsCsv,
  userConversionsCsv,
} from "./offer_conversions_csv.ts";

/** Rows per page when a request names none. */
const PAGE_SIZE = 50;
/** Rows a CSV file holds at most (read in pages of this size). */
const CSV_PAGE = 1000;
const CSV_MAX_ROWS = 100_000;

const csvResponse = (body: string, name: string) =>
  new Response(body, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${name}"`,
      "cache-control": "no-store",
    },
  });

/** The conversions router; mount with app.route("/api", createOfferConversionRoutes(ctx, services.offerConversions)). */
export function createOfferConversionRoutes(
  ctx: AppContext,
  { reader, settings, decisionUow }: OfferConversionServices,
): Hono<SessionEnv> {
  const app = new Hono<SessionEnv>();

  // Every row the filters match, for a file.
  const all = async (filter: OfferConversionFilter) => {
    const rows: ListedOfferConversion[] = [];
    for (let page = 1; rows.length < CSV_MAX_ROWS; page++) {
      const got = await reader.list(filter, { page, pageSize: CSV_PAGE });
      rows.push(...got.rows);
      if (got.rows.length < CSV_PAGE) break;
    }
    return rows;
  };

  app.get(
    "/user/conversions",
    ctx.auth.requireUser,
    queryParams(userConversionsQuery),
    async (c) => {
      const q = c.req.valid("query");
      const filter = {
        userId: c.get("session").userId,
        from: q.from,
        to: q.to,
      };
      const { currency } = await settings.get();
      c.header("Cache-Control", "no-store");
      if (q.format === "csv") {
        const rows = (await all(filter)).map((r) =>
          offerConversionJson(r, currency)
        );
        return csvResponse(userConversionsCsv(rows), "conversions.csv");
      }
      const page = q.page ?? 1;
      const pageSize = q.pageSize ?? PAGE_SIZE;
      const { rows, total } = await reader.list(filter, { page, pageSize });
      return c.json({
        items: rows.map((r) => offerConversionJson(r, currency)),
        total,
        page,
        pageSize,
      });
    },
  );

  app.get(
    "/admin/conversions",
    ctx.auth.requireAdmin,
    queryParams(adminConversionsQuery),
    async (c) => {
      const q = c.req.valid("query");
      const filter: OfferConversionFilter = {
        userId: q.userId,
        productId: q.productId,
        goal: q.goal,
        sourceId: q.sourceId,
        status: q.status,
        from: q.from,
        to: q.to,
      };
      const { currency } = await settings.get();
      c.header("Cache-Control", "no-store");
      if (q.format === "csv") {
        const rows = (await all(filter)).map((r) =>
          adminOfferConversionJson(r, currency)
        );
        return csvResponse(adminConversionsCsv(rows), "conversions.csv");
      }
      const page = q.page ?? 1;
      const pageSize = q.pageSize ?? PAGE_SIZE;
      const { rows, total } = await reader.list(filter, { page, pageSize });
      return c.json({
        items: rows.map((r) => adminOfferConversionJson(r, currency)),
        total,
        page,
        pageSize,
      });
    },
  );

  app.post(
    "/admin/conversions/decisions",
    ctx.auth.requireAdmin,
    jsonBody(conversionDecisionBody),
    async (c) => {
      const body: ConversionDecisionBody = c.req.valid("json");
      const result = await decideOverCap(
        { uow: decisionUow, clock: ctx.clock },
        {
          adminId: c.get("session").userId,
          ids: body.ids,
          decision: body.decision,
          reason: body.reason,
        },
      );
      return c.json(result.ok ? result.value : { decided: [], skipped: [] });
    },
  );

  return app;
}
