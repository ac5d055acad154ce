/** Report routes (mounted under /api): an affiliate's dated report rows. */
import { wireAmount } from "./money_json.ts";
import { Hono } from "hono";
import type { AppContext, SessionEnv } from "../../app_context.ts";
import type { ReportRepository } from "../../../domain/reports/report_repository.ts";
import {
  getUserReport,
  reportRange,
} from "../../../domain/reports/get_user_report.ts";
import { answerError } from "../api_error.ts";
import type { ReportRowJson, SubIdReportRowJson } from "../../../wire/stats.ts";
import {
  type BreakdownReader,
  subIdGroupingOf,
} from "../../../domain/stats/breakdown.ts";

/** Most rows a report grouped by sub-id answers (a day's values, most clicks first, day by day); docs/sub-ids.md. */
export const MAX_GROUPED_REPORT_ROWS = 10_000;

/** The report router; mount with app.route("/api", createReportRoutes(ctx, services.reports)). */
export function createReportRoutes(
  ctx: AppContext,
  reports: ReportRepository,
  breakdowns: BreakdownReader,
): Hono<SessionEnv> {
  const app = new Hono<SessionEnv>();
  const deps = { reports, clock: ctx.clock };

  // Dates are always plain "YYYY-MM-DD" Karachi dates, so dateOnly=1 needs no special handling.
  app.get("/user/reports", ctx.auth.requireUser, async (c) => {
    c.header("Cache-Control", "no-store");
    const grouping = subIdGroupingOf(c.req.query());
    if (!grouping.ok) throw answerError(grouping.error);
    if (grouping.value) {
      const range = reportRange(
        ctx.clock,
        c.req.query("startDate"),
        c.req.query("endDate"),
      );
      if (!range.ok) throw answerError(range.error);
      const rows = await breakdowns.daily(
        grouping.value.slot,
        range.value,
        { userId: c.get("session").userId },
        MAX_GROUPED_REPORT_ROWS,
        grouping.value.value ?? undefined,
      );
      return c.json(rows.map((r): SubIdReportRowJson => ({
        date: r.date,
        value: r.value,
        clicks: r.clicks,
        sales: r.sales,
        earnings: wireAmount(r.earnings),
      })));
    }
    const result = await getUserReport(deps, {
      userId: c.get("session").userId,
      startDate: c.req.query("startDate"),
      endDate: c.req.query("endDate"),
    });
    if (!result.ok) throw answerError(result.error);
    return c.json(result.value.map((r): ReportRowJson => ({
      date: r.date,
      clicks: r.clicks,
      sales: r.sales,
      earnings: wireAmount(r.earnings),
      payouts: wireAmount(r.payouts),
      balance: wireAmount(r.balance),
    })));
  });

  return app;
}
