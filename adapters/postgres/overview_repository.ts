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

/** The top rows of a dimension with their names (users: name and email; products: title). */
async function ranked(
  sql: SqlClient,
  dimension: "user" | "product",
  parts: RangeParts,
): Promise<RankedFigures[]> {
  const rows = await rankSql(sql, dimension, parts);
  if (rows.length === 0) return [];
  const ids = rows.map((r) => Number(r.id));
  const names = new Map(
    (dimension === "user"
      ? await sql<{ id: number; name: string; detail: string }[]>`
          SELECT id, name, email AS detail FROM users WHERE id IN ${sql(ids)}`
      : await sql<{ id: number; name: string; detail: string }[]>`
          SELECT id, title AS name, '' AS detail FROM products WHERE id IN ${
        sql(ids)
      }`).map((n) => [Number(n.id), n]),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    name: names.get(Number(r.id))?.name ?? `#${r.id}`,
    detail: names.get(Number(r.id))?.detail ?? "",
    clicks: Number(r.clicks),
    sales: Number(r.sales),
    commission: moneyTotal(r.commission),
  }));
}

/** An inclusive span of days; empty when `from` is after `to`. */
interface Span {
  from: string;
  to: string;
}

/**
 * How a range is read from monthly and daily rollups with the fewest rows: whole months [monthFrom, monthTo]
 * (month starts), plus the days in `add`, minus the days in `subtract`. Each edge month is either read as its days
 * in the range, or as the whole month less its days outside the range, whichever has fewer days (days after today
 * hold no rows yet, so This Month is one monthly row per affiliate).
 */
export interface RangeParts {
  monthFrom: string;
  monthTo: string;
  add: [Span, Span];
  subtract: [Span, Span];
}

const NONE: Span = { from: "9999-12-31", to: "0001-01-01" };

/** Days in a span (0 when empty). */
function length(s: Span): number {
  if (s.from > s.to) return 0;
  return Math.round(
    (Date.parse(`${s.to}T00:00:00Z`) - Date.parse(`${s.from}T00:00:00Z`)) /
      86_400_000,
  ) + 1;
}

/** The monthly and daily parts a range is summed from (see RangeParts); an empty span is always NONE. */
export function rangeParts(range: DateRange): RangeParts {
  const parts = rawRangeParts(range);
  const clean = (s: Span) => (length(s) === 0 ? NONE : s);
  return {
    ...parts,
    add: [clean(parts.add[0]), clean(parts.add[1])],
    subtract: [clean(parts.subtract[0]), clean(parts.subtract[1])],
  };
}

function rawRangeParts(range: DateRange): RangeParts {
  const { startDate: from, endDate: to } = range;
  const firstMonth = startOfMonth(from);
  const lastMonth = startOfMonth(to);
  const before = { from: firstMonth, to: addDays(from, -1) };
  const after = { from: addDays(to, 1), to: endOfMonth(to) };
  if (firstMonth === lastMonth) {
    return length(before) + length(after) < length({ from, to })
      ? {
        monthFrom: firstMonth,
        monthTo: firstMonth,
        add: [NONE, NONE],
        subtract: [before, after],
      }
      : {
        monthFrom: "9999-12-01",
        monthTo: "0001-01-01",
        add: [{ from, to }, NONE],
        subtract: [NONE, NONE],
      };
  }
  const head = { from, to: endOfMonth(from) };
  const tail = { from: lastMonth, to };
  const headWhole = length(before) < length(head);
  const tailWhole = length(after) < length(tail);
  return {
    monthFrom: headWhole ? firstMonth : addMonths(firstMonth, 1),
    monthTo: tailWhole ? lastMonth : addMonths(lastMonth, -1),
    add: [headWhole ? NONE : head, tailWhole ? NONE : tail],
    subtract: [headWhole ? before : NONE, tailWhole ? after : NONE],
  };
}

/** Top rows of one dimension (users or products) over a range, from its monthly and daily rollups. */
function rankSql(
  sql: SqlClient,
  dimension: "user" | "product",
  parts: RangeParts,
) {
  const [a1, a2] = parts.add;
  const [s1, s2] = parts.subtract;
  const monthly = sql(
    dimension === "user" ? "monthly_user_stats" : "monthly_product_stats",
  );
  const daily = sql(
    dimension === "user" ? "daily_user_stats" : "daily_product_stats",
  );
  const key = sql(dimension === "user" ? "user_id" : "product_id");
  return sql<
    { id: number; clicks: number; sales: number; commission: string }[]
  >`
    SELECT ${key} AS id, SUM(clicks)::bigint AS clicks, SUM(sales)::bigint AS sales,
           SUM(earnings_minor)::text AS commission
    FROM (
      SELECT ${key}, clicks, sales, earnings_minor FROM ${monthly}
      WHERE month >= ${parts.monthFrom}::date AND month <= ${parts.monthTo}::date
      UNION ALL
      SELECT ${key}, clicks, sales, earnings_minor FROM ${daily}
      WHERE (stat_date >= ${a1.from}::date AND stat_date <= ${a1.to}::date)
         OR (stat_date >= ${a2.from}::date AND stat_date <= ${a2.to}::date)
      UNION ALL
      SELECT ${key}, -clicks, -sales, -earnings_minor FROM ${daily}
      WHERE (stat_date >= ${s1.from}::date AND stat_date <= ${s1.to}::date)
         OR (stat_date >= ${s2.from}::date AND stat_date <= ${s2.to}::date)
    ) parts
    GROUP BY ${key}
    HAVING SUM(clicks) <> 0 OR SUM(sales) <> 0 OR SUM(earnings_minor) <> 0
    ORDER BY SUM(earnings_minor) DESC, SUM(clicks) DESC, ${key}
    LIMIT ${TOP_LIMIT}`;
}

/**
 * An overview reader on a pool. Its queries run side by side: the day series reads daily_stat_totals and
 * daily_source_stats (one row per day, and per day and source), top affiliates and products their monthly and
 * daily rollups (rangeParts), and the money owed ledger_day_sums (per kind and date, 0027) and the pending payouts
 * (migration 0024). Sums are read as decimal text (they may pass 2^53).
 */
export function createPostgresOverviewReader(sql: SqlClient): OverviewReader {
  return {
    async read(range, today) {
      const from = range.startDate;
      const to = range.endDate;
      const parts = rangeParts(range);
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
          ranked(sql, "user", parts),
          ranked(sql, "product", parts),
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
            FROM ledger_day_sums`,
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
        topAffiliates: affiliates,
        topProducts: products,
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
