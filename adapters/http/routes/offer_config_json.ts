/** Offer configuration answers on the wire: money as exact decimal text, percents as numbers (docs/offers.md). */
import { payoutOnWire } from "../../../domain/offers/goal.ts";
import type { Goal } from "../../../domain/offers/goal.ts";
import type { OfferCap } from "../../../domain/offers/cap.ts";
import type { AffiliateGroup } from "../../../domain/offers/group.ts";
import {
  type PayoutRule,
  ruleLevel,
} from "../../../domain/offers/payout_rule.ts";
import type { RuleState } from "../../../domain/offers/rule_history.ts";
import type {
  CapLeft,
  GoalPayoutNow,
} from "../../../domain/offers/payouts_now.ts";
import { formatMoney } from "../../../domain/shared/money.ts";
import type {
  CapJson,
  CapLeftJson,
  GoalJson,
  GroupJson,
  MyGoalJson,
  PayoutRuleJson,
} from "../../../wire/offer_config.ts";

/** A goal on the wire. */
export function goalJson(g: Goal): GoalJson {
  return {
    key: g.key,
    name: g.name,
    payout: payoutOnWire(g.payout),
    revenue: g.revenue ? payoutOnWire(g.revenue) : null,
    holdDays: g.holdDays,
  };
}

/** A group on the wire (a money threshold as exact decimal text). */
export function groupJson(g: AffiliateGroup): GroupJson {
  return {
    id: g.id,
    name: g.name,
    rank: g.rank,
    isDefault: g.isDefault,
    levelUp: g.levelUp
      ? {
        metric: g.levelUp.metric,
        threshold: g.levelUp.metric === "approvedConversions"
          ? g.levelUp.threshold
          : formatMoney(g.levelUp.threshold),
      }
      : null,
    members: g.members,
  };
}

/** A rule without its state (the rule in force for an affiliate). */
export function ruleBaseJson(
  r: PayoutRule,
): Omit<PayoutRuleJson, "state" | "inForce"> {
  return {
    id: r.id,
    offerId: r.productId,
    goal: r.goal,
    groupId: r.groupId,
    userId: r.userId,
    level: ruleLevel(r),
    payout: payoutOnWire(r.payout),
    startsAt: r.startsAt.toISOString(),
    createdAt: r.createdAt.toISOString(),
  };
}

/** A rule with where it stands now. */
export function ruleJson(r: PayoutRule, state: RuleState): PayoutRuleJson {
  return { ...ruleBaseJson(r), state, inForce: state === "in_force" };
}

const limitJson = (unit: OfferCap["unit"], n: number) =>
  unit === "payout" ? formatMoney(n) : n;

/** A cap on the wire. */
export function capJson(c: OfferCap): CapJson {
  return {
    id: c.id,
    offerId: c.productId,
    goal: c.goal,
    userId: c.userId,
    period: c.period,
    unit: c.unit,
    limit: limitJson(c.unit, c.limit),
    createdAt: c.createdAt.toISOString(),
    removedAt: c.removedAt?.toISOString() ?? null,
  };
}

/** What a cap has left on the wire. */
export function capLeftJson(c: CapLeft): CapLeftJson {
  return {
    capId: c.capId,
    period: c.period,
    unit: c.unit,
    scope: c.scope,
    limit: limitJson(c.unit, c.limit),
    left: limitJson(c.unit, c.left),
  };
}

/** An affiliate's own goal payout (product cards and details). */
export function myGoalJson(g: GoalPayoutNow): MyGoalJson {
  return {
    key: g.key,
    name: g.name,
    payout: g.payout ? payoutOnWire(g.payout) : null,
    holdDays: g.holdDays,
    capLeft: g.capLeft.map(capLeftJson),
  };
}

/** A goal's payout now with its rule and why (the admin's view). */
export function goalPayoutNowJson(g: GoalPayoutNow) {
  return {
    key: g.key,
    name: g.name,
    holdDays: g.holdDays,
    ruleInForce: g.rule ? ruleBaseJson(g.rule) : null,
    level: g.level,
    payout: g.payout ? payoutOnWire(g.payout) : null,
    explanation: g.explanation,
    capLeft: g.capLeft.map(capLeftJson),
  };
}
