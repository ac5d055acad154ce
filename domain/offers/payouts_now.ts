/**
 * What an affiliate earns on an offer now, per goal, and why: the rule in force (ruleInForce), its level, the
 * explanation, and what the caps that bind them have left this day or month. See docs/offers.md.
 */
import type { Goal, Payout } from "./goal.ts";
import type { PayoutRule, RuleLevel } from "./payout_rule.ts";
import { ruleInForce, ruleLevel } from "./payout_rule.ts";
import type { CapPeriod, CapUnit, OfferCap } from "./cap.ts";
import { formatMoney } from "../shared/money.ts";

/** What one cap leaves an affiliate in the current period. */
export interface CapLeft {
  capId: number;
  period: CapPeriod;
  unit: CapUnit;
  /** Whether the cap is the affiliate's own or the whole offer's (shared by every affiliate). */
  scope: "affiliate" | "offer";
  limit: number;
  used: number;
  left: number;
}

/** One goal's payout for an affiliate now. */
export interface GoalPayoutNow {
  key: string;
  name: string;
  holdDays: number;
  /** The rule in force now; null when none applies (the goal earns nothing). */
  rule: PayoutRule | null;
  level: RuleLevel | null;
  payout: Payout | null;
  /** In English, e.g. "12 % of each sale (Gold group rate)" or "150.00 per lead (offer rate)". */
  explanation: string;
  capLeft: CapLeft[];
}

/** Who is asking about which offer: the affiliate, their group (null: the default group) and its name. */
export interface PayoutsNowQuery {
  productId: number;
  userId: number;
  groupId: number | null;
  groupName: string | null;
  at: Date;
}

/** Cap usage in the current day and month periods, by cap id. */
export interface CapUsage {
  day: Map<number, number>;
  month: Map<number, number>;
}

function levelWords(level: RuleLevel, groupName: string | null): string {
  switch (level) {
    case "affiliate":
      return "affiliate's own rate";
    case "group":
      return `${groupName ?? "group"} group rate`;
    case "offer":
      return "offer rate";
    case "global":
      return "default rate";
  }
}

/** The English explanation of a rate for a goal. */
export function explainRate(
  goal: string,
  rule: PayoutRule | null,
  groupName: string | null,
): string {
  if (rule === null) return `Nothing per ${goal}: no payout rule applies`;
  const why = `(${levelWords(ruleLevel(rule), groupName)})`;
  if (rule.payout.type === "flat") {
    return `${formatMoney(rule.payout.value)} per ${goal} ${why}`;
  }
  return `${rule.payout.value / 100} % of each ${goal} ${why}`;
}

/** Each goal's payout now for one affiliate on one offer. */
export function payoutsNow(
  goals: readonly Goal[],
  rules: readonly PayoutRule[],
  caps: readonly OfferCap[],
  usage: CapUsage,
  q: PayoutsNowQuery,
): GoalPayoutNow[] {
  return goals.filter((g) => g.productId === q.productId).map((goal) => {
    const rule = ruleInForce(rules, {
      productId: q.productId,
      goal: goal.key,
      userId: q.userId,
      groupId: q.groupId,
      at: q.at,
    });
    const capLeft = caps.filter((c) =>
      c.removedAt === null && c.productId === q.productId &&
      c.goal === goal.key && (c.userId === null || c.userId === q.userId)
    ).map((c): CapLeft => {
      const used = usage[c.period].get(c.id) ?? 0;
      return {
        capId: c.id,
        period: c.period,
        unit: c.unit,
        scope: c.userId === null ? "offer" : "affiliate",
        limit: c.limit,
        used,
        left: Math.max(0, c.limit - used),
      };
    });
    return {
      key: goal.key,
      name: goal.name,
      holdDays: goal.holdDays,
      rule,
      level: rule ? ruleLevel(rule) : null,
      payout: rule?.payout ?? null,
      explanation: explainRate(goal.key, rule, q.groupName),
      capLeft,
    };
  });
}
