/**
 * Breakdown routes (mounted under /api): figures grouped by what a click carried, for the affiliate (their own) and
 * the admin (all, or narrowed). Every answer sums the daily breakdown rollup (docs/sub-ids.md).
 */
import { Hono } from "hono";
import type { AppContext, SessionEnv } from "../../app_context.ts";
import type { StatsServices } from "../../../domain/stats/stats_repos.ts";
import {
  BREAKDOWN_DIMENSIONS,
  type BreakdownFilter,
  type BreakdownRow,
  isBreakdownDimension,
} from "../../../domain/stats/breakdown.ts";
import { parseDateRange } from "../../../domain/stats/date_range.ts";
import { addDays, karachiDate } from "../../../domain/shared/karachi_date.ts";
import { answerError, apiError } from "../api_error.ts";
import { queryParams } from "../validate.ts";
import { wireAmount } from "./money_json.ts";
import {
  adminBreakdownQuery,
  breakdownQuery,
  type BreakdownRowJson,
} from "../../../wire/stats.ts";

/** Most values one breakdown answers (a city list stays readable; the rest are the long tail). */
export const MAX_BREAKDOWN_ROWS = 200;

/** A breakdown row on the wire, with its conversion rate. */
function rowJson(r: BreakdownRow, dimension: string): BreakdownRowJson {
  // A city is kept as "<country>|<city>" (docs/click-origins.md): answered as the city and its country.
  const split = dimension === "city" ? r.value.indexOf("|") : -1;
  return {
    value: split < 0 ? r.value : r.value.slice(split + 1),
    ...(split < 0 ? {} : { country: r.value.slice(0, split) }),
    clicks: r.clicks,
    sales: r.sales,
    earnings: wireAmount(r.earnings),
    conversionRate: r.clicks > 0
      ? Math.round((r.sales / r.clicks) * 10_000) / 10_000
      : 0,
  };
}

/** An optional id filter: absent stays absent, anything but a positive whole number is refused. */
function optionalId(name: string, raw: string | undefined): number | undefined {
  if (raw === undefined || raw === "") return undefined;
  const n = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(n) || n < 1) {
    throw apiError("VALIDATION_ERROR", `${name} must be a positive id.`);
  }
  return n;
}

/** The breakdown router; mount with app.route("/api", createBreakdownRoutes(ctx, services.stats)). */
export function createBreakdownRoutes(
  ctx: AppContext,
  { breakdowns }: Pick<StatsServices, "breakdowns">,
): Hono<SessionEnv> {
  const app = new Hono<SessionEnv>();
  const answer = async (
    query: { from?: string; to?: string; by: string },
    filter: BreakdownFilter,
  ) => {
    if (!isBreakdownDimension(query.by)) {
      throw apiError(
        "VALIDATION_ERROR",
        `by must be one of: ${BREAKDOWN_DIMENSIONS.join(", ")}.`,
      );
    }
    const parsed = parseDateRange(query.from, query.to);
    if (!parsed.ok) throw answerError(parsed.error);
    // No range: the 30 days up to today (Karachi).
    const today = karachiDate(ctx.clock.now());
    const range = parsed.value ??
      { startDate: addDays(today, -29), endDate: today };
    const rows = await breakdowns.breakdown(
      query.by,
      range,
      filter,
      MAX_BREAKDOWN_ROWS,
    );
    return rows.map((r) => rowJson(r, query.by));
  };

  app.get(
    "/stats/breakdown",
    ctx.auth.requireUser,
    queryParams(breakdownQuery),
    async (c) => {
      c.header("Cache-Control", "no-store");
      return c.json(
        await answer(c.req.valid("query"), { userId: c.get("session").userId }),
      );
    },
  );

  app.get(
    "/admin/stats/breakdown",
    ctx.auth.requireAdmin,
    queryParams(adminBreakdownQuery),
    async (c) => {
      c.header("Cache-Control", "no-store");
      const q = c.req.valid("query");
      return c.json(
        await answer(q, {
          userId: optionalId("userId", q.userId),
          productId: optionalId("productId", q.productId),
          sourceId: optionalId("sourceId", q.sourceId),
        }),
      );
    },
  );

  return app;
}
