/** Postgres RateLimiter: sliding-window buckets in rate_limit_buckets, shared by every app instance. */
import type { Sql } from "postgres";
import type { RateLimiter } from "../../domain/auth/rate_limiter.ts";

/** How often (in admitted-or-refused attempts per instance) rows whose window has passed are swept. */
const SWEEP_EVERY = 500;

/** A RateLimiter over postgres.js; each hit is one INSERT … ON CONFLICT DO UPDATE, atomic under concurrency. */
export function createPostgresRateLimiter(sql: Sql): RateLimiter {
  let untilSweep = SWEEP_EVERY;
  return {
    hit: async (key, rule, now) => {
      const since = new Date(now.getTime() - rule.windowMs);
      const expires = new Date(now.getTime() + rule.windowMs);
      // ON CONFLICT DO UPDATE locks the bucket's row and reads its newest version, so racing hits
      // for one key run one after another, each seeing the ones before it.
      const [row] = await sql<
        { hits: Date[]; last_admitted: boolean }[]
      >`
        INSERT INTO rate_limit_buckets AS b (bucket, hits, last_admitted, expires_at)
        VALUES (${key}, ARRAY[${now}::timestamptz], true, ${expires})
        ON CONFLICT (bucket) DO UPDATE SET
          hits = CASE
            WHEN (SELECT count(*) FROM unnest(b.hits) h WHERE h > ${since}) < ${rule.limit}
            THEN ARRAY(SELECT h FROM unnest(b.hits) h WHERE h > ${since} ORDER BY h) || ${now}::timestamptz
            ELSE ARRAY(SELECT h FROM unnest(b.hits) h WHERE h > ${since} ORDER BY h)
          END,
          last_admitted =
            (SELECT count(*) FROM unnest(b.hits) h WHERE h > ${since}) < ${rule.limit},
          expires_at = GREATEST(b.expires_at, ${expires})
        RETURNING hits, last_admitted`;
      if (--untilSweep <= 0) {
        untilSweep = SWEEP_EVERY;
        await sql`DELETE FROM rate_limit_buckets WHERE expires_at <= ${now}`;
      }
      if (row.last_admitted) return 0;
      // The limit-th newest admitted hit: once it leaves the window, the key admits again.
      const hits = row.hits.map((h) => new Date(h).getTime());
      const pivot = hits[Math.max(0, hits.length - rule.limit)] ??
        now.getTime();
      return Math.max(1, pivot + rule.windowMs - now.getTime());
    },
    refund: async (key, now) => {
      // Removes one hit at `now` (several attempts can share an instant), keeping the others.
      await sql`
        UPDATE rate_limit_buckets
        SET hits = hits[:array_position(hits, ${now}::timestamptz) - 1]
          || hits[array_position(hits, ${now}::timestamptz) + 1:]
        WHERE bucket = ${key} AND array_position(hits, ${now}::timestamptz) IS NOT NULL`;
    },
    clear: async (key) => {
      await sql`DELETE FROM rate_limit_buckets WHERE bucket = ${key}`;
    },
  };
}
