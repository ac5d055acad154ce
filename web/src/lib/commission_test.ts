import assert from "node:assert/strict";
import { formatPercent, normalizeCommission } from "./commission.ts";

Deno.test("normalizeCommission rounds, clamps and turns non-numbers into 0", () => {
  assert.equal(normalizeCommission("12.345"), "12.35");
  assert.equal(normalizeCommission("101"), "100.00");
  assert.equal(normalizeCommission("-5"), "0.00");
  assert.equal(normalizeCommission("abc"), "0.00");
  assert.equal(normalizeCommission(50), "50.00");
  assert.equal(formatPercent(50), "50%");
  assert.equal(formatPercent(12.5), "12.50%");
});
