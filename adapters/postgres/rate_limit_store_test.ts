import assert from "node:assert/strict";
import { forEachDatabase } from "./test_databases.ts";
import { createPostgresRateLimiter } from "./rate_limit_store.ts";

forEachDatabase(
  "postgres rate limiter: sliding window, retry-after, per key, clear",
  async (t, { sql }) => {
    const limiter = createPostgresRateLimiter(sql);
    const rule = { limit: 3, windowMs: 15 * 60_000 };
    const t0 = new Date("2026-01-15T10:00:00Z").getTime();
    const at = (minutes: number) => new Date(t0 + minutes * 60_000);

    await t.step("under the limit the wait is 0", async () => {
      await limiter.record("k", rule, at(0));
      await limiter.record("k", rule, at(1));
      assert.equal(await limiter.check("k", rule, at(2)), 0);
    });
    await t.step(
      "at the limit, the wait lasts until the oldest counted event leaves the window",
      async () => {
        await limiter.record("k", rule, at(2));
        assert.equal(await limiter.check("k", rule, at(2)), 13 * 60_000);
        assert.equal(await limiter.check("k", rule, at(14)), 60_000);
        assert.equal(await limiter.check("k", rule, at(15)), 0);
        assert.equal(await limiter.check("other", rule, at(2)), 0);
      },
    );
    await t.step(
      "old events are pruned on record; clear forgets a key",
      async () => {
        await limiter.record("k", rule, at(40));
        const [{ n }] =
          await sql`SELECT count(*)::int AS n FROM rate_limit_events WHERE bucket = 'k'`;
        assert.equal(n, 1);
        await limiter.clear("k");
        const [{ m }] =
          await sql`SELECT count(*)::int AS m FROM rate_limit_events WHERE bucket = 'k'`;
        assert.equal(m, 0);
      },
    );
  },
);
