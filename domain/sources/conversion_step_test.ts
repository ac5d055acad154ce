import assert from "node:assert/strict";
import { stepDedupeKey } from "./conversion_step.ts";

Deno.test("stepDedupeKey: (order id, step) for order steps, the refund id for refunds", () => {
  assert.equal(
    stepDedupeKey({
      kind: "sale",
      orderId: "820982911946154508",
      amountMinor: 100,
      status: "pending",
      attribution: {},
    }),
    "order:820982911946154508:sale",
  );
  assert.equal(
    stepDedupeKey({ kind: "approve", orderId: "7" }),
    "order:7:approve",
  );
  assert.equal(
    stepDedupeKey({ kind: "reverse", orderId: "7" }),
    "order:7:reverse",
  );
  // Two partial refunds on one order are two keys; a retried refund is the same key.
  const refund = (refundId: string) =>
    stepDedupeKey({ kind: "refund", orderId: "7", refundId, refundMinor: 1 });
  assert.notEqual(refund("1"), refund("2"));
  assert.equal(refund("1"), "refund:1");
});
