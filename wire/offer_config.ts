/**
 * Offer configuration wire shapes: goals, affiliate groups, payout rules, caps, and what an affiliate earns now
 * (docs/offers.md). Money is exact decimal text ("150.00"); a percent is a number (12.5).
 */
import { z } from "zod";
import { id, instant, objectBody } from "./common.ts";

/** A payout or revenue: `{ type: "percent", value: 12.5 }` or `{ type: "flat", value: "150.00" }`. */
export const payout = z.union([
  z.object({ type: z.literal("percent"), value: z.number() }),
  z.object({ type: z.literal("flat"), value: z.string() }),
]).meta({ id: "GoalPayout" });
/** A payout on the wire. */
export type PayoutJson = z.infer<typeof payout>;

/** A payout as a request sends it (a flat value may be a number, read exactly). */
const payoutIn = z.object({
  type: z.enum(["percent", "flat"]),
  value: z.union([z.number(), z.string()]),
});

/** One goal of an offer. */
export const goal = z.object({
  key: z.string(),
  name: z.string(),
  payout,
  revenue: payout.nullable(),
  holdDays: z.number().int(),
}).meta({ id: "Goal" });
/** A goal on the wire. */
export type GoalJson = z.infer<typeof goal>;

/** PUT /api/admin/products/{id}/goals body: the whole list (the sale goal must stay). */
export const goalsBody = z.array(
  z.object({
    key: z.string(),
    name: z.string(),
    payout: payoutIn,
    revenue: payoutIn.nullable().optional(),
    holdDays: z.number().int().optional(),
  }),
  { error: "Send the goals as a list." },
);

/** GET and PUT /api/admin/products/{id}/goals answer. */
export const goalsAnswer = z.object({
  productId: id,
  goals: z.array(goal),
}).meta({ id: "OfferGoals" });
/** An offer's goals on the wire. */
export type GoalsAnswer = z.infer<typeof goalsAnswer>;

/** A level-up condition: a count for approvedConversions, exact decimal money text for the money metrics. */
export const levelUp = z.object({
  metric: z.enum([
    "approvedConversions",
    "approvedSaleAmount",
    "approvedPayout",
  ]),
  threshold: z.union([z.number(), z.string()]),
}).meta({ id: "LevelUp" });

/** An affiliate group. */
export const group = z.object({
  id,
  name: z.string(),
  rank: z.number().int(),
  isDefault: z.boolean(),
  levelUp: levelUp.nullable(),
  members: z.number().int(),
}).meta({ id: "AffiliateGroup" });
/** A group on the wire. */
export type GroupJson = z.infer<typeof group>;

/** POST/PATCH /api/admin/groups body (the domain checks the fields). */
export const groupBody = objectBody("Send the group as an object.");
/** A group form as the web sends it. */
export interface GroupForm {
  name?: string;
  rank?: number;
  levelUp?: { metric: string; threshold: number | string } | null;
}

/** DELETE /api/admin/groups/{id} answer. */
export const groupDeleted = z.object({
  message: z.string(),
  id,
  moved: z.number().int(),
});

/** PATCH /api/admin/users/{id} body: `{ groupId?: number | null, pinned?: boolean }`. */
export const placementBody = objectBody(
  "Send { groupId, pinned } as an object.",
);
/** PATCH /api/admin/users/{id} answer. */
export const placement = z.object({
  userId: id,
  groupId: id,
  pinned: z.boolean(),
}).meta({ id: "Placement" });
/** An affiliate's group and pin. */
export type PlacementJson = z.infer<typeof placement>;

/** Where a rule stands now in its scope. */
export const ruleState = z.enum(["in_force", "superseded", "scheduled"]);

/** A payout rule with its level and state. */
export const payoutRule = z.object({
  id,
  offerId: id.nullable(),
  goal: z.string(),
  groupId: id.nullable(),
  userId: id.nullable(),
  level: z.enum(["affiliate", "group", "offer", "global"]),
  payout,
  startsAt: instant,
  createdAt: instant,
  state: ruleState,
  /** True when the rule is the one in force now at its level. */
  inForce: z.boolean(),
}).meta({ id: "PayoutRule" });
/** A payout rule on the wire. */
export type PayoutRuleJson = z.infer<typeof payoutRule>;

/** POST /api/admin/payout-rules body (the domain checks the fields). */
export const payoutRuleBody = objectBody("Send the rule as an object.");
/** A payout rule form as the web sends it. */
export interface PayoutRuleForm {
  offerId: number;
  goal: string;
  groupId?: number;
  userId?: number;
  payout: { type: "percent" | "flat"; value: number | string };
  startsAt?: string;
}

/** GET /api/admin/payout-rules query. */
export const payoutRulesQuery = z.object({
  offerId: z.coerce.number().int().positive().optional(),
  groupId: z.coerce.number().int().positive().optional(),
  userId: z.coerce.number().int().positive().optional(),
});

/** A cap. */
export const cap = z.object({
  id,
  offerId: id,
  goal: z.string(),
  userId: id.nullable(),
  period: z.enum(["day", "month"]),
  unit: z.enum(["conversions", "payout"]),
  /** A count, or exact decimal money text for unit payout. */
  limit: z.union([z.number(), z.string()]),
  createdAt: instant,
  removedAt: instant.nullable(),
}).meta({ id: "Cap" });
/** A cap on the wire. */
export type CapJson = z.infer<typeof cap>;

/** POST /api/admin/caps body (the domain checks the fields). */
export const capBody = objectBody("Send the cap as an object.");

/** GET /api/admin/caps query: filters, and `history=true` for removed and superseded caps too. */
export const capsQuery = z.object({
  offerId: z.coerce.number().int().positive().optional(),
  userId: z.coerce.number().int().positive().optional(),
  history: z.enum(["true", "false"]).optional(),
});

/** What a cap leaves an affiliate in its current period (a count, or exact decimal money text). */
export const capLeft = z.object({
  capId: id,
  period: z.enum(["day", "month"]),
  unit: z.enum(["conversions", "payout"]),
  scope: z.enum(["affiliate", "offer"]),
  limit: z.union([z.number(), z.string()]),
  left: z.union([z.number(), z.string()]),
}).meta({ id: "CapLeft" });
/** Cap left on the wire. */
export type CapLeftJson = z.infer<typeof capLeft>;

/** An affiliate's own payout on one goal now (on product cards and details). */
export const myGoal = z.object({
  key: z.string(),
  name: z.string(),
  /** Null when no rule applies (the goal pays nothing). */
  payout: payout.nullable(),
  holdDays: z.number().int(),
  capLeft: z.array(capLeft),
}).meta({ id: "MyGoal" });
/** An affiliate's goal payout on the wire. */
export type MyGoalJson = z.infer<typeof myGoal>;

/** One goal of GET /api/admin/users/{id}/offers/{productId}/payouts. */
export const goalPayoutNow = z.object({
  key: z.string(),
  name: z.string(),
  holdDays: z.number().int(),
  ruleInForce: payoutRule.omit({ state: true, inForce: true }).nullable(),
  level: z.enum(["affiliate", "group", "offer", "global"]).nullable(),
  payout: payout.nullable(),
  explanation: z.string(),
  capLeft: z.array(capLeft),
}).meta({ id: "GoalPayoutNow" });

/** GET /api/admin/users/{id}/offers/{productId}/payouts answer. */
export const affiliatePayouts = z.object({
  userId: id,
  offerId: id,
  groupId: id,
  groupName: z.string(),
  pinned: z.boolean(),
  goals: z.array(goalPayoutNow),
}).meta({ id: "AffiliatePayouts" });
/** What an affiliate earns on an offer now, and why. */
export type AffiliatePayoutsJson = z.infer<typeof affiliatePayouts>;

/** GET /api/admin/users/{id}/offers/payouts answer: every offer at once (the affiliate page). */
export const affiliatePayoutsAll = z.object({
  userId: id,
  groupId: id,
  groupName: z.string(),
  pinned: z.boolean(),
  offers: z.array(z.object({
    offerId: id,
    title: z.string(),
    goals: z.array(goalPayoutNow),
  })),
}).meta({ id: "AffiliatePayoutsAll" });
/** Every offer's payouts now for one affiliate. */
export type AffiliatePayoutsAllJson = z.infer<typeof affiliatePayoutsAll>;
