/**
 * Offer configuration wire shapes: goals, affiliate groups, payout rules, caps, and what an affiliate earns now
 * (docs/offers.md). Money is exact decimal text ("150.00"); a percent is a number (12.5).
 */
import { z } from "zod";
import { id, idInput, instant, objectBody } from "./common.ts";
import { inputKind } from "./input_kinds.ts";

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

/** The whole list of an offer's goals as sent (the sale goal must stay). */
const goalList = z.array(
  z.object({
    key: z.string(),
    name: z.string(),
    payout: payoutIn,
    revenue: payoutIn.nullable().optional(),
    holdDays: z.number().int().optional(),
  }),
  { error: "Send the goals as a list." },
);

/** PUT /api/admin/products/{id}/goals body: the list, bare or as `{ goals }` (the route checks this schema). */
export const goalsBody = z.union([goalList, z.object({ goals: goalList })])
  .meta({ description: "The goals as a list, or as { goals: [...] }" });

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

/** A level-up condition as sent: a count, or money as exact decimal text (a number is read exactly). */
const levelUpIn = z.object({
  metric: levelUp.shape.metric,
  threshold: levelUp.shape.threshold,
});

/** POST /api/admin/groups body (PATCH …/{id}: any of its fields; those left out keep their value). */
export const groupBody = z.object({
  name: z.string().meta({ description: "1 to 100 characters" }),
  rank: inputKind(z.number().int().min(0).max(1_000_000), "count").optional()
    .meta({
      description: "Higher is a better tier; a new group without one: 0",
    }),
  levelUp: levelUpIn.nullable().optional(),
}).meta({ id: "GroupBody" });
/** What the group routes check themselves (a JSON object). */
export const groupBodyCheck = objectBody("Send the group as an object.");
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

/** PATCH /api/admin/users/{id} body: `{ groupId?: number | null, pinned?: boolean }`, at least one of them. */
export const placementBody = z.object({
  groupId: idInput.nullable().optional().meta({
    description: "A group id, or null for the default group",
  }),
  pinned: z.boolean().optional(),
}).meta({ id: "PlacementBody" });
/** What PATCH /api/admin/users/{id} checks itself (a JSON object); the domain checks the fields. */
export const placementBodyCheck = objectBody(
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

/** POST /api/admin/payout-rules body: for the offer's goal, a group or an affiliate (not both). */
export const payoutRuleBody = z.object({
  offerId: idInput,
  goal: z.string().meta({ description: "One of the offer's goal keys" }),
  groupId: idInput.nullable().optional(),
  userId: idInput.nullable().optional(),
  payout: payoutIn,
  startsAt: inputKind(
    z.string().meta({
      format: "date-time",
      description:
        "An ISO 8601 instant with its offset; null or left out: now (past and future are allowed)",
    }),
    "date",
  ).nullable().optional(),
}).meta({ id: "PayoutRuleBody" });
/** What POST /api/admin/payout-rules checks itself (a JSON object); the domain checks the fields. */
export const payoutRuleBodyCheck = objectBody("Send the rule as an object.");
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

/** POST /api/admin/caps body: the offer's goal, optionally one affiliate's. */
export const capBody = z.object({
  offerId: idInput,
  goal: z.string().meta({ description: "One of the offer's goal keys" }),
  userId: idInput.nullable().optional().meta({
    description: "One affiliate's cap; null or left out: the whole offer's",
  }),
  period: z.enum(["day", "month"]),
  unit: z.enum(["conversions", "payout"]),
  limit: inputKind(
    z.union([z.number(), z.string()]).meta({
      description:
        'A whole number of conversions, or for unit payout an amount with at most 2 decimals ("5000.00")',
    }),
    "count",
  ),
}).meta({ id: "CapBody" });
/** What POST /api/admin/caps checks itself (a JSON object); the domain checks the fields. */
export const capBodyCheck = objectBody("Send the cap as an object.");

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
