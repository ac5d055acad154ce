/** Postgres RateLimiter: sliding-window counts over rate_limit_events, shared by every app instance. */
import type { Sql } from "postgres";
import type { RateLimiter } from "../../domain/auth/rate_limiter.ts";

/** A RateLimiter over postgres.js. */
export function createPostgresRateLimiter(sql: Sql): RateLimiter {
  return {
    check: async (key, rule, now) => {
      const since = new Date(now.getTime() - rule.windowMs);
      // The limit-th newest event in the window: once it ages out, the key is under its limit again.
      const [row] = await sql<{ occurred_at: Date }[]>`
        SELECT occurred_at FROM rate_limit_events
        WHERE bucket = ${key} AND occurred_at > ${since}
        ORDER BY occurred_at DESC
        OFFSET ${rule.limit - 1} LIMIT 1`;
      if (!row) return 0;
      return Math.max(
        1,
        new Date(row.occurred_at).getTime() + rule.windowMs - now.getTime(),
      );
    },
    record: async (key, rule, now) => {
      await sql`INSERT INTO rate_limit_events (bucket, occurred_at) VALUES (${key}, ${now})`;
      // Old events of this bucket can never count again; dropping them here keeps the table small.
      await sql`
        DELETE FROM rate_limit_events
        WHERE bucket = ${key} AND occurred_at <= ${new Date(
        now.getTime() - rule.windowMs,
      )}`;
    },
    clear: async (key) => {
      await sql`DELETE FROM rate_limit_events WHERE bucket = ${key}`;
    },
  };
}
