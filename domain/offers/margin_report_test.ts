import assert from "node:assert/strict";
import { apportion } from "./margin_report.ts";

Deno.test("apportion splits a total by weight in whole units that add up exactly", () => {
  assert.deepEqual(apportion(2900n, [80000n, 45000n]), [1856n, 1044n]);
  assert.deepEqual(apportion(100n, [1n, 1n, 1n]), [34n, 33n, 33n]);
  assert.deepEqual(apportion(5n, [0n, -3n, 2n]), [0n, 0n, 5n]);
  assert.deepEqual(apportion(7n, [0n, 0n]), [0n, 0n]);
  for (let i = 0; i < 200; i++) {
    const weights = Array.from(
      { length: 1 + (i % 7) },
      (_, j) => BigInt((i * 7919 + j * 104729) % 1000),
    );
    const total = BigInt(i * 37);
    const parts = apportion(total, weights);
    const positive = weights.some((w) => w > 0n);
    assert.equal(parts.reduce((a, b) => a + b, 0n), positive ? total : 0n);
  }
});
