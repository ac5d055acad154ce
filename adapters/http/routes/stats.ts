/**
 * Stats routes (mounted under /api): an affiliate's totals by range or period, their daily and per-product figures,
 * the admin list and manual entry.
 */
import { wireAmount } from "./money_json.ts";
import { Hono } from "hono";
import type { AppContext, SessionEnv } from "../../app_context.ts";
import type { StatsServices } from "../../../domain/stats/stats_repos.ts";
import { parseDateRange } from "../../../domain/stats/date_range.ts";
import { periodRange, STATS_PERIODS } from "../../../domain/stats/periods.ts";
import { addStatEntry } from "../../../domain/stats/add_stat_entry.ts";
import { karachiDate } from "../../../domain/shared/karachi_date.ts";
import { formatMoney } from "../../../domain/shared/money.ts";
import { answerError, apiError } from "../api_error.ts";
import { jsonBody, queryParams } from "../validate.ts";
import { requestedPage } from "../paging.ts";
import { exactJsonBody } from "../exact_json.ts";
import { figuresJson } from "./product_json.ts";
import { subIdFilterOf } from "../../../domain/stats/breakdown.ts";
import {
  checkSeriesLength,
  fillDays,
} from "../../../domain/insight/overview.ts";
import type {
  DailyFiguresJson,
  ProductFiguresJson,
} from "../../../wire/insight.ts";
import {
  type PeriodTotals,
  statEntryBodyCheck as anyObject,
  type StatEntrySaved,
  type StatRowJson,
  statsListQuery as statsPageQuery,
} from "../../../wire/stats.ts";

/** More days than any series may hold (checkSeriesLength refuses longer ranges first). */
const MAX_SERIES_ROWS = 100_000;

/** The largest number of rows GET /api/stats/all answers with (newest days first). */
export const MAX_STAT_ROWS = 5000;

/** The stats router; mount with app.route("/api", createStatsRoutes(ctx, services.stats)). */
export function createStatsRoutes(
  ctx: AppContext,
  { reader: stats, uow, breakdowns }: StatsServices,
): Hono<SessionEnv> {
  const app = new Hono<SessionEnv>();
  const range = (start?: string, end?: string) => {
    const parsed = parseDateRange(start, end);
    if (!parsed.ok) throw answerError(parsed.error);
    return parsed.value;
  };

  app.get("/stats", ctx.auth.requireUser, async (c) => {
    c.header("Cache-Control", "no-store");
    const r = range(c.req.query("startDate"), c.req.query("endDate"));
    return c.json(figuresJson(await stats.totals(c.get("session").userId, r)));
  });

  // A named period ends today (Karachi); "Custom Range" takes both dates.
  const periodOf = (
    c: { req: { query(name: string): string | undefined } },
  ) => {
    const filter = c.req.query("filter") ?? "Today";
    const r = periodRange(filter, karachiDate(ctx.clock.now()));
    if (r) return r;
    if (filter.trim().toLowerCase() !== "custom range") {
      throw apiError(
        "VALIDATION_ERROR",
        `filter must be one of: ${STATS_PERIODS.join(", ")}.`,
      );
    }
    const custom = range(c.req.query("startDate"), c.req.query("endDate"));
    if (!custom) {
      throw apiError(
        "VALIDATION_ERROR",
        "Both start and end dates are required.",
      );
    }
    return custom;
  };

  app.get("/stats/user/date-range", ctx.auth.requireUser, async (c) => {
    c.header("Cache-Control", "no-store");
    const r = periodOf(c);
    const totals = await stats.totals(c.get("session").userId, r);
    return c.json(
      {
        ...figuresJson(totals),
        startDate: r.startDate,
        endDate: r.endDate,
      } satisfies PeriodTotals,
    );
  });

  app.get("/stats/daily", ctx.auth.requireUser, async (c) => {
    c.header("Cache-Control", "no-store");
    const checked = checkSeriesLength(periodOf(c));
    if (!checked.ok) throw answerError(checked.error);
    const r = checked.value;
    const sub = subIdFilterOf(c.req.query());
    if (!sub.ok) throw answerError(sub.error);
    const userId = c.get("session").userId;
    // One sub-id value's trend comes from the breakdown rollup (docs/sub-ids.md), one row per day.
    const rows = sub.value
      ? await breakdowns.daily(
        sub.value.slot,
        r,
        { userId },
        MAX_SERIES_ROWS,
        sub.value.value,
      )
      : await stats.dailyFigures(userId, r);
    const days = fillDays(r, rows, (date) => ({
      date,
      clicks: 0,
      sales: 0,
      earnings: 0,
    }));
    return c.json(
      {
        startDate: r.startDate,
        endDate: r.endDate,
        days: days.map((d) => ({
          date: d.date,
          clicks: d.clicks,
          sales: d.sales,
          earnings: wireAmount(d.earnings),
        })),
      } satisfies DailyFiguresJson,
    );
  });

  app.get("/stats/products", ctx.auth.requireUser, async (c) => {
    c.header("Cache-Control", "no-store");
    const r = periodOf(c);
    const rows = await stats.productFigures(c.get("session").userId, r);
    return c.json(
      {
        startDate: r.startDate,
        endDate: r.endDate,
        products: rows.map((p) => ({
          productId: p.productId,
          product: p.productTitle,
          clicks: p.clicks,
          sales: p.sales,
          earnings: wireAmount(p.earnings),
        })),
      } satisfies ProductFiguresJson,
    );
  });

  app.get(
    "/stats/all",
    ctx.auth.requireAdmin,
    queryParams(statsPageQuery),
    async (c) => {
      c.header("Cache-Control", "no-store");
      const asked = requestedPage(c.req.valid("query"));
      const r = range(c.req.query("startDate"), c.req.query("endDate"));
      let rows;
      if (asked) {
        // Paged: the range's row count and summed figures ride in headers, so the body stays docs/product.md's array.
        const paged = await stats.listRowsPage(r, asked.page, asked.pageSize);
        c.header("X-Total-Count", String(paged.total));
        c.header("X-Total-Clicks", String(paged.totals.clicks));
        c.header("X-Total-Sales", String(paged.totals.sales));
        c.header("X-Total-Earnings", formatMoney(paged.totals.earnings));
        rows = paged.rows;
      } else {
        rows = await stats.listRows(r, MAX_STAT_ROWS);
      }
      return c.json(rows.map((r): StatRowJson => ({
        id: r.id,
        userId: r.userId,
        productId: r.productId,
        user: r.userName,
        userEmail: r.userEmail,
        product: r.productTitle,
        clicks: r.clicks,
        sales: r.sales,
        earnings: wireAmount(r.earnings),
        date: r.date,
      })));
    },
  );

  app.post("/stats", ctx.auth.requireAdmin, jsonBody(anyObject), async (c) => {
    const body = await exactJsonBody(c, ["earnings"]);
    const result = await addStatEntry({ uow }, {
      adminId: c.get("session").userId,
      userId: body.userId,
      productId: body.productId,
      date: body.date,
      clicks: body.clicks,
      sales: body.sales,
      earnings: body.earnings,
      reason: body.reason,
    });
    if (!result.ok) throw answerError(result.error);
    return c.json(
      {
        message: "Stat record saved successfully!",
        id: result.value.id,
      } satisfies StatEntrySaved,
      201,
    );
  });

  return app;
}
