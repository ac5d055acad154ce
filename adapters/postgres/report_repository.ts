/** Postgres user reports: per-day figures from daily_stats and per-day ledger movements. */
import type { ReportRepository } from "../../domain/reports/report_repository.ts";
import type { SqlClient } from "./unit_of_work.ts";
import { moneyTotal } from "../../domain/shared/money.ts";

// A row counts towards the available balance on its available_on day (the ledger's own rule, docs/CONVENTIONS.md
// "Ledger semantics"), never on the day it was written: a sale imported today for last month, or a payout decided
// for an earlier day, moves the balance of the day it belongs to, so the running balance holds on every day.
// A payout is booked on the day it was requested (when it left the available balance) unless it was refused or
// failed, in which case the money came back and it is no payout at all (docs/first-week.md "Stats that answer").
// Money sums are read as decimal text (they can exceed 2^53 minor units, which the int8-as-number parser refuses).
// Karachi is UTC+5 all year, so the offset is applied directly (no time zone database needed on PGlite).

/** A report repository on a connection. */
export function createPostgresReportRepository(
  sql: SqlClient,
): ReportRepository {
  return {
    async dailyFigures(userId, range) {
      const rows = await sql<
        { date: string; clicks: number; sales: number; earnings: string }[]
      >`
        SELECT stat_date::text AS date, SUM(clicks)::bigint AS clicks, SUM(sales)::bigint AS sales,
               SUM(earnings_minor)::text AS earnings
        FROM daily_stats
        WHERE user_id = ${userId} AND stat_date BETWEEN ${range.startDate}::date AND ${range.endDate}::date
        GROUP BY stat_date`;
      return rows.map((r) => ({
        date: r.date,
        clicks: Number(r.clicks),
        sales: Number(r.sales),
        earnings: moneyTotal(r.earnings),
      }));
    },
    async balanceBefore(userId, date) {
      const [row] = await sql<{ balance: string }[]>`
        SELECT COALESCE(SUM(amount_minor), 0)::text AS balance
        FROM ledger_entries
        WHERE user_id = ${userId} AND available_on < ${date}::date`;
      return moneyTotal(row.balance);
    },
    async ledgerDays(userId, range) {
      const rows = await sql<
        { date: string; balance_change: string; payouts: string }[]
      >`
        SELECT day::text AS date, SUM(balance_change)::text AS balance_change, SUM(payouts)::text AS payouts
        FROM (
          SELECT available_on AS day, amount_minor AS balance_change, 0::bigint AS payouts
          FROM ledger_entries
          WHERE user_id = ${userId}
            AND available_on BETWEEN ${range.startDate}::date AND ${range.endDate}::date
          UNION ALL
          SELECT ((requested_at AT TIME ZONE 'UTC') + interval '5 hours')::date, 0::bigint, amount_minor
          FROM payouts
          WHERE user_id = ${userId} AND status NOT IN ('rejected', 'failed')
            AND requested_at >= (${range.startDate}::date - interval '5 hours') AT TIME ZONE 'UTC'
            AND requested_at < (${range.endDate}::date + interval '19 hours') AT TIME ZONE 'UTC'
        ) moves
        GROUP BY day`;
      return rows.map((r) => ({
        date: r.date,
        balanceChange: moneyTotal(r.balance_change),
        payouts: moneyTotal(r.payouts),
      }));
    },
  };
}
