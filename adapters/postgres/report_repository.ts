/** Postgres user reports: per-day figures from daily_stats and per-day ledger movements. */
import type { ReportRepository } from "../../domain/reports/report_repository.ts";
import type { SqlClient } from "./unit_of_work.ts";

// A row counts towards the available balance from the later of its Asia/Karachi creation day and available_on.
// Karachi is UTC+5 all year, so the offset is applied directly (no time zone database needed on PGlite).

/** A report repository on a connection. */
export function createPostgresReportRepository(
  sql: SqlClient,
): ReportRepository {
  return {
    async dailyFigures(userId, range) {
      const rows = await sql<
        { date: string; clicks: number; sales: number; earnings: number }[]
      >`
        SELECT stat_date::text AS date, SUM(clicks)::bigint AS clicks, SUM(sales)::bigint AS sales,
               SUM(earnings_minor)::bigint AS earnings
        FROM daily_stats
        WHERE user_id = ${userId} AND stat_date BETWEEN ${range.startDate}::date AND ${range.endDate}::date
        GROUP BY stat_date`;
      return rows.map((r) => ({
        date: r.date,
        clicks: Number(r.clicks),
        sales: Number(r.sales),
        earnings: Number(r.earnings),
      }));
    },
    async balanceBefore(userId, date) {
      const [row] = await sql<{ balance: number }[]>`
        SELECT COALESCE(SUM(amount_minor), 0)::bigint AS balance
        FROM ledger_entries
        WHERE user_id = ${userId}
          AND GREATEST(((created_at AT TIME ZONE 'UTC') + interval '5 hours')::date, available_on) < ${date}::date`;
      return Number(row.balance);
    },
    async ledgerDays(userId, range) {
      const rows = await sql<
        { date: string; balance_change: number; payouts: number }[]
      >`
        SELECT day::text AS date, SUM(balance_change)::bigint AS balance_change, SUM(payouts)::bigint AS payouts
        FROM (
          SELECT GREATEST(((created_at AT TIME ZONE 'UTC') + interval '5 hours')::date, available_on) AS day,
                 amount_minor AS balance_change, 0::bigint AS payouts
          FROM ledger_entries WHERE user_id = ${userId}
          UNION ALL
          SELECT ((created_at AT TIME ZONE 'UTC') + interval '5 hours')::date AS day, 0::bigint, -amount_minor
          FROM ledger_entries WHERE user_id = ${userId} AND kind = 'payout_paid'
        ) moves
        WHERE day BETWEEN ${range.startDate}::date AND ${range.endDate}::date
        GROUP BY day`;
      return rows.map((r) => ({
        date: r.date,
        balanceChange: Number(r.balance_change),
        payouts: Number(r.payouts),
      }));
    },
  };
}
