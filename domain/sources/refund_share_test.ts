import assert from "node:assert/strict";
import { refundReversal } from "./refund_share.ts";

const fresh = (earnedMinor: number) => ({
  earnedMinor,
  reversedMinor: 0,
  refundedMinor: 0,
});

Deno.test("refundReversal takes back the refund's share of the earnings, rounded to the cent", () => {
  // 10% commission on 199.00 earned 19.90; refunding 50.00 of it takes back 5.00 (50/199 of 19.90 = 4.9999).
  assert.equal(refundReversal(fresh(1990), 5000, 19900), 500);
  // A third of 1.00 is 0.33; rounded half up.
  assert.equal(refundReversal(fresh(100), 1, 3), 33);
  assert.equal(refundReversal(fresh(100), 1, 2), 50);
  assert.equal(refundReversal(fresh(1), 1, 2), 1); // 0.5 cent rounds up
});

Deno.test("refundReversal works on the running total, so partial refunds add up to exactly what was earned", () => {
  let position = fresh(100);
  const taken: number[] = [];
  for (let i = 0; i < 3; i++) {
    const t = refundReversal(position, 1, 3);
    taken.push(t);
    position = {
      ...position,
      reversedMinor: position.reversedMinor + t,
      refundedMinor: position.refundedMinor + 1,
    };
  }
  assert.deepEqual(taken, [33, 34, 33]);
  assert.equal(position.reversedMinor, 100);
});

Deno.test("refundReversal never takes back more than earned, whatever the refunds claim", () => {
  assert.equal(refundReversal(fresh(500), 99_999, 1000), 500);
  assert.equal(
    refundReversal(
      { earnedMinor: 500, reversedMinor: 400, refundedMinor: 800 },
      900,
      1000,
    ),
    100,
  );
  assert.equal(
    refundReversal(
      { earnedMinor: 500, reversedMinor: 500, refundedMinor: 1000 },
      10,
      1000,
    ),
    0,
  );
});

Deno.test("refundReversal: nothing for a zero basis, refund or earning; exact beyond float range", () => {
  assert.equal(refundReversal(fresh(500), 100, 0), 0);
  assert.equal(refundReversal(fresh(500), 0, 1000), 0);
  assert.equal(refundReversal(fresh(0), 100, 1000), 0);
  // earned × refund is ~8e25 here: a float product would lose the last digits.
  const big = Number.MAX_SAFE_INTEGER; // 90,071,992,547,409.91
  assert.equal(refundReversal(fresh(big), big - 1, big), big - 1);
});
