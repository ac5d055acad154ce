/** Conversion postback wire shapes (POST /api/conversions, signed with the Kamai-Signature header). */
import { z } from "zod";
import { amount, calendarDate, instant } from "./common.ts";

/** The postback as a store or network sends it; one of clickId or linkCode names the click. */
export const conversionBody = z.object({
  clickId: z.string().optional(),
  linkCode: z.string().optional(),
  orderId: z.string().max(200),
  /** Optional for a goal other than sale (a flat payout needs none). */
  amount: z.union([z.number(), z.string()]).optional(),
  status: z.enum(["sale", "refund"]),
  /** The offer's goal converted (docs/offers.md); default sale. One (orderId, goal) is one conversion. */
  goal: z.string().regex(/^[a-z0-9_]{1,32}$/).optional(),
}).meta({ id: "ConversionBody" });
/** A postback as sent. */
export type ConversionBody = z.infer<typeof conversionBody>;

/** The recorded conversion; a repeat of (orderId, goal, status) answers exactly the same body with 200. */
export const conversion = z.object({
  id: z.number().int(),
  orderId: z.string(),
  goal: z.string(),
  status: z.enum(["sale", "refund"]),
  clickId: z.string().nullable(),
  amount,
  commissionPercent: z.number(),
  earnings: amount,
  date: calendarDate,
  availableOn: calendarDate,
  createdAt: instant,
}).meta({ id: "Conversion" });
/** A conversion on the wire. */
export type ConversionJson = z.infer<typeof conversion>;

/** A refund that came before its sale: kept, and applied when the sale arrives (202; a repeat answers the same). */
export const conversionWaiting = z.object({
  outcome: z.literal("waiting"),
  orderId: z.string(),
  status: z.literal("refund"),
  amount,
  message: z.string(),
}).meta({ id: "ConversionWaiting" });
/** A waiting refund on the wire. */
export type ConversionWaitingJson = z.infer<typeof conversionWaiting>;
