/** Dated payout rules and the one in force for a conversion: affiliate, then group, then offer, then global. */
import type { Payout } from "./goal.ts";

/** How specific a rule is; a conversion earns under the most specific rule in force. */
export type RuleLevel = "affiliate" | "group" | "offer" | "global";

/** A payout rule, appended and never edited; a later start supersedes it. See docs/offers.md. */
export interface PayoutRule {
  id: number;
  /** Null: the global rule (the global commission percent). */
  productId: number | null;
  goal: string;
  groupId: number | null;
  userId: number | null;
  payout: Payout;
  startsAt: Date;
  createdAt: Date;
}

/** The level a rule applies at, from what it names. */
export function ruleLevel(
  rule: Pick<PayoutRule, "productId" | "groupId" | "userId">,
): RuleLevel {
  if (rule.userId !== null) return "affiliate";
  if (rule.groupId !== null) return "group";
  if (rule.productId !== null) return "offer";
  return "global";
}

/** Who converted, on what, and when: what decides the rule in force. */
export interface RuleQuery {
  productId: number;
  goal: string;
  userId: number;
  /** The affiliate's group at the conversion (null: the default group, which has no group rules of its own). */
  groupId: number | null;
  at: Date;
}

const ORDER: RuleLevel[] = ["affiliate", "group", "offer", "global"];

/** True when a rule speaks of this conversion (its offer, goal, group or affiliate), whatever its start. */
function applies(rule: PayoutRule, q: RuleQuery): boolean {
  if (rule.goal !== q.goal) return false;
  if (rule.productId !== null && rule.productId !== q.productId) return false;
  if (rule.userId !== null && rule.userId !== q.userId) return false;
  if (rule.groupId !== null && rule.groupId !== q.groupId) return false;
  return true;
}

/**
 * The rule in force for a conversion among `rules` (deleted ones already left out): the most specific level that has
 * a rule started at or before `q.at`, and within it the latest start (the latest id on a tie). Null when none.
 * The global rule speaks only of the goal `sale` (it is the global commission percent).
 */
export function ruleInForce(
  rules: readonly PayoutRule[],
  q: RuleQuery,
): PayoutRule | null {
  const at = q.at.getTime();
  let best: PayoutRule | null = null;
  let bestRank = ORDER.length;
  for (const rule of rules) {
    if (!applies(rule, q) || rule.startsAt.getTime() > at) continue;
    const rank = ORDER.indexOf(ruleLevel(rule));
    if (
      rank < bestRank ||
      (rank === bestRank && best !== null &&
        (rule.startsAt.getTime() > best.startsAt.getTime() ||
          (rule.startsAt.getTime() === best.startsAt.getTime() &&
            rule.id > best.id)))
    ) {
      best = rule;
      bestRank = rank;
    }
  }
  return best;
}
