import assert from "node:assert/strict";
import { createClickBuffer } from "./click_buffer.ts";
import { createInMemoryClickStore } from "../memory/click_store.ts";
import { createInMemoryTrackingStore } from "../memory/tracking_store.ts";

const click = (n: number) => ({
  clickId: `c${n}`,
  linkId: 1,
  userId: 2,
  productId: 3,
  visitorHash: `v${n}`,
  clickedAt: new Date("2025-01-01T10:00:00Z"),
});

Deno.test("the click buffer writes within the flush interval without being asked", async () => {
  const store = createInMemoryTrackingStore();
  const buffer = createClickBuffer(createInMemoryClickStore(store), {
    flushMs: 20,
  });
  buffer.add(click(1));
  buffer.add(click(2));
  assert.equal(store.clicks.length, 0);
  assert.equal(buffer.pending(), 2);
  await new Promise((r) => setTimeout(r, 60));
  assert.equal(store.clicks.length, 2);
  assert.equal(store.daily.get("2|3|2025-01-01")?.clicks, 2);
});

Deno.test("flush writes at once, in batches, and keeps a failed batch for the next flush", async () => {
  const store = createInMemoryTrackingStore();
  const real = createInMemoryClickStore(store);
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
  assert.deepEqual(store.clicks.map((c) => c.clickId), ["c1", "c2", "c3"]);
});

Deno.test("during an outage the buffer keeps at most maxPending clicks, counts the dropped ones, and writes the kept ones once the store is back", async () => {
  const store = createInMemoryTrackingStore();
  const real = createInMemoryClickStore(store);
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
  assert.deepEqual(store.clicks.map((c) => c.clickId), [
    "c1",
    "c2",
    "c3",
    "c4",
    "c5",
  ]);
  assert.equal(buffer.dropped(), 3);
  buffer.add(click(9));
  await buffer.flush();
  assert.equal(store.clicks.length, 6);
});

Deno.test("drain retries until the store is back, or gives up at its deadline and says how many are left", async () => {
  const store = createInMemoryTrackingStore();
  const real = createInMemoryClickStore(store);
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
  assert.equal(store.clicks.length, 2);

  const never = createClickBuffer({
    save: () => Promise.reject(new Error("db down")),
  }, { flushMs: 10, onError: () => {} });
  never.add(click(3));
  const started = Date.now();
  assert.equal(await never.drain(50), 1);
  assert.ok(Date.now() - started < 500);
});
