/** Margin report route (mounted under /api): revenue, payout, withholding and margin per group over a period. */
import { Hono } from "hono";
import type { AppContext, SessionEnv } from "../../app_context.ts";
import { daysIn, parseSeriesRange } from "../../../domain/insight/overview.ts";
import {
  buildMarginReport,
  type MarginServices,
} from "../../../domain/offers/margin_report.ts";
import { marginReportCsv } from "../../../domain/offers/margin_report_csv.ts";
import { answerError } from "../api_error.ts";
import { queryParams } from "../validate.ts";
import { wireAmount } from "./money_json.ts";
import { marginQuery, type MarginReportJson } from "../../../wire/margin.ts";

/** The margin router; mount with app.route("/api", createMarginReportRoutes(ctx, services.margin)). */
export function createMarginReportRoutes(
  ctx: AppContext,
  services: MarginServices,
): Hono<SessionEnv> {
  const app = new Hono<SessionEnv>();
  app.get(
    "/admin/reports/margin",
    ctx.auth.requireAdmin,
    queryParams(marginQuery),
    async (c) => {
      c.header("Cache-Control", "no-store");
      const { from, to, groupBy = "offer", format } = c.req.valid("query");
      const parsed = parseSeriesRange(from, to);
      if (!parsed.ok) throw answerError(parsed.error);
      const range = parsed.value;
      const [facts, { currency }] = await Promise.all([
        services.reader.read(range, groupBy),
        services.settings.get(),
      ]);
      const report = buildMarginReport(range, groupBy, facts, daysIn(range));
      if (format === "csv") {
        return new Response(marginReportCsv(report, currency), {
          headers: {
            "content-type": "text/csv; charset=utf-8",
            "content-disposition":
              `attachment; filename="margin_${groupBy}_${range.startDate}_${range.endDate}.csv"`,
            "cache-control": "no-store",
          },
        });
      }
      const figures = (f: typeof report.totals) => ({
        conversions: f.conversions,
        revenue: wireAmount(f.revenue),
        affiliatePayout: wireAmount(f.affiliatePayout),
        withholdingTax: wireAmount(f.withholdingTax),
        margin: wireAmount(f.margin),
      });
      return c.json(
        {
          from: report.from,
          to: report.to,
          groupBy,
          currency,
          rows: report.rows.map((r) => ({
            key: r.key,
            name: r.name,
            ...(r.email === undefined ? {} : { email: r.email }),
            ...figures(r),
          })),
          totals: figures(report.totals),
          days: report.days.map((d) => ({
            date: d.date,
            conversions: d.conversions,
            revenue: wireAmount(d.revenue),
            affiliatePayout: wireAmount(d.affiliatePayout),
            margin: wireAmount(d.margin),
          })),
        } satisfies MarginReportJson,
      );
    },
  );
  return app;
}
