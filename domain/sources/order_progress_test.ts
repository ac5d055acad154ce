import assert from "node:assert/strict";
import {
  applyStep,
  type OrderProgress,
  type SaleTerms,
  staleRepeat,
  WAITING_MESSAGES,
} from "./order_progress.ts";
import type { SaleStep } from "./conversion_step.ts";

const terms: SaleTerms = { commissionBp: 1000, commissionBase: "sale" };
const sale = (
  status: "pending" | "approved",
  amountMinor = 19_900,
): SaleStep => ({
  kind: "sale",
  orderId: "1001",
  amountMinor,
  status,
  attribution: { clickId: "c1" },
});

function applied(
  progress: OrderProgress | null,
  step: Parameters<typeof applyStep>[1],
  t = terms,
) {
  const decision = applyStep(progress, step, t);
  assert.equal(decision.outcome, "applied", JSON.stringify(decision));
  if (decision.outcome !== "applied") throw new Error("unreachable");
  return decision;
}

Deno.test("a cash-on-delivery sale earns pending, and approval makes it payable", () => {
  const created = applied(null, sale("pending"));
  assert.deepEqual(created.effects, [{
    kind: "earn",
    amountMinor: 1990,
    pending: true,
  }]);
  assert.equal(created.next.status, "pending");
  const paid = applied(created.next, { kind: "approve", orderId: "1001" });
  assert.deepEqual(paid.effects, [{ kind: "approve" }]);
  assert.equal(paid.next.status, "approved");
  const again = applyStep(
    paid.next,
    { kind: "approve", orderId: "1001" },
    terms,
  );
  assert.equal(again.outcome, "ignored");
});

Deno.test("approve with a fallback sale creates it approved when no sale came; else only approves", () => {
  const fallback = applied(null, {
    kind: "approve",
    orderId: "1001",
    sale: sale("approved"),
  });
  assert.deepEqual(fallback.effects, [{
    kind: "earn",
    amountMinor: 1990,
    pending: false,
  }]);
  assert.equal(fallback.next.status, "approved");
  // orders/create arriving after orders/paid changes nothing.
  const late = applyStep(fallback.next, sale("pending"), terms);
  assert.equal(late.outcome, "ignored");
  if (late.outcome === "ignored") {
    assert.match(late.reason, /pending sale after/);
  }
  assert.equal(
    applyStep(null, { kind: "approve", orderId: "1001" }, terms).outcome,
    "ignored",
  );
});

Deno.test("a reversal takes back what is left, once; later steps are ignored", () => {
  const created = applied(null, sale("approved"));
  const refunded = applied(created.next, {
    kind: "refund",
    orderId: "1001",
    refundId: "r1",
    refundMinor: 9_950,
  });
  assert.deepEqual(refunded.effects, [{
    kind: "take_back",
    amountMinor: 995,
    cause: "refund",
  }]);
  const cancelled = applied(refunded.next, {
    kind: "reverse",
    orderId: "1001",
  });
  assert.deepEqual(cancelled.effects, [{
    kind: "take_back",
    amountMinor: 995,
    cause: "reverse",
  }]);
  for (
    const step of [
      { kind: "reverse", orderId: "1001" },
      { kind: "approve", orderId: "1001" },
      { kind: "refund", orderId: "1001", refundId: "r2", refundMinor: 100 },
    ] as const
  ) {
    assert.equal(
      applyStep(cancelled.next, step, terms).outcome,
      "ignored",
      step.kind,
    );
  }
});

Deno.test("a reversal or refund before the sale waits for it; an approval without a sale, or an empty refund, is ignored", () => {
  assert.deepEqual(
    applyStep(null, { kind: "reverse", orderId: "1" }, terms),
    { outcome: "waiting", reason: WAITING_MESSAGES.reverse },
  );
  assert.deepEqual(
    applyStep(null, {
      kind: "refund",
      orderId: "1",
      refundId: "r1",
      refundMinor: 500,
    }, terms),
    { outcome: "waiting", reason: WAITING_MESSAGES.refund },
  );
  assert.equal(
    applyStep(null, {
      kind: "refund",
      orderId: "1",
      refundId: "r1",
      refundMinor: 0,
    }, terms).outcome,
    "ignored",
  );
  assert.equal(
    applyStep(null, { kind: "approve", orderId: "1" }, terms).outcome,
    "ignored",
  );
});

Deno.test("a pending sale told again after the order moved on is stale, not a duplicate", () => {
  const pending = applied(null, sale("pending"));
  const approved = applied(pending.next, { kind: "approve", orderId: "1001" });
  assert.equal(staleRepeat(pending.next, sale("pending")), null);
  assert.equal(staleRepeat(null, sale("pending")), null);
  assert.equal(
    staleRepeat(approved.next, sale("pending")),
    "A pending sale after the order was approved changes nothing.",
  );
  assert.equal(staleRepeat(approved.next, sale("approved")), null);
});

Deno.test("a refund's share uses its own basis when given (WooCommerce: the order total)", () => {
  const created = applied(null, sale("approved", 1_800)); // earned 1.80
  const refunded = applied(created.next, {
    kind: "refund",
    orderId: "1001",
    refundId: "726",
    refundMinor: 1_000,
    basisMinor: 2_935,
  });
  // 10.00 of 29.35 is 34.07% of 1.80 = 0.6133 → 0.61
  assert.deepEqual(refunded.effects, [{
    kind: "take_back",
    amountMinor: 61,
    cause: "refund",
  }]);
});

Deno.test("a payout-based source earns on the payout and rejects a sale without one", () => {
  const payoutTerms: SaleTerms = {
    commissionBp: 5000,
    commissionBase: "payout",
  };
  const created = applied(
    null,
    { ...sale("approved"), payoutMinor: 800 },
    payoutTerms,
  );
  assert.deepEqual(created.effects, [{
    kind: "earn",
    amountMinor: 400,
    pending: false,
  }]);
  assert.equal(
    applyStep(null, sale("approved"), payoutTerms).outcome,
    "rejected",
  );
});

Deno.test("a reversal after refunds took everything back still takes the sale out (an empty take-back)", () => {
  const created = applied(null, sale("approved"));
  const refunded = applied(created.next, {
    kind: "refund",
    orderId: "1001",
    refundId: "r1",
    refundMinor: created.next.saleMinor,
  });
  assert.equal(refunded.next.reversedMinor, created.next.earnedMinor);
  const cancelled = applied(refunded.next, {
    kind: "reverse",
    orderId: "1001",
  });
  assert.deepEqual(cancelled.effects, [{
    kind: "take_back",
    amountMinor: 0,
    cause: "reverse",
  }]);
  assert.equal(cancelled.next.status, "reversed");
});
