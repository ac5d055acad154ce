/**
 * Postgres click partitions (migrations/0059, docs/click-retention.md): makes the monthly partitions of `clicks`
 * ahead of time and drops those past the retention, through the migration's functions (they hold the advisory lock
 * that queues every instance).
 */
import type { ClickPartitions } from "../../domain/tracking/click_partitions.ts";
import type { SqlClient } from "./unit_of_work.ts";

/** Whether an error is PostgreSQL's "no partition of relation … found for row" (SQLSTATE 23514 with that text). */
export function isMissingPartition(error: unknown): boolean {
  const e = error as { code?: string; message?: string } | null;
  return e?.code === "23514" && /no partition/i.test(e.message ?? "");
}

/** The partition maker on a connection (the pool: each call is its own transaction, holding the lock briefly). */
export function createPostgresClickPartitions(
  sql: SqlClient,
): ClickPartitions {
  return {
    async ensure(first, last) {
      const [row] = await sql<{ made: number }[]>`
        SELECT ensure_click_partitions(${first}::date, ${last}::date) AS made`;
      return Number(row.made);
    },
    async dropBefore(keepFrom) {
      const rows = await sql<{ name: string }[]>`
        SELECT drop_click_partitions_before(${keepFrom}::date) AS name`;
      return rows.map((r) => r.name);
    },
  };
}
