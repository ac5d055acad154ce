/** Postgres storage of the daily risk digest: the per-day claim (risk_digest_days), its facts and recipients. */
import type { RiskDigestStore } from "../../domain/risk/send_risk_digest.ts";
import { addDays } from "../../domain/shared/karachi_date.ts";
import { money } from "../../domain/shared/money.ts";
import { createPostgresRiskReader } from "./risk_repository.ts";
import type { SqlClient } from "./unit_of_work.ts";

// Asia/Karachi is UTC+5 all year (no daylight saving), so a Karachi day's instants are fixed UTC bounds.
const karachiMidnight = (day: string) => new Date(`${day}T00:00:00+05:00`);

/** The digest store on the pool. */
export function createPostgresRiskDigestStore(sql: SqlClient): RiskDigestStore {
  const reader = createPostgresRiskReader(sql);
  return {
    async claim(date) {
      // The row is the claim: one instance inserts it, every other finds it and skips.
      const rows = await sql`
        INSERT INTO risk_digest_days (digest_date) VALUES (${date})
        ON CONFLICT (digest_date) DO NOTHING RETURNING digest_date`;
      return rows.length > 0;
    },
    async facts(day) {
      const from = karachiMidnight(day);
      const to = karachiMidnight(addDays(day, 1));
      const all = await reader.list({});
      const newFlags = all.filter((f) =>
        f.createdAt >= from && f.createdAt < to
      );
      const [row] = await sql<
        {
          clicks: string;
          sales: string;
          commission: string;
          revenue: string;
          open: string;
        }[]
      >`
        SELECT
          COALESCE((SELECT clicks FROM daily_stat_totals WHERE stat_date = ${day}), 0)::text AS clicks,
          COALESCE((SELECT sales FROM daily_stat_totals WHERE stat_date = ${day}), 0)::text AS sales,
          COALESCE((SELECT earnings_minor FROM daily_stat_totals WHERE stat_date = ${day}), 0)::text AS commission,
          COALESCE((SELECT sum(revenue_minor) FROM daily_source_stats WHERE stat_date = ${day}), 0)::text AS revenue,
          (SELECT count(*) FROM risk_flags WHERE status = 'open')::text AS open`;
      return {
        day,
        newFlags,
        openCount: Number(row.open),
        clicks: Number(row.clicks),
        sales: Number(row.sales),
        revenue: money(Number(row.revenue)),
        commission: money(Number(row.commission)),
      };
    },
    async recipients() {
      return await sql<{ email: string; name: string }[]>`
        SELECT email, name FROM users
        WHERE role = 'admin' AND deleted_at IS NULL AND risk_digest ORDER BY id`;
    },
    async record(date, flagCount, recipients) {
      await sql`
        UPDATE risk_digest_days SET flag_count = ${flagCount}, recipients = ${recipients}
        WHERE digest_date = ${date}`;
    },
  };
}
