/** Conversion list wire shapes (GET /api/user/conversions, GET /api/admin/conversions): each with its earning and why. */
import { z } from "zod";
import { isCalendarDate } from "../domain/shared/karachi_date.ts";
import { amount, id, instant } from "./common.ts";
import { pagingFields } from "./paging.ts";

const day = (name: string) =>
  z.string().refine(
    isCalendarDate,
    `${name} must be a date in YYYY-MM-DD form.`,
  ).optional();

/** A conversion's state: over_cap is counted but not payable until an admin decides; rejected earns nothing. */
export const conversionState = z.enum([
  "pending",
  "approved",
  "over_cap",
  "rejected",
  "reversed",
]);
/** A conversion state on the wire. */
export type ConversionState = z.infer<typeof conversionState>;

/** The rule an earning was made under (offer_conversions.earning_rule); see docs/offers.md. */
export const earningRule = z.object({
  ruleId: z.number().int().nullable(),
  level: z.enum(["affiliate", "group", "offer", "global"]),
  type: z.enum(["percent", "flat"]),
  /** A percent (12.5) or a flat amount as exact decimal text ("150.00"). */
  value: z.union([z.number(), z.string()]),
  base: z.enum(["sale", "payout"]).nullable(),
  baseAmount: amount.nullable(),
}).meta({ id: "EarningRule" });
/** An earning's rule on the wire. */
export type EarningRuleJson = z.infer<typeof earningRule>;

/** GET /api/user/conversions query: an inclusive Karachi date range, paging, and `format=csv` for a file. */
export const userConversionsQuery = z.object({
  ...pagingFields(),
  from: day("from"),
  to: day("to"),
  format: z.enum(["json", "csv"]).optional(),
});

/** GET /api/admin/conversions query: the user query plus filters by affiliate, offer, goal, source and status. */
export const adminConversionsQuery = userConversionsQuery.extend({
  userId: z.coerce.number().int().positive().optional(),
  productId: z.coerce.number().int().positive().optional(),
  goal: z.string().max(32).optional(),
  sourceId: z.coerce.number().int().positive().optional(),
  status: conversionState.optional(),
});

/** One conversion as its affiliate sees it (the admin sees the same plus who and where from). */
export const offerConversion = z.object({
  id,
  occurredAt: instant,
  productId: id,
  productTitle: z.string(),
  goal: z.string(),
  goalName: z.string(),
  orderId: z.string(),
  /** The sale amount; null when the conversion had none (a flat goal). */
  amount: amount.nullable(),
  status: conversionState,
  earning: amount,
  rule: earningRule,
  /** The group whose rate applied (level group), else null. */
  groupName: z.string().nullable(),
  /** In English, e.g. "12 % of Rs 2,500.00 sale (Gold group rate)"; the web writes it in the reader's language. */
  explanation: z.string(),
  s1: z.string().nullable(),
}).meta({ id: "OfferConversion" });
/** A conversion on the wire. */
export type OfferConversionJson = z.infer<typeof offerConversion>;

/** One conversion in the admin's list. */
export const adminOfferConversion = offerConversion.extend({
  userId: id,
  userName: z.string(),
  sourceId: id,
  sourceName: z.string(),
  /** The operator's revenue; null when unknown. */
  revenue: amount.nullable(),
}).meta({ id: "AdminOfferConversion" });
/** An admin's conversion row on the wire. */
export type AdminOfferConversionJson = z.infer<typeof adminOfferConversion>;

/** A page of conversions; `total` counts every row the filters match. */
export function conversionPage<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}

/** POST /api/admin/conversions/decisions: approve or reject over_cap conversions, one or many, with a reason. */
export const conversionDecisionBody = z.object({
  ids: z.array(id).min(1, "Choose at least one conversion.").max(
    500,
    "At most 500 conversions at once.",
  ),
  decision: z.enum(["approve", "reject"], {
    error: "decision must be approve or reject.",
  }),
  reason: z.string().max(500, "The reason is too long.").optional(),
}).meta({ id: "ConversionDecision" });
/** A decision on over_cap conversions. */
export type ConversionDecisionBody = z.infer<typeof conversionDecisionBody>;

/** What a decision did: the ids decided, and those skipped (not over_cap any more) with why. */
export const conversionDecisionResult = z.object({
  decided: z.array(id),
  skipped: z.array(z.object({ id, reason: z.string() })),
}).meta({ id: "ConversionDecisionResult" });
