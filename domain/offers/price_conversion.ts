/** A conversion priced under the rule in force at its time: its earning and why, its revenue, its hold. */
import { err, ok, type Result } from "../shared/result.ts";
import {
  type ConversionFigures,
  type Earning,
  earningUnder,
  revenueFor,
} from "./earning.ts";
import type { OfferTerms } from "./offer_earning_repos.ts";
import { ruleInForce } from "./payout_rule.ts";

/** A conversion as pricing sees it. */
export interface ConversionToPrice extends ConversionFigures {
  userId: number;
  productId: number;
  goal: string;
  /** When it happened: decides the rule in force. */
  at: Date;
}

/** What a conversion earns, what the operator is paid for it, and how long its earning is held. */
export interface PricedConversion {
  earning: Earning;
  revenueMinor: number | null;
  holdDays: number;
  /** The affiliate's group at the conversion (null: the default group). */
  groupId: number | null;
}

/** The message of a conversion whose goal its product does not have. */
export function unknownGoalReason(goal: string): string {
  return `The product has no goal "${goal}".`;
}

/**
 * Prices a conversion under `terms`: an unknown goal, or a percent with nothing to take it of, is refused with the
 * reason; otherwise the earning under `ruleInForce` at its time (`earningUnder`), the revenue (`revenueFor`) and
 * the goal's hold.
 */
export function priceConversion(
  terms: OfferTerms,
  c: ConversionToPrice,
): Result<PricedConversion, { reason: string }> {
  if (!terms.goal) return err({ reason: unknownGoalReason(c.goal) });
  const rule = ruleInForce(terms.rules, {
    productId: c.productId,
    goal: c.goal,
    userId: c.userId,
    groupId: terms.groupId,
    at: c.at,
  });
  const earning = earningUnder(rule, c);
  if (!earning.ok) return earning;
  return ok({
    earning: earning.value,
    revenueMinor: revenueFor(terms.goal.revenue, c),
    holdDays: terms.goal.holdDays,
    groupId: terms.groupId,
  });
}
