/** Postgres stats: the daily_stats rollup and manual stat_entries. */
import type {
  StatRow,
  StatsRepository,
} from "../../domain/stats/stats_repository.ts";
import type { DateRange } from "../../domain/stats/date_range.ts";
import type { SqlClient } from "./unit_of_work.ts";
import { moneyTotal } from "../../domain/shared/money.ts";
import { breakdownValues } from "./breakdown_values.ts";

/** A stats repository on a connection or transaction; earnings (rollup rows, sums of sales) are read as decimal text. */
export function createPostgresStatsRepository(sql: SqlClient): StatsRepository {
  const addToBreakdown: StatsRepository["addToBreakdown"] = async (
    d,
    cause,
  ) => {
    // The sale's figures join its click's values; a click whose row is gone (or never written) adds none.
    await sql`
        INSERT INTO daily_breakdown_stats AS t
          (dimension, user_id, stat_date, product_id, source_id, value, sales, earnings_minor)
        SELECT d.dimension, ${d.userId}, ${d.date}::date, ${d.productId},
          COALESCE(${cause.sourceId}::bigint, (SELECT id FROM sources WHERE kind = 'api'), 0), d.value,
          ${d.sales}, ${d.earnings}
        FROM clicks k CROSS JOIN LATERAL ${
      breakdownValues(sql, "k")
    } AS d(dimension, value)
        WHERE k.click_id = ${cause.clickId} AND d.value IS NOT NULL
        ORDER BY d.dimension, d.value
        ON CONFLICT (dimension, user_id, stat_date, product_id, source_id, value) DO UPDATE SET
          sales = t.sales + EXCLUDED.sales, earnings_minor = t.earnings_minor + EXCLUDED.earnings_minor`;
  };
  return {
    async increment(d) {
      await sql`
        INSERT INTO daily_stats (user_id, product_id, stat_date, clicks, sales, earnings_minor)
        VALUES (${d.userId}, ${d.productId}, ${d.date}::date, ${d.clicks}, ${d.sales}, ${d.earnings})
        ON CONFLICT (user_id, product_id, stat_date) DO UPDATE SET
          clicks = daily_stats.clicks + EXCLUDED.clicks,
          sales = daily_stats.sales + EXCLUDED.sales,
          earnings_minor = daily_stats.earnings_minor + EXCLUDED.earnings_minor`;
      if (d.breakdown) await addToBreakdown(d, d.breakdown);
    },
    async incrementMany(deltas) {
      // An import's summed rows in a few statements, not one per row: each statement costs a socket write.
      for (let at = 0; at < deltas.length; at += 5000) {
        const part = deltas.slice(at, at + 5000);
        const column = <T>(get: (d: typeof part[number]) => T) => part.map(get);
        await sql`
          INSERT INTO daily_stats (user_id, product_id, stat_date, clicks, sales, earnings_minor)
          SELECT * FROM unnest(
            ${column((d) => d.userId)}::bigint[], ${
          column((d) => d.productId)
        }::bigint[],
            ${column((d) => d.date)}::date[], ${
          column((d) => d.clicks)
        }::bigint[],
            ${column((d) => d.sales)}::bigint[], ${
          column((d) => d.earnings)
        }::bigint[])
          ON CONFLICT (user_id, product_id, stat_date) DO UPDATE SET
            clicks = daily_stats.clicks + EXCLUDED.clicks,
            sales = daily_stats.sales + EXCLUDED.sales,
            earnings_minor = daily_stats.earnings_minor + EXCLUDED.earnings_minor`;
      }
    },
    addToBreakdown,
    async addEntry(e) {
      const [row] = await sql<{ id: number }[]>`
        INSERT INTO stat_entries (user_id, product_id, stat_date, clicks, sales, earnings_minor, admin_id)
        VALUES (${e.userId}, ${e.productId}, ${e.date}::date, ${e.clicks}, ${e.sales}, ${e.earnings}, ${e.adminId})
        RETURNING id`;
      return Number(row.id);
    },
    async totals(userId, range) {
      const start = range?.startDate ?? null;
      const end = range?.endDate ?? null;
      const [row] = await sql<
        { clicks: number; sales: number; earnings: string }[]
      >`
        SELECT COALESCE(SUM(clicks), 0)::bigint AS clicks, COALESCE(SUM(sales), 0)::bigint AS sales,
               COALESCE(SUM(earnings_minor), 0)::text AS earnings
        FROM daily_stats
        WHERE user_id = ${userId}
          AND (${start}::date IS NULL OR stat_date >= ${start}::date)
          AND (${end}::date IS NULL OR stat_date <= ${end}::date)`;
      return {
        clicks: Number(row.clicks),
        sales: Number(row.sales),
        earnings: moneyTotal(row.earnings),
      };
    },
    async dailyFigures(userId, range) {
      const rows = await sql<
        { date: string; clicks: number; sales: number; earnings: string }[]
      >`
        SELECT stat_date::text AS date, SUM(clicks)::bigint AS clicks, SUM(sales)::bigint AS sales,
               SUM(earnings_minor)::text AS earnings
        FROM daily_stats
        WHERE user_id = ${userId} AND stat_date >= ${range.startDate}::date AND stat_date <= ${range.endDate}::date
        GROUP BY stat_date
        ORDER BY stat_date`;
      return rows.map((r) => ({
        date: r.date,
        clicks: Number(r.clicks),
        sales: Number(r.sales),
        earnings: moneyTotal(r.earnings),
      }));
    },
    async productFigures(userId, range) {
      const rows = await sql<
        {
          product_id: number;
          title: string;
          clicks: number;
          sales: number;
          earnings: string;
        }[]
      >`
        SELECT t.product_id, p.title, t.clicks, t.sales, t.earnings::text AS earnings
        FROM (
          SELECT product_id, SUM(clicks)::bigint AS clicks, SUM(sales)::bigint AS sales,
                 SUM(earnings_minor) AS earnings
          FROM daily_stats
          WHERE user_id = ${userId} AND stat_date >= ${range.startDate}::date AND stat_date <= ${range.endDate}::date
          GROUP BY product_id
        ) t JOIN products p ON p.id = t.product_id
        ORDER BY t.earnings DESC, t.clicks DESC, p.title, t.product_id`;
      return rows.map((r) => ({
        productId: Number(r.product_id),
        productTitle: r.title,
        clicks: Number(r.clicks),
        sales: Number(r.sales),
        earnings: moneyTotal(r.earnings),
      }));
    },
    listRows: (range, limit) => selectRows(sql, range, limit, 0),
    async listRowsPage(range, page, pageSize) {
      const start = range?.startDate ?? null;
      const end = range?.endDate ?? null;
      const rows = await selectRows(
        sql,
        range,
        pageSize,
        Math.max(0, (page - 1) * pageSize),
      );
      // The range's count and sums come from the per-day totals the 0012 triggers keep: one row a day.
      const [sum] = await sql<
        { n: number; clicks: number; sales: number; earnings: string }[]
      >`
        SELECT COALESCE(SUM(row_count), 0)::bigint AS n, COALESCE(SUM(clicks), 0)::bigint AS clicks,
               COALESCE(SUM(sales), 0)::bigint AS sales, COALESCE(SUM(earnings_minor), 0)::text AS earnings
        FROM daily_stat_totals
        WHERE stat_date >= COALESCE(${start}::date, '-infinity'::date)
          AND stat_date <= COALESCE(${end}::date, 'infinity'::date)`;
      return {
        rows,
        total: Number(sum.n),
        totals: {
          clicks: Number(sum.clicks),
          sales: Number(sum.sales),
          earnings: moneyTotal(sum.earnings),
        },
      };
    },
  };
}

/** Rollup rows in a range, newest day first, `limit` of them from `offset`. */
async function selectRows(
  sql: SqlClient,
  range: DateRange | null,
  limit: number,
  offset: number,
): Promise<StatRow[]> {
  // Plain range bounds (no `IS NULL OR`) stay index conditions in a generic prepared plan, and the ORDER BY matches
  // daily_stats_page_idx, so a page walks the index and stops after `offset + limit` rows.
  const start = range?.startDate ?? null;
  const end = range?.endDate ?? null;
  const rows = await sql<
    {
      user_id: number;
      product_id: number;
      date: string;
      clicks: number;
      sales: number;
      earnings: string;
      name: string;
      email: string;
      title: string;
    }[]
  >`
    SELECT d.user_id, d.product_id, d.stat_date::text AS date, d.clicks, d.sales, d.earnings_minor::text AS earnings,
           u.name, u.email, p.title
    FROM daily_stats d JOIN users u ON u.id = d.user_id JOIN products p ON p.id = d.product_id
    WHERE d.stat_date >= COALESCE(${start}::date, '-infinity'::date)
      AND d.stat_date <= COALESCE(${end}::date, 'infinity'::date)
    ORDER BY d.stat_date DESC, d.user_id, d.product_id
    LIMIT ${limit} OFFSET ${offset}`;
  return rows.map((r) => ({
    id: `${r.user_id}-${r.product_id}-${r.date}`,
    userId: Number(r.user_id),
    productId: Number(r.product_id),
    date: r.date,
    clicks: Number(r.clicks),
    sales: Number(r.sales),
    earnings: moneyTotal(r.earnings),
    userName: r.name,
    userEmail: r.email,
    productTitle: r.title,
  }));
}
