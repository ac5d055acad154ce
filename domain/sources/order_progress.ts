/** An order's progress through its steps: what each step changes in its earnings, or why it changes nothing. */
import { commissionOn } from "../products/commission_percent.ts";
import { type CommissionBase, commissionBasis } from "./commission_base.ts";
import type { ConversionStep, SaleStep } from "./conversion_step.ts";
import { refundReversal } from "./refund_share.ts";
import { WAITING_MESSAGES } from "./source.ts";

export { WAITING_MESSAGES };

/** pending: earned but not payable; approved: payable after the hold; reversed: nothing left to earn. */
export type OrderStatus = "pending" | "approved" | "reversed";

/** What an order has earned and lost so far (minor units); null before its sale. */
export interface OrderProgress {
  status: OrderStatus;
  /** The sale amount recorded, the basis of refund shares unless a refund names its own. */
  saleMinor: number;
  /** The earnings the sale credited. */
  earnedMinor: number;
  /** Earnings taken back so far, by refunds and a reversal; never above earnedMinor. */
  reversedMinor: number;
  /** The sum of the refunds' amounts so far. */
  refundedMinor: number;
}

/** The product terms a sale earns under. */
export interface SaleTerms {
  commissionBp: number;
  commissionBase: CommissionBase;
  /**
   * The earning already priced under the rule in force (docs/offers.md), which then replaces the commission
   * percent of the basis.
   */
  earningMinor?: number;
}

/** A change to the ledger and stats that a step causes. */
export type OrderEffect =
  /** A sale's earnings: counted in stats at once; payable after the hold only when not pending. */
  | { kind: "earn"; amountMinor: number; pending: boolean }
  /** The pending earnings become payable. */
  | { kind: "approve" }
  /**
   * Earnings taken back (the ledger row is its negative). A refund's amount is above 0; a reversal's may be 0
   * (refunds took everything already) and is still emitted, because it takes the sale out of the sales count.
   */
  | { kind: "take_back"; amountMinor: number; cause: "refund" | "reverse" };

/** A step's decision. */
export type StepDecision =
  | { outcome: "applied"; next: OrderProgress; effects: OrderEffect[] }
  /** A reversal or refund before its order's sale: kept on the order, applied when the sale arrives. */
  | { outcome: "waiting"; reason: string }
  | { outcome: "ignored"; reason: string }
  | { outcome: "rejected"; reason: string };

function recordSale(
  sale: SaleStep,
  terms: SaleTerms,
  pending: boolean,
): StepDecision {
  let earned: number;
  if (terms.earningMinor !== undefined) {
    earned = terms.earningMinor;
  } else {
    const basis = commissionBasis(sale, terms.commissionBase);
    if (!basis.ok) return { outcome: "rejected", reason: basis.error.reason };
    earned = commissionOn(basis.value, terms.commissionBp);
  }
  return {
    outcome: "applied",
    next: {
      status: pending ? "pending" : "approved",
      saleMinor: sale.amountMinor,
      earnedMinor: earned,
      reversedMinor: 0,
      refundedMinor: 0,
    },
    effects: [{ kind: "earn", amountMinor: earned, pending }],
  };
}

const ignored = (reason: string): StepDecision => ({
  outcome: "ignored",
  reason,
});

/**
 * Decides what `step` does to an order at `progress` (null: no sale yet) for a sale earning under `terms`.
 * Steps arrive in any order and any number of times; whatever the sequence, the earnings taken back never exceed
 * what the sale earned, and a step that would mean nothing is ignored with the reason. A reversal or refund before
 * the sale waits: the caller keeps it on the order and, once a sale is recorded, applies the waiting steps in the
 * order they arrived (applyStep again on the new progress), so the result is the same as if they had come after it.
 */
export function applyStep(
  progress: OrderProgress | null,
  step: ConversionStep,
  terms: SaleTerms,
): StepDecision {
  switch (step.kind) {
    case "sale":
      if (!progress) return recordSale(step, terms, step.status === "pending");
      return ignored(
        progress.status !== "pending" && step.status === "pending"
          ? `A pending sale after the order was ${progress.status} changes nothing.`
          : "The order already has a sale.",
      );
    case "approve":
      if (!progress) {
        return step.sale
          ? recordSale(step.sale, terms, false)
          : ignored("No sale to approve for this order.");
      }
      if (progress.status !== "pending") {
        return ignored(`The order is already ${progress.status}.`);
      }
      return {
        outcome: "applied",
        next: { ...progress, status: "approved" },
        effects: [{ kind: "approve" }],
      };
    case "reverse": {
      if (!progress) {
        return { outcome: "waiting", reason: WAITING_MESSAGES.reverse };
      }
      if (progress.status === "reversed") {
        return ignored("The order is already reversed.");
      }
      const remaining = progress.earnedMinor - progress.reversedMinor;
      return {
        outcome: "applied",
        next: {
          ...progress,
          status: "reversed",
          reversedMinor: progress.earnedMinor,
        },
        // Emitted even when nothing is left to take back: the reversed order stops counting as a sale.
        effects: [{
          kind: "take_back",
          amountMinor: remaining,
          cause: "reverse",
        }],
      };
    }
    case "refund": {
      if (step.refundMinor <= 0) {
        return ignored("The refund returns no merchandise.");
      }
      if (!progress) {
        return { outcome: "waiting", reason: WAITING_MESSAGES.refund };
      }
      if (progress.status === "reversed") {
        return ignored("The order's earnings are already reversed.");
      }
      const taken = refundReversal(
        progress,
        step.refundMinor,
        step.basisMinor ?? progress.saleMinor,
      );
      return {
        outcome: "applied",
        next: {
          ...progress,
          reversedMinor: progress.reversedMinor + taken,
          refundedMinor: progress.refundedMinor + step.refundMinor,
        },
        effects: taken > 0
          ? [{ kind: "take_back", amountMinor: taken, cause: "refund" }]
          : [],
      };
    }
  }
}

/**
 * Whether a repeated step (its key held already) is stale rather than a plain duplicate: a pending sale told again
 * after the order moved on (approved or reversed) is answered ignored with the reason, as a first one would be.
 */
export function staleRepeat(
  progress: OrderProgress | null,
  step: ConversionStep,
): string | null {
  return progress && progress.status !== "pending" && step.kind === "sale" &&
      step.status === "pending"
    ? `A pending sale after the order was ${progress.status} changes nothing.`
    : null;
}
