import assert from "node:assert/strict";
import { median, percentile } from "./timing.ts";

Deno.test("percentile picks the value at floor(p% of n), capped at the last", () => {
  const sorted = Array.from({ length: 20 }, (_, i) => i + 1);
  assert.equal(percentile(sorted, 50), 11);
  assert.equal(percentile(sorted, 95), 20);
  assert.equal(percentile(sorted, 100), 20);
  assert.equal(percentile([7], 99), 7);
});

Deno.test("median sorts a copy and leaves its input alone", () => {
  const values = [5, 1, 4, 2, 3];
  assert.equal(median(values), 3);
  assert.deepEqual(values, [5, 1, 4, 2, 3]);
});
