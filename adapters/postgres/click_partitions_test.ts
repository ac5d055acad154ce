/**
 * Issue 26, item 4: migration 0059 turns `clicks` into a table partitioned by Karachi month without losing a row
 * (clicks spread over 14 months), and the partition functions make months ahead and drop whole old ones.
 */
import assert from "node:assert/strict";
import { migrate, readMigrations } from "./migrator.ts";
import { openTestDatabase, testPerBackend } from "./test_databases.ts";
import { createPostgresClickPartitions } from "./click_partitions.ts";
import { createPostgresClickStore } from "./click_store.ts";

const PARTITIONED = 59;

/** Every click as text, in one order, to compare before and after. */
async function allClicks(sql: Parameters<typeof createPostgresClickStore>[0]) {
  const rows = await sql<{ row: string }[]>`
    SELECT row_to_json(c)::text AS row FROM (
      SELECT click_id, link_id, user_id, product_id, visitor_hash, dedupe_hour, stat_date, clicked_at,
        s1, s2, s3, s4, s5, country, city, device, os, browser, referrer
      FROM clicks ORDER BY click_id) c`;
  return rows.map((r) => r.row);
}

testPerBackend(
  "migration 0059 moves clicks spread over 14 months into monthly partitions, every row kept",
  (kind) => openTestDatabase(kind, { migrate: false }),
  async (_t, db) => {
    const files = await readMigrations();
    await migrate(db.sql, files.filter((m) => m.version < PARTITIONED));
    // 14 Karachi months, 2025-01 to 2026-02, with clicks on each month's first and last hour (the edges a
    // partition bound could get wrong) and one in the middle carrying sub-ids and origins.
    const clicks: string[] = [];
    for (let i = 0; i < 14; i++) {
      const y = 2025 + Math.floor(i / 12), m = i % 12;
      // A Karachi month starts at 19:00 UTC on the day before the 1st (UTC+5).
      const first = Date.UTC(y, m, 1) - 5 * 3_600_000;
      const last = Date.UTC(y, m + 1, 1) - 5 * 3_600_000 - 1;
      for (
        const [n, at] of [[0, first], [1, first + 12 * 86_400_000], [2, last]]
      ) {
        const id = `c${String(i).padStart(2, "0")}-${n}`;
        clicks.push(id);
        const sub = n === 1 ? `ad-${i}` : null;
        await db.sql`
          INSERT INTO clicks (click_id, link_id, user_id, product_id, visitor_hash, dedupe_hour, stat_date,
            clicked_at, s1, country, city, device)
          VALUES (${id}, 1, 2, 3, ${`v${n}`}, ${Math.floor(at / 3_600_000)},
            (${new Date(
          at,
        )}::timestamptz AT TIME ZONE 'Asia/Karachi')::date, ${new Date(
          at,
        )}, ${sub},
            ${n === 1 ? "PK" : null}, ${n === 1 ? "Lahore" : null}, ${
          n === 1 ? "mobile" : null
        })`;
      }
    }
    const before = await allClicks(db.sql);
    assert.equal(before.length, 42);

    assert.deepEqual(
      await migrate(db.sql, files.filter((m) => m.version === PARTITIONED)),
      [files.find((m) => m.version === PARTITIONED)!.name],
    );
    assert.deepEqual(await allClicks(db.sql), before);
    const [table] = await db.sql<{ kind: string }[]>`
      SELECT relkind::text AS kind FROM pg_class WHERE relname = 'clicks'`;
    assert.equal(table.kind, "p");
    // Each click sits in the partition of its Karachi month (its stat_date's month).
    const placed = await db.sql<{ part: string; month: string; n: number }[]>`
      SELECT tableoid::regclass::text AS part, to_char(stat_date, 'YYYY_MM') AS month, count(*)::int AS n
      FROM clicks GROUP BY 1, 2 ORDER BY 2`;
    assert.equal(placed.length, 14);
    for (const p of placed) {
      assert.equal(p.part, `clicks_${p.month}`);
      assert.equal(p.n, 3);
    }
    // The one-count-per-visitor-and-hour key still holds across the partitioned table.
    const again = await db.sql`
      INSERT INTO clicks (click_id, link_id, user_id, product_id, visitor_hash, dedupe_hour, stat_date, clicked_at)
      SELECT 'dup', link_id, user_id, product_id, visitor_hash, dedupe_hour, stat_date, clicked_at
      FROM clicks WHERE click_id = 'c05-1'
      ON CONFLICT DO NOTHING RETURNING 1`;
    assert.equal(again.length, 0);

    // The rest of the migrations still apply on top.
    await migrate(db.sql, files);
  },
);

testPerBackend(
  "click partitions are made ahead once and dropped only when every click in them is past the retention",
  (kind) => openTestDatabase(kind),
  async (_t, db) => {
    const partitions = createPostgresClickPartitions(db.sql);
    assert.equal(await partitions.ensure("2024-11-20", "2025-01-03"), 3);
    // Several instances at once: each month made once, no error.
    const made = await Promise.all([
      partitions.ensure("2024-11-01", "2025-02-01"),
      partitions.ensure("2024-12-01", "2025-02-28"),
    ]);
    assert.equal(made[0] + made[1], 1);

    // A click of a month without a partition makes its month and is written (nothing is lost).
    const store = createPostgresClickStore(db.sql);
    const at = new Date("2023-06-15T10:00:00Z");
    const [link] = await db.sql<
      { id: number; user_id: number; product_id: number }[]
    >`
      WITH u AS (
        INSERT INTO users (name, email, password_hash) VALUES ('A', 'a@example.pk', 'x') RETURNING id
      ), p AS (
        INSERT INTO products (title, description, commission_bp) VALUES ('P', 'd', 1000) RETURNING id
      )
      INSERT INTO affiliate_links (user_id, product_id, destination_url, code)
      SELECT u.id, p.id, 'https://shop.pk/', 'abcdefgh' FROM u, p RETURNING id, user_id, product_id`;
    const saved = await store.save([{
      clickId: "old-1",
      linkId: link.id,
      userId: link.user_id,
      productId: link.product_id,
      visitorHash: "v",
      clickedAt: at,
    }]);
    assert.equal(saved, 1);
    const [{ n }] = await db.sql<{ n: number }[]>`
      SELECT count(*)::int AS n FROM clicks_2023_06`;
    assert.equal(n, 1);

    // Keep from 2025-01-01: December 2024 ends on it, so it goes; January 2025 stays.
    const dropped = await partitions.dropBefore("2025-01-01");
    assert.deepEqual(dropped, [
      "clicks_2023_06",
      "clicks_2024_11",
      "clicks_2024_12",
    ]);
    const left = await db.sql<{ name: string }[]>`
      SELECT c.relname::text AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
      WHERE i.inhparent = 'clicks'::regclass AND c.relname < 'clicks_2025_03' ORDER BY 1`;
    assert.deepEqual(left.map((r) => r.name), [
      "clicks_2025_01",
      "clicks_2025_02",
    ]);
    // The daily rollup the click was added to stays.
    const [day] = await db.sql<{ clicks: number }[]>`
      SELECT clicks::int FROM daily_stats WHERE stat_date = '2023-06-15'`;
    assert.equal(day.clicks, 1);
  },
);
