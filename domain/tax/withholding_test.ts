import assert from "node:assert/strict";
import { withhold } from "./withholding.ts";
import { money } from "../shared/money.ts";

Deno.test("withhold rounds half up to the paisa and net + tax = gross", () => {
  assert.deepEqual(withhold(money(10_000), 1200), { tax: 1200, net: 8800 });
  assert.deepEqual(withhold(money(10_000), 2400), { tax: 2400, net: 7600 });
  // 12% of 1.04 = 0.1248 → 0.12; of 1.05 = 0.126 → 0.13; of 0.125 exactly half → up.
  assert.deepEqual(withhold(money(104), 1200), { tax: 12, net: 92 });
  assert.deepEqual(withhold(money(105), 1200), { tax: 13, net: 92 });
  assert.deepEqual(withhold(money(125), 1000), { tax: 13, net: 112 });
  assert.deepEqual(withhold(money(12_345), 0), { tax: 0, net: 12_345 });
  const big = money(999_999_999_999_999);
  const w = withhold(big, 2400);
  assert.equal(w.tax, 240_000_000_000_000);
  assert.equal(w.tax + w.net, big);
  assert.throws(() => withhold(money(100), 10001));
});
