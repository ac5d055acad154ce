import assert from "node:assert/strict";
import {
  basisPointsToPercent,
  commissionOn,
  normalizeCommissionPercent,
  percentToBasisPoints,
} from "./commission_percent.ts";

Deno.test("normalizeCommissionPercent rounds to 2 decimals, clamps to 0..100, non-numeric is 0", () => {
  assert.equal(normalizeCommissionPercent("12.345"), 12.35);
  assert.equal(normalizeCommissionPercent("150"), 100);
  assert.equal(normalizeCommissionPercent("-3"), 0);
  assert.equal(normalizeCommissionPercent("abc"), 0);
  assert.equal(normalizeCommissionPercent(""), 0);
  assert.equal(normalizeCommissionPercent(33.333), 33.33);
});

Deno.test("commission converts between percent and basis points and applies to minor units", () => {
  assert.equal(percentToBasisPoints(12.35), 1235);
  assert.equal(percentToBasisPoints(0.29), 29);
  assert.equal(basisPointsToPercent(5000), 50);
  assert.equal(commissionOn(1_000_000, 5000), 500_000);
  assert.equal(commissionOn(999, 3333), 333);
});
