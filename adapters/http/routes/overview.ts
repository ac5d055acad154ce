/** Admin overview route (mounted under /api): a period's figures, rankings and the money owed now. */
import { Hono } from "hono";
import type { AppContext, SessionEnv } from "../../app_context.ts";
import {
  fillDays,
  type OverviewReader,
  overviewTotals,
  parseSeriesRange,
  share,
} from "../../../domain/insight/overview.ts";
import { karachiDate } from "../../../domain/shared/karachi_date.ts";
import { answerError } from "../api_error.ts";
import { queryParams } from "../validate.ts";
import { wireAmount } from "./money_json.ts";
import { type OverviewJson, overviewQuery } from "../../../wire/insight.ts";

/** The overview router; mount with app.route("/api", createOverviewRoutes(ctx, services.overview)). */
export function createOverviewRoutes(
  ctx: AppContext,
  reader: OverviewReader,
): Hono<SessionEnv> {
  const app = new Hono<SessionEnv>();
  app.get(
    "/admin/overview",
    ctx.auth.requireAdmin,
    queryParams(overviewQuery),
    async (c) => {
      c.header("Cache-Control", "no-store");
      const { from, to } = c.req.valid("query");
      const parsed = parseSeriesRange(from, to);
      if (!parsed.ok) throw answerError(parsed.error);
      const range = parsed.value;
      const facts = await reader.read(range, karachiDate(ctx.clock.now()));
      const days = fillDays(range, facts.days, (date) => ({
        date,
        clicks: 0,
        sales: 0,
        revenue: 0,
        commission: 0,
      }));
      const totals = overviewTotals(days);
      return c.json(
        {
          from: range.startDate,
          to: range.endDate,
          totals: {
            clicks: totals.clicks,
            sales: totals.sales,
            revenue: wireAmount(totals.revenue),
            commission: wireAmount(totals.commission),
            conversionRate: totals.conversionRate,
            earningsPerClick: wireAmount(totals.earningsPerClick),
          },
          days: days.map((d) => ({
            date: d.date,
            clicks: d.clicks,
            sales: d.sales,
            revenue: wireAmount(d.revenue),
            commission: wireAmount(d.commission),
          })),
          topAffiliates: facts.topAffiliates.map((a) => ({
            userId: a.id,
            name: a.name,
            email: a.detail,
            clicks: a.clicks,
            sales: a.sales,
            commission: wireAmount(a.commission),
            share: share(a.commission, totals.commission),
          })),
          topProducts: facts.topProducts.map((p) => ({
            productId: p.id,
            title: p.name,
            clicks: p.clicks,
            sales: p.sales,
            commission: wireAmount(p.commission),
            share: share(p.commission, totals.commission),
          })),
          topSources: facts.sources.map((s) => ({
            sourceId: s.id,
            name: s.name,
            kind: s.kind,
            sales: s.sales,
            revenue: wireAmount(s.revenue),
            commission: wireAmount(s.commission),
            share: share(s.revenue, totals.revenue),
          })),
          owed: {
            available: wireAmount(facts.owed.available),
            held: wireAmount(facts.owed.held),
            pending: wireAmount(facts.owed.pending),
            requested: wireAmount(facts.owed.requested),
          },
        } satisfies OverviewJson,
      );
    },
  );
  return app;
}
