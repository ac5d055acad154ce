/** A fingerprint of every table's rows, so a test can prove that a request changed nothing. */
import type { Sql } from "postgres";

// Counting attempts is what a rate limiter is for: refused requests add rows there by design. The hourly hit counts
// of the click-burst signal are written by the background click writer, whenever its last batch lands. The rest
// are written by background passes whenever they run (alerts sent or digested, mails, deliveries of events already
// recorded, the daily risk digest and tier jobs): an earlier step's sale may reach them while a later step checks
// that its own request changed nothing (seen under load, 2026-11-28). The events themselves (outbox_events) and the
// alert items' creation ride with the changes that cause them, which the other tables show.
const BOOKKEEPING_TABLES = new Set([
  "rate_limit_buckets",
  "click_hit_counts",
  "alert_items",
  "alert_windows",
  "alert_digests",
  "mail_outbox",
  "outbox_deliveries",
  "outbox_attempts",
  "risk_digest_days",
  "tier_job_runs",
]);

/** The tables a checksum reads, listed once per database: tests create no tables while they run. */
const tablesOf = new WeakMap<Sql, Promise<string[]>>();

function checkedTables(sql: Sql): Promise<string[]> {
  let tables = tablesOf.get(sql);
  if (!tables) {
    tables = sql<{ name: string }[]>`
      SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = 'public' AND table_type = 'BASE TABLE'
      ORDER BY table_name`.then((rows) =>
      rows.map((r) => r.name).filter((name) => !BOOKKEEPING_TABLES.has(name))
    );
    tablesOf.set(sql, tables);
  }
  return tables;
}

/** Table name → "row count:md5 of all rows" for every table in the public schema except rate-limit and click-count bookkeeping. */
export async function databaseChecksum(
  sql: Sql,
): Promise<Record<string, string>> {
  const tables = await checkedTables(sql);
  // One statement for every table: a query per table cost about 36 ms of CPU per checksum on PGlite.
  const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;
  const rows = await sql.unsafe<
    { name: string; n: number; sum: string | null }[]
  >(
    tables.map((name) =>
      `SELECT '${name.replaceAll("'", "''")}'::text AS name, count(*)::int AS n,
        md5(string_agg(t::text, '|' ORDER BY t::text)) AS sum FROM ${
        quote(name)
      } AS t`
    ).join("\nUNION ALL\n"),
  );
  const byName = new Map(rows.map((row) => [row.name, row]));
  const sums: Record<string, string> = {};
  for (const name of tables) {
    const row = byName.get(name)!;
    sums[name] = `${row.n}:${row.sum ?? ""}`;
  }
  return sums;
}
