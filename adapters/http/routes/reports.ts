/** Report routes (mounted under /api): an affiliate's dated report rows. */
import { wireAmount } from "./money_json.ts";
import { Hono } from "hono";
import type { AppContext, SessionEnv } from "../../app_context.ts";
import type { ReportRepository } from "../../../domain/reports/report_repository.ts";
import { getUserReport } from "../../../domain/reports/get_user_report.ts";
import { answerError } from "../api_error.ts";
import type { ReportRowJson } from "../../../wire/stats.ts";

/** The report router; mount with app.route("/api", createReportRoutes(ctx, services.reports)). */
export function createReportRoutes(
  ctx: AppContext,
  reports: ReportRepository,
): Hono<SessionEnv> {
  const app = new Hono<SessionEnv>();
  const deps = { reports, clock: ctx.clock };

  // Dates are always plain "YYYY-MM-DD" Karachi dates, so dateOnly=1 needs no special handling.
  app.get("/user/reports", ctx.auth.requireUser, async (c) => {
    c.header("Cache-Control", "no-store");
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
