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
