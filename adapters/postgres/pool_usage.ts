/** How busy this instance's database pool is, for GET /metrics. */
import type { Sql } from "postgres";

/** The pool's size and how many of its connections are busy. */
export interface PoolUsage {
  max: number;
  /** Busy connections (a query running or a transaction open), the asking one excluded; null when unknown. */
  inUse(): Promise<number | null>;
}

const PROBE_TIMEOUT_MS = 1000;

/**
 * Reads the pool's busy connections from pg_stat_activity by this instance's own application_name (postgres.js
 * does not expose its queues). `applicationName` null (the embedded PGlite, one connection): in use is unknown.
 */
export function createPoolUsage(
  sql: Sql,
  max: number,
  applicationName: string | null,
): PoolUsage {
  return {
    max,
    async inUse() {
      if (applicationName === null) return null;
      let timer: ReturnType<typeof setTimeout> | undefined;
      try {
        const rows = await Promise.race([
          sql<{ busy: number }[]>`
            SELECT count(*)::int AS busy FROM pg_stat_activity
            WHERE application_name = ${applicationName} AND state IS DISTINCT FROM 'idle'`,
          new Promise<never>((_, reject) => {
            timer = setTimeout(
              () => reject(new Error("pool probe timed out")),
              PROBE_TIMEOUT_MS,
            );
          }),
        ]);
        // The probe's own connection is busy running it.
        return Math.max(0, rows[0].busy - 1);
      } catch {
        return null;
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
