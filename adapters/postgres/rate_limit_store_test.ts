import assert from "node:assert/strict";
import { forEachDatabase } from "./test_databases.ts";
import { createPostgresRateLimiter } from "./rate_limit_store.ts";

forEachDatabase(
  "postgres rate limiter: sliding window, retry-after, per key, refund, clear, parallel hits",
  async (t, { sql }) => {
    const limiter = createPostgresRateLimiter(sql);
    const rule = { limit: 3, windowMs: 15 * 60_000 };
    const t0 = new Date("2026-01-15T10:00:00Z").getTime();
    const at = (minutes: number) => new Date(t0 + minutes * 60_000);

    await t.step("under the limit each hit is admitted (0)", async () => {
      assert.equal(await limiter.hit("k", rule, at(0)), 0);
      assert.equal(await limiter.hit("k", rule, at(1)), 0);
      assert.equal(await limiter.hit("k", rule, at(2)), 0);
    });
    await t.step(
      "at the limit a hit is refused until the oldest admitted one leaves the window, and is not counted",
      async () => {
        assert.equal(await limiter.hit("k", rule, at(2)), 13 * 60_000);
        assert.equal(await limiter.hit("k", rule, at(14)), 60_000);
        assert.equal(await limiter.hit("other", rule, at(2)), 0);
        // Refused hits were not counted: at 15 the first admitted one has left, so one more is admitted.
        assert.equal(await limiter.hit("k", rule, at(15)), 0);
        assert.equal(await limiter.hit("k", rule, at(15)), 60_000);
      },
    );
    await t.step(
      "refund takes back exactly one hit at that instant",
      async () => {
        const same = at(100);
        assert.equal(await limiter.hit("r", rule, same), 0);
        assert.equal(await limiter.hit("r", rule, same), 0);
        assert.equal(await limiter.hit("r", rule, same), 0);
        assert.ok(await limiter.hit("r", rule, same) > 0);
        await limiter.refund("r", same);
        assert.equal(await limiter.hit("r", rule, same), 0);
        assert.ok(await limiter.hit("r", rule, same) > 0);
        await limiter.refund("never-hit", same);
      },
    );
    await t.step("old hits are pruned; clear forgets a key", async () => {
      assert.equal(await limiter.hit("k", rule, at(40)), 0);
      const [{ n }] = await sql<{ n: number }[]>`
        SELECT cardinality(hits) AS n FROM rate_limit_buckets WHERE bucket = 'k'`;
      assert.equal(n, 1);
      await limiter.clear("k");
      const rows =
        await sql`SELECT 1 FROM rate_limit_buckets WHERE bucket = 'k'`;
      assert.equal(rows.length, 0);
    });
    await t.step(
      "50 parallel hits on one key: exactly the limit is admitted",
      async () => {
        const wide = { limit: 20, windowMs: 60_000 };
        const answers = await Promise.all(
          Array.from({ length: 50 }, () => limiter.hit("p", wide, at(200))),
        );
        assert.equal(answers.filter((ms) => ms === 0).length, 20);
        assert.equal(answers.filter((ms) => ms === 60_000).length, 30);
      },
    );
  },
);
