import assert from "node:assert/strict";
import {
  applyStep,
  type OrderProgress,
  type SaleTerms,
} from "./order_progress.ts";
import type { ConversionStep } from "./conversion_step.ts";

// A small seeded generator (mulberry32) so a failing sequence can be replayed from its seed.
function generator(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return { next, int: (max: number) => Math.floor(next() * (max + 1)) };
}

function randomStep(
  rand: ReturnType<typeof generator>,
  refundNo: number,
): ConversionStep {
  const amountMinor = rand.int(3) === 0 ? rand.int(3) : rand.int(5_000_000);
  const sale = {
    kind: "sale" as const,
    orderId: "o",
    amountMinor,
    payoutMinor: rand.int(amountMinor),
    status: rand.int(1) ? "pending" as const : "approved" as const,
    attribution: {},
  };
  switch (rand.int(4)) {
    case 0:
      return sale;
    case 1:
      return rand.int(1)
        ? {
          kind: "approve",
          orderId: "o",
          sale: { ...sale, status: "approved" },
        }
        : { kind: "approve", orderId: "o" };
    case 2:
      return { kind: "reverse", orderId: "o" };
    default:
      return {
        kind: "refund",
        orderId: "o",
        refundId: String(refundNo),
        refundMinor: rand.int(4) === 0
          ? rand.int(10_000_000)
          : rand.int(200_000),
        ...(rand.int(2) === 0 ? { basisMinor: rand.int(6_000_000) } : {}),
      };
  }
}

Deno.test("any sequence of sales, partial refunds, approvals and reversals never takes back more than it earned", () => {
  for (let seed = 1; seed <= 3000; seed++) {
    const rand = generator(seed);
    const terms: SaleTerms = {
      commissionBp: rand.int(10_000),
      commissionBase: rand.int(1) ? "sale" : "payout",
    };
    let progress: OrderProgress | null = null;
    let earned = 0;
    let takenBack = 0;
    let pendingApprovals = 0;
    const length = 1 + rand.int(25);
    for (let i = 0; i < length; i++) {
      const decision = applyStep(progress, randomStep(rand, i), terms);
      if (decision.outcome !== "applied") continue;
      for (const effect of decision.effects) {
        if (effect.kind === "earn") {
          assert.equal(earned, 0, `seed ${seed}: a second earning`);
          assert.ok(effect.amountMinor >= 0);
          earned += effect.amountMinor;
          if (effect.pending) pendingApprovals++;
        } else if (effect.kind === "approve") {
          pendingApprovals--;
        } else {
          assert.ok(
            effect.amountMinor > 0 ||
              (effect.cause === "reverse" && effect.amountMinor === 0),
            `seed ${seed}: empty refund take-back`,
          );
          takenBack += effect.amountMinor;
        }
      }
      progress = decision.next;
      assert.ok(
        takenBack <= earned,
        `seed ${seed}: took back ${takenBack} of ${earned}`,
      );
      assert.equal(progress.earnedMinor, earned, `seed ${seed}`);
      assert.equal(progress.reversedMinor, takenBack, `seed ${seed}`);
      assert.ok(
        pendingApprovals === 0 || pendingApprovals === 1,
        `seed ${seed}`,
      );
      if (progress.status === "reversed") {
        assert.equal(
          takenBack,
          earned,
          `seed ${seed}: a reversal leaves nothing`,
        );
      }
    }
  }
});
