/** Shared steps that keep an offer's sale goal, its product and its offer-level rate history in step. */
import type { Goal, Payout } from "./goal.ts";
import { SALE_GOAL } from "./goal.ts";
import type { PayoutRuleRepository } from "./payout_rule_repository.ts";

/** True when two payouts are the same rate. */
export function samePayout(a: Payout | null, b: Payout | null): boolean {
  if (a === null || b === null) return a === b;
  return a.type === b.type && a.value === b.value;
}

/** The sale goal a product's commission and hold make (when the offer has none stored yet). */
export function saleGoalOf(
  productId: number,
  commissionBp: number,
  holdDays: number,
): Goal {
  return {
    productId,
    key: SALE_GOAL,
    name: "Sale",
    payout: { type: "percent", value: commissionBp },
    revenue: null,
    holdDays,
  };
}

/** Appends the offer-level rule for a goal's new payout, in force from `at` (history is never rewritten). */
export async function appendOfferRate(
  rules: PayoutRuleRepository,
  goal: Pick<Goal, "productId" | "key" | "payout">,
  at: Date,
  adminId: number | null,
): Promise<void> {
  await rules.append({
    productId: goal.productId,
    goal: goal.key,
    groupId: null,
    userId: null,
    payout: goal.payout,
    startsAt: at,
    createdBy: adminId,
  });
}

/** A payout as the audit trail writes it: "12%" or "150.00 flat". */
export function describePayout(p: Payout): string {
  if (p.type === "percent") return `${p.value / 100}%`;
  return `${Math.floor(p.value / 100)}.${
    String(p.value % 100).padStart(2, "0")
  } flat`;
}
