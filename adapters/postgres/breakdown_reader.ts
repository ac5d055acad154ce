/** Postgres breakdowns: figures by a click's values, summed from the daily_breakdown_stats rollup (migrations/0048). */
import type { BreakdownReader } from "../../domain/stats/breakdown.ts";
import { moneyTotal } from "../../domain/shared/money.ts";
import type { SqlClient } from "./unit_of_work.ts";

/** A breakdown reader on the pool; every answer reads rollup rows of the range only, never raw clicks. */
export function createPostgresBreakdownReader(
  sql: SqlClient,
): BreakdownReader {
  const narrowed = (filter: Parameters<BreakdownReader["breakdown"]>[2]) =>
    sql`${
      filter.userId === undefined ? sql`` : sql`AND user_id = ${filter.userId}`
    } ${
      filter.productId === undefined
        ? sql``
        : sql`AND product_id = ${filter.productId}`
    } ${
      // Clicks are kept under source 0: a source's breakdown is its sales next to the clicks that led to them.
      filter.sourceId === undefined
        ? sql``
        : sql`AND source_id IN (0, ${filter.sourceId})`}`;
  return {
    async daily(dimension, range, filter, limit, value) {
      const rows = await sql<
        {
          date: string;
          value: string;
          clicks: string;
          sales: string;
          earnings: string;
        }[]
      >`
        SELECT stat_date::text AS date, value, SUM(clicks)::bigint AS clicks, SUM(sales)::bigint AS sales,
               SUM(earnings_minor)::text AS earnings
        FROM daily_breakdown_stats
        WHERE dimension = ${dimension}
          AND stat_date >= ${range.startDate}::date AND stat_date <= ${range.endDate}::date
          ${value === undefined ? sql`` : sql`AND value = ${value}`}
          ${narrowed(filter)}
        GROUP BY stat_date, value
        ORDER BY stat_date, SUM(clicks) DESC, SUM(sales) DESC, value
        LIMIT ${limit}`;
      return rows.map((r) => ({
        date: r.date,
        value: r.value,
        clicks: Number(r.clicks),
        sales: Number(r.sales),
        earnings: moneyTotal(r.earnings),
      }));
    },
    async breakdown(dimension, range, filter, limit) {
      const rows = await sql<
        { value: string; clicks: string; sales: string; earnings: string }[]
      >`
        SELECT value, SUM(clicks)::bigint AS clicks, SUM(sales)::bigint AS sales,
               SUM(earnings_minor)::text AS earnings
        FROM daily_breakdown_stats
        WHERE dimension = ${dimension}
          AND stat_date >= ${range.startDate}::date AND stat_date <= ${range.endDate}::date
          ${
        filter.userId === undefined
          ? sql``
          : sql`AND user_id = ${filter.userId}`
      }
          ${
        filter.productId === undefined
          ? sql``
          : sql`AND product_id = ${filter.productId}`
      }
          ${
        // Clicks are kept under source 0: a source's breakdown is its sales next to the clicks that led to them.
        filter.sourceId === undefined
          ? sql``
          : sql`AND source_id IN (0, ${filter.sourceId})`}
        GROUP BY value
        ORDER BY SUM(clicks) DESC, SUM(sales) DESC, value
        LIMIT ${limit}`;
      return rows.map((r) => ({
        value: r.value,
        clicks: Number(r.clicks),
        sales: Number(r.sales),
        earnings: moneyTotal(r.earnings),
      }));
    },
  };
}
