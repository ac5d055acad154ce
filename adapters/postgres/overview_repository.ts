/** Postgres overview: the admin overview's figures from the daily rollups and the ledger, never the clicks table. */
import {
  MANUAL_SOURCE_ID,
  type OverviewDay,
  type OverviewReader,
  type RankedFigures,
  TOP_LIMIT,
} from "../../domain/insight/overview.ts";
import { moneyTotal } from "../../domain/shared/money.ts";
import {
  addDays,
  addMonths,
  endOfMonth,
  startOfMonth,
} from "../../domain/shared/karachi_date.ts";
import type { DateRange } from "../../domain/stats/date_range.ts";
import type { SqlClient } from "./unit_of_work.ts";

interface RankRow {
  id: number;
  name: string;
  detail: string;
  clicks: number;
  sales: number;
  commission: string;
}

const ranked = (r: RankRow): RankedFigures => ({
  id: Number(r.id),
  name: r.name,
  detail: r.detail,
  clicks: Number(r.clicks),
  sales: Number(r.sales),
  commission: moneyTotal(r.commission),
});

/**
 * The whole calendar months inside a range, as [first, after): a month's first day and the day after the last
 * whole month. Without one, both are the range's start, so the monthly part reads nothing and the daily part all.
 */
export function wholeMonths(
  range: DateRange,
): { first: string; after: string } {
  const first = range.startDate === startOfMonth(range.startDate)
    ? range.startDate
    : startOfMonth(addMonths(startOfMonth(range.startDate), 1));
  const after = range.endDate === endOfMonth(range.endDate)
    ? addDays(range.endDate, 1)
    : startOfMonth(range.endDate);
  return first < after
    ? { first, after }
    : { first: range.startDate, after: range.startDate };
}

/**
 * An overview reader on a pool. Its queries run side by side: the day series reads daily_stat_totals and
 * daily_source_stats (one row per day, and per day and source), top affiliates read monthly_user_stats for the
 * range's whole months and daily_user_stats for the rest, top products daily_product_stats, and the money owed
 * ledger_day_totals (per kind and date) and the pending payouts (migration 0024). Sums are read as decimal text (they may pass 2^53).
 */
export function createPostgresOverviewReader(sql: SqlClient): OverviewReader {
  return {
    async read(range, today) {
      const from = range.startDate;
      const to = range.endDate;
      const months = wholeMonths(range);
      const [days, revenue, affiliates, products, sources, [owed]] =
        await Promise.all([
          sql<
            { date: string; clicks: number; sales: number; earnings: string }[]
          >`
            SELECT stat_date::text AS date, clicks, sales, earnings_minor::text AS earnings
            FROM daily_stat_totals
            WHERE stat_date >= ${from}::date AND stat_date <= ${to}::date
              AND (clicks <> 0 OR sales <> 0 OR earnings_minor <> 0)`,
          sql<{ date: string; revenue: string }[]>`
            SELECT stat_date::text AS date, SUM(revenue_minor)::text AS revenue
            FROM daily_source_stats
            WHERE stat_date >= ${from}::date AND stat_date <= ${to}::date
            GROUP BY stat_date`,
          sql<RankRow[]>`
            SELECT t.user_id AS id, u.name, u.email AS detail, t.clicks, t.sales, t.commission::text AS commission
            FROM (
              SELECT user_id, SUM(clicks)::bigint AS clicks, SUM(sales)::bigint AS sales,
                     SUM(earnings_minor) AS commission
              FROM (
                SELECT user_id, clicks, sales, earnings_minor FROM monthly_user_stats
                WHERE month >= ${months.first}::date AND month < ${months.after}::date
                UNION ALL
                SELECT user_id, clicks, sales, earnings_minor FROM daily_user_stats
                WHERE stat_date >= ${from}::date AND stat_date <= ${to}::date
                  AND (stat_date < ${months.first}::date OR stat_date >= ${months.after}::date)
              ) parts
              GROUP BY user_id
              ORDER BY commission DESC, clicks DESC, user_id
              LIMIT ${TOP_LIMIT}
            ) t JOIN users u ON u.id = t.user_id
            ORDER BY t.commission DESC, t.clicks DESC, t.user_id`,
          sql<RankRow[]>`
            SELECT t.product_id AS id, p.title AS name, '' AS detail, t.clicks, t.sales,
                   t.commission::text AS commission
            FROM (
              SELECT product_id, SUM(clicks)::bigint AS clicks, SUM(sales)::bigint AS sales,
                     SUM(earnings_minor) AS commission
              FROM daily_product_stats
              WHERE stat_date >= ${from}::date AND stat_date <= ${to}::date
              GROUP BY product_id
              ORDER BY commission DESC, clicks DESC, product_id
              LIMIT ${TOP_LIMIT}
            ) t JOIN products p ON p.id = t.product_id
            ORDER BY t.commission DESC, t.clicks DESC, t.product_id`,
          sql<
            {
              id: number;
              name: string | null;
              kind: string | null;
              sales: number;
              revenue: string;
              commission: string;
            }[]
          >`
            SELECT t.source_id AS id, s.name, s.kind, t.sales, t.revenue::text AS revenue,
                   t.commission::text AS commission
            FROM (
              SELECT source_id, SUM(sales)::bigint AS sales, SUM(revenue_minor) AS revenue,
                     SUM(earnings_minor) AS commission
              FROM daily_source_stats
              WHERE stat_date >= ${from}::date AND stat_date <= ${to}::date
              GROUP BY source_id
            ) t LEFT JOIN sources s ON s.id = t.source_id
            WHERE t.sales <> 0 OR t.revenue <> 0 OR t.commission <> 0
            ORDER BY t.revenue DESC, t.commission DESC, t.source_id`,
          sql<
            {
              available: string;
              held: string;
              pending: string;
              requested: string;
            }[]
          >`
            SELECT
              COALESCE(SUM(amount_minor) FILTER (WHERE available_on <= ${today}::date), 0)::text AS available,
              COALESCE(SUM(amount_minor) FILTER (
                WHERE kind IN ('earning', 'earning_reversal') AND available_on > ${today}::date), 0)::text AS held,
              COALESCE(SUM(amount_minor) FILTER (
                WHERE kind IN ('pending_earning', 'pending_approved', 'pending_reversal')), 0)::text AS pending,
              (SELECT COALESCE(SUM(amount_minor), 0) FROM payouts WHERE status = 'pending')::text AS requested
            FROM ledger_day_totals`,
        ]);
      const revenueByDay = new Map(revenue.map((r) => [r.date, r.revenue]));
      const out: OverviewDay[] = days.map((d) => ({
        date: d.date,
        clicks: Number(d.clicks),
        sales: Number(d.sales),
        revenue: moneyTotal(revenueByDay.get(d.date) ?? "0"),
        commission: moneyTotal(d.earnings),
      }));
      // A day with revenue but no rollup figures (a refund's day moved back to its sale) still shows.
      const seen = new Set(out.map((d) => d.date));
      for (const r of revenue) {
        if (!seen.has(r.date) && r.revenue !== "0") {
          out.push({
            date: r.date,
            clicks: 0,
            sales: 0,
            revenue: moneyTotal(r.revenue),
            commission: 0,
          });
        }
      }
      out.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
      return {
        days: out,
        topAffiliates: affiliates.map(ranked),
        topProducts: products.map(ranked),
        sources: sources.map((s) => ({
          id: Number(s.id),
          name: Number(s.id) === MANUAL_SOURCE_ID
            ? "Manual entries"
            : s.name ?? `Source #${s.id}`,
          kind: Number(s.id) === MANUAL_SOURCE_ID ? "manual" : s.kind ?? "",
          sales: Number(s.sales),
          revenue: moneyTotal(s.revenue),
          commission: moneyTotal(s.commission),
        })),
        owed: {
          available: moneyTotal(owed.available),
          held: moneyTotal(owed.held),
          pending: moneyTotal(owed.pending),
          requested: moneyTotal(owed.requested),
        },
      };
    },
  };
}
