import assert from "node:assert/strict";
import { createClickBuffer } from "./click_buffer.ts";
import type { Sql } from "postgres";
import { createPostgresClickStore } from "../postgres/click_store.ts";
import { databaseSuite } from "../postgres/test_databases.ts";
import {
  dailyStat,
  insertLink,
  insertProduct,
  insertUser,
} from "../postgres/test_fixtures.ts";

const click = (n: number) => ({
  clickId: `c${n}`,
  linkId: 1,
  userId: 2,
  productId: 3,
  visitorHash: `v${n}`,
  clickedAt: new Date("2025-01-01T10:00:00Z"),
});

const test = databaseSuite("click buffer over the PostgreSQL click store");

// Link 1 of user 2 to product 3, the link every test click goes through.
async function setup(sql: Sql) {
  await insertUser(sql, { id: 2, email: "ali@x.pk" });
  await insertProduct(sql, { id: 3, title: "Course" });
  await insertLink(sql, {
    id: 1,
    userId: 2,
    productId: 3,
    destinationUrl: "https://shop.pk",
    code: "abc",
  });
  return createPostgresClickStore(sql);
}

/** The stored click ids, sorted (rows of one batch insert carry no order of their own). */
async function storedClicks(sql: Sql): Promise<string[]> {
  return (await sql<{ click_id: string }[]>`
    SELECT click_id FROM clicks ORDER BY click_id`).map((r) => r.click_id);
}

async function waitUntil(done: () => boolean, ms = 3000): Promise<void> {
  for (let waited = 0; !done() && waited < ms; waited += 10) {
    await new Promise((r) => setTimeout(r, 10));
  }
}

test("the click buffer writes within the flush interval without being asked", async ({ sql }) => {
  const buffer = createClickBuffer(await setup(sql), {
    flushMs: 20,
  });
  buffer.add(click(1));
  buffer.add(click(2));
  assert.equal((await storedClicks(sql)).length, 0);
  assert.equal(buffer.pending(), 2);
  // Nothing asks for a flush: only the buffer's own timer can write them.
  await waitUntil(() => buffer.pending() === 0);
  assert.equal((await storedClicks(sql)).length, 2);
  assert.equal((await dailyStat(sql, 2, 3, "2025-01-01"))?.clicks, 2);
});

test("flush writes at once, in batches, and keeps a failed batch for the next flush", async ({ sql }) => {
  const real = await setup(sql);
  let fail = true;
  const errors: unknown[] = [];
  const buffer = createClickBuffer({
    save: (clicks) =>
      fail ? Promise.reject(new Error("db down")) : real.save(clicks),
  }, { maxBatch: 2, flushMs: 10_000, onError: (e) => errors.push(e) });
  buffer.add(click(1));
  await buffer.flush();
  assert.equal(errors.length, 1);
  assert.equal(buffer.pending(), 1);
  fail = false;
  buffer.add(click(2));
  buffer.add(click(3));
  await buffer.flush();
  assert.equal(buffer.pending(), 0);
  assert.deepEqual(await storedClicks(sql), ["c1", "c2", "c3"]);
});

test("during an outage the buffer keeps at most maxPending clicks, counts the dropped ones, and writes the kept ones once the store is back", async ({ sql }) => {
  const real = await setup(sql);
  let down = true;
  let attempts = 0;
  const attemptedBatches: string[][] = [];
  const drops: number[] = [];
  const buffer = createClickBuffer({
    save: (clicks) => {
      attempts++;
      attemptedBatches.push(clicks.map((c) => c.clickId));
      return down ? Promise.reject(new Error("db down")) : real.save(clicks);
    },
  }, {
    maxBatch: 2,
    maxPending: 5,
    flushMs: 10,
    onError: () => {},
    onDrop: (n) => drops.push(n),
  });
  for (let i = 1; i <= 8; i++) buffer.add(click(i));
  assert.equal(buffer.pending(), 5);
  assert.equal(buffer.dropped(), 3);
  // Reaching a full batch started one write; the adds after it did not each start another.
  assert.equal(attempts, 1);
  await new Promise((r) => setTimeout(r, 35));
  // Retries follow the flush interval, not the adds.
  assert.ok(attempts <= 5, `${attempts} attempts`);
  assert.deepEqual(drops.at(0), 1);
  assert.equal(drops.at(-1), 3);
  // Every retry sends the same front rows.
  assert.ok(attemptedBatches.every((b) => b.join() === "c1,c2"));

  down = false;
  // No flush is asked for: the retry timer alone writes the kept clicks.
  for (let waited = 0; buffer.pending() > 0 && waited < 3000; waited += 10) {
    await new Promise((r) => setTimeout(r, 10));
  }
  assert.equal(buffer.pending(), 0);
  assert.deepEqual(await storedClicks(sql), [
    "c1",
    "c2",
    "c3",
    "c4",
    "c5",
  ]);
  assert.equal(buffer.dropped(), 3);
  buffer.add(click(9));
  await buffer.flush();
  assert.equal((await storedClicks(sql)).length, 6);
});

test("drain retries until the store is back, or gives up at its deadline and says how many are left", async ({ sql }) => {
  const real = await setup(sql);
  let failuresLeft = 3;
  const buffer = createClickBuffer({
    save: (clicks) =>
      failuresLeft-- > 0
        ? Promise.reject(new Error("db down"))
        : real.save(clicks),
  }, { flushMs: 10, onError: () => {} });
  buffer.add(click(1));
  buffer.add(click(2));
  assert.equal(await buffer.drain(1000), 0);
  assert.equal((await storedClicks(sql)).length, 2);

  const never = createClickBuffer({
    save: () => Promise.reject(new Error("db down")),
  }, { flushMs: 10, onError: () => {} });
  never.add(click(3));
  const started = Date.now();
  assert.equal(await never.drain(50), 1);
  assert.ok(Date.now() - started < 500);
});

test("a batch holding a click already stored (a retry, or a visitor another instance counted) still writes the rest, once", async ({ sql }) => {
  const store = await setup(sql);
  assert.equal(await store.save([click(1), click(2)]), 2);
  // The same click id again, and the same visitor in the same hour under a new id: neither counts twice.
  const sameVisitor = { ...click(3), visitorHash: "v1" };
  assert.equal(await store.save([click(1), sameVisitor, click(4)]), 1);
  assert.deepEqual(await storedClicks(sql), ["c1", "c2", "c4"]);
  assert.equal((await dailyStat(sql, 2, 3, "2025-01-01"))?.clicks, 3);
  // A clean batch after the conflict writes as usual.
  assert.equal(await store.save([click(5), click(6)]), 2);
  assert.equal((await dailyStat(sql, 2, 3, "2025-01-01"))?.clicks, 5);
});

Deno.test("when clicks arrive faster than a working store writes, new answers wait for the writer once the oldest click is older than the lag; a stall or an outage never holds them", async () => {
  let mode: "quick" | "slow" | "down" = "quick";
  let finish: (() => void) | null = null;
  const store = {
    save: (clicks: unknown[]) =>
      mode === "down"
        ? Promise.reject(new Error("db down"))
        : mode === "quick"
        ? Promise.resolve(clicks.length)
        : new Promise<number>((resolve) => {
          finish = () => resolve(clicks.length);
        }),
  };
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const buffer = createClickBuffer(store, {
    lingerMs: 1,
    maxLagMs: 60,
    flushMs: 10_000,
    onError: () => {},
  });
  buffer.add(click(1));
  await buffer.flush();
  assert.equal(buffer.backpressure(), null, "nothing waiting holds nobody");
  // The next write is slow: click 3 waits behind it past the lag while the database still wrote recently.
  mode = "slow";
  buffer.add(click(2));
  await sleep(10);
  buffer.add(click(3));
  assert.equal(buffer.backpressure(), null, "a fresh click holds nobody");
  await sleep(50);
  const wait = buffer.backpressure();
  assert.ok(wait !== null, "an old click holds the next answer");
  let settled = false;
  wait.then(() => settled = true);
  await sleep(5);
  assert.equal(settled, false);
  // The write completes: the held answer goes out.
  mode = "quick";
  finish!();
  await sleep(5);
  assert.equal(settled, true);
  assert.equal(buffer.pending(), 0);

  // A stall: a write running past twice the lag holds nobody.
  mode = "slow";
  buffer.add(click(4));
  await sleep(130);
  assert.equal(buffer.backpressure(), null, "a stalled database holds nobody");
  mode = "quick";
  finish!();
  await buffer.flush();

  // While the database is away, answers go out at once (the buffer keeps what it can).
  mode = "down";
  buffer.add(click(5));
  await buffer.flush();
  await sleep(70);
  assert.equal(buffer.backpressure(), null, "an outage holds nobody");
});

test("a batch meeting a visitor already counted this hour skips that click and counts the rest once", async ({ sql }) => {
  const store = await setup(sql);
  assert.equal(await store.save([click(1), click(2)]), 2);
  // Visitor v2 again within its hour (another instance counted it, or this one before a restart), and v3 new.
  const again = { ...click(2), clickId: "c2-again" };
  assert.equal(await store.save([again, click(3)]), 1);
  assert.deepEqual(await storedClicks(sql), ["c1", "c2", "c3"]);
  assert.equal((await dailyStat(sql, 2, 3, "2025-01-01"))?.clicks, 3);
  // The stored row keeps its exact time, hour and Karachi date (15:00 in Karachi, still 1 January).
  const [row] = await sql<
    { clicked_at: Date; dedupe_hour: number; stat_date: string }[]
  >`SELECT clicked_at, dedupe_hour, stat_date::text FROM clicks WHERE click_id = 'c3'`;
  assert.equal(row.clicked_at.toISOString(), "2025-01-01T10:00:00.000Z");
  assert.equal(
    row.dedupe_hour,
    Math.floor(Date.parse("2025-01-01T10:00:00Z") / 3_600_000),
  );
  assert.equal(row.stat_date, "2025-01-01");
});

test("a click late in the UTC evening lands on the next Karachi date", async ({ sql }) => {
  const store = await setup(sql);
  const late = { ...click(7), clickedAt: new Date("2025-01-01T19:30:00.123Z") };
  assert.equal(await store.save([late]), 1);
  const [row] = await sql<{ clicked_at: Date; stat_date: string }[]>`
    SELECT clicked_at, stat_date::text FROM clicks WHERE click_id = 'c7'`;
  assert.equal(row.clicked_at.toISOString(), "2025-01-01T19:30:00.123Z");
  assert.equal(row.stat_date, "2025-01-02");
});
