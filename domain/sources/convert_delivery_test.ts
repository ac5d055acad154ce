import assert from "node:assert/strict";
import { convertDelivery } from "./convert_delivery.ts";
import type { ConversionStep } from "./conversion_step.ts";

const rate = { currency: "USD", rate: "278.45", rateDate: "2026-11-18" };
const sale: ConversionStep = {
  kind: "sale",
  orderId: "NET-1",
  amountMinor: 1800,
  payoutMinor: 125,
  status: "approved",
  attribution: { clickId: "c1" },
  currency: "USD",
};

Deno.test("convertDelivery converts every amount of a sale and keeps the original", () => {
  const { steps, conversion } = convertDelivery(
    [sale, { kind: "approve", orderId: "NET-1" }],
    rate,
    "2026-11-20",
  );
  assert.deepEqual(steps[0], {
    ...sale,
    amountMinor: 501210,
    payoutMinor: 34806, // 1.25 × 278.45 = 348.0625 → 348.06
  });
  assert.deepEqual(steps[1], { kind: "approve", orderId: "NET-1" });
  assert.deepEqual(conversion, {
    date: "2026-11-20",
    originalCurrency: "USD",
    rate: "278.45",
    rateDate: "2026-11-18",
    originalAmountMinor: 1800,
    amountMinor: 501210,
    originalPayoutMinor: 125,
    payoutMinor: 34806,
  });
});

Deno.test("convertDelivery converts an approval's sale, refunds and their basis", () => {
  const approve: ConversionStep = { kind: "approve", orderId: "W-1", sale };
  const converted = convertDelivery([approve], rate, "2026-11-20");
  assert.equal(
    (converted.steps[0] as { sale: { amountMinor: number } }).sale.amountMinor,
    501210,
  );
  const refunds = convertDelivery(
    [
      {
        kind: "refund",
        orderId: "W-1",
        refundId: "r1",
        refundMinor: 1360,
        basisMinor: 2720,
      },
      { kind: "refund", orderId: "W-1", refundId: "r2", refundMinor: 1 },
    ],
    rate,
    "2026-11-21",
  );
  assert.deepEqual(
    refunds.steps.map((s) =>
      s.kind === "refund" ? [s.refundMinor, s.basisMinor] : null
    ),
    [[378692, 757384], [278, undefined]],
  );
  assert.equal(refunds.conversion?.originalAmountMinor, 1361);
  assert.equal(refunds.conversion?.amountMinor, 378692 + 278);
  // Nothing to convert: no conversion to keep.
  assert.equal(
    convertDelivery([{ kind: "reverse", orderId: "W-1" }], rate, "2026-11-21")
      .conversion,
    null,
  );
});
