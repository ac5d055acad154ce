/** Conversion postback wire shapes (POST /api/conversions, signed with the Kamai-Signature header). */
import { z } from "zod";
import { inputKind } from "./input_kinds.ts";
import { amount, calendarDate, instant } from "./common.ts";

/** The postback as a store or network sends it; one of clickId or linkCode names the click. */
export const conversionBody = z.object({
  // One of clickId or linkCode is required; the sweep's sample names the link, and a click id beside it is passed over.
  clickId: inputKind(z.string().optional(), "any"),
  linkCode: inputKind(z.string().optional(), "text", true),
  orderId: z.string().max(200),
  amount: inputKind(z.union([z.number(), z.string()]), "money"),
  status: z.enum(["sale", "refund"]),
}).meta({ id: "ConversionBody" });
/** A postback as sent. */
export type ConversionBody = z.infer<typeof conversionBody>;

/** The recorded conversion; a repeat of (orderId, status) answers exactly the same body with 200. */
export const conversion = z.object({
  id: z.number().int(),
  orderId: z.string(),
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
