/** Payout wire shapes: balance, requests, history, the admin payout desk. */
import { z } from "zod";
import { inputKind } from "./input_kinds.ts";
import { PAYOUT_METHODS, type PayoutMethod } from "../domain/payouts/payout.ts";
import { RISK_KINDS } from "../domain/risk/risk_flag.ts";
import { amount, calendarDate, instant, objectBody } from "./common.ts";
import { MAX_PAGE, pagingFields } from "./paging.ts";

/** Method values on the wire. As a request field it may be left out: the domain then takes the first method. */
export const payoutMethod = inputKind(
  z.enum(PAYOUT_METHODS as unknown as [PayoutMethod, ...PayoutMethod[]]),
  "enum",
  false,
);

/** Pending until an admin pays or rejects it; processing while in a batch, then paid or failed. */
export const payoutStatus = z.enum([
  "pending",
  "processing",
  "paid",
  "rejected",
  "failed",
]);

/** The withholding of a paid payout: gross, rate, tax and net, fixed when it was paid. */
export const payoutTax = z.object({
  gross: amount,
  ratePercent: z.number(),
  withheld: amount,
  net: amount,
  filer: z.boolean(),
  idNumber: z.string().nullable(),
}).meta({ id: "PayoutTax" });

/** A payout as the payout lists and decisions answer it. */
export const payout = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  user: z.string(),
  userEmail: z.string(),
  productId: z.number().int().nullable(),
  product: z.string().nullable(),
  amount,
  method: payoutMethod,
  accountType: z.string().nullable(),
  accountLabel: z.string().nullable(),
  accountName: z.string().nullable(),
  bankName: z.string().nullable(),
  accountNumber: z.string().nullable(),
  status: payoutStatus,
  transactionId: z.string().nullable(),
  requestedAt: instant,
  createdAt: instant,
  decidedAt: instant.nullable(),
  rejectionReason: z.string().nullable(),
  invoiceUrl: z.string().nullable().meta({
    description: "Where the paid payout's invoice can be viewed, or null",
  }),
  tax: payoutTax.nullable().optional().meta({
    description:
      "What a paid payout withheld (amount is the gross); null when paid without withholding",
  }),
  payeeTax: z.object({ filer: z.boolean(), idNumber: z.string() }).nullable()
    .optional().meta({
      description:
        "The payee's tax profile now; null when none is recorded (the non-filer rate applies)",
    }),
  hold: z.union([
    z.object({ reason: z.literal("blocked") }),
    z.object({
      reason: z.literal("risk_flag"),
      flagId: z.number().int(),
      flagKind: z.enum(RISK_KINDS),
    }),
  ]).nullable().optional().meta({
    id: "PayoutHold",
    description:
      "Admin lists only: why this pending or processing payout cannot be paid or batched (the affiliate is blocked, or an open risk flag holds it); null when free",
  }),
}).meta({ id: "Payout" });
/** A payout on the wire. */
export type PayoutJson = z.infer<typeof payout>;

/** GET /api/payouts/balance. */
export const balance = z.object({
  balance: amount,
  pending: z.array(z.object({ amount, availableOn: calendarDate })),
  pendingTotal: amount,
  totalPaid: amount,
  reserved: amount,
  pendingApproval: amount.optional().meta({
    description:
      "Earnings of sales awaiting approval (e.g. cash on delivery not yet collected): counted, not payable",
  }),
}).meta({ id: "Balance" });
/** The balance answer. */
export type BalanceJson = z.infer<typeof balance>;

/** GET /api/payouts/balance query: an admin may name another user. */
export const balanceQuery = z.object({
  userId: z.string().regex(/^\d{1,15}$/, { error: "userId must be a user id" })
    .optional(),
});

/** GET /api/payouts/{id}/invoice and /invoice/pdf query: the language to read it in (default: the payee's at payment). */
export const invoiceQuery = z.object({
  lang: z.enum(["en", "ur"], { error: "lang must be en or ur" }).optional(),
});

/** GET /api/payouts/admin query: a status filter and optional paging. */
export const adminPayoutsQuery = z.object({
  status: z.enum([
    "pending",
    "processing",
    "paid",
    "rejected",
    "failed",
    "all",
    "",
  ], {
    error: "status must be pending, processing, paid, rejected or failed",
  }).optional(),
  // Paging is optional: without page or pageSize the answer stays docs/product.md's plain array of every payout.
  ...pagingFields(MAX_PAGE),
});

const moneyText = inputKind(z.union([z.number(), z.string()]), "money");

/**
 * A payout's account fields as a request or a saved account sends them. The domain requires a name and a number for
 * every method; the type, label and bank name are read only by the methods that have them, so no value of theirs is
 * bad in itself (wire/input_kinds.ts).
 */
export function payoutAccountFields() {
  return {
    accountType: inputKind(z.string().nullable().optional(), "any"),
    accountLabel: inputKind(z.string().nullable().optional(), "any"),
    accountName: inputKind(z.string().nullable().optional(), "text", true),
    bankName: inputKind(z.string().nullable().optional(), "any"),
    accountNumber: inputKind(z.string().nullable().optional(), "phone", true),
  };
}

/** POST /api/payouts as the form sends it; the domain checks every rule with docs/product.md's messages. */
export const payoutRequestBody = z.object({
  amount: moneyText,
  method: payoutMethod,
  // Required only while the admin's setting payoutRequiresProduct is on ("All fields are required"); one given is
  // always checked (an unknown product is refused).
  productId: inputKind(
    z.union([z.number().int(), z.string()]).nullable().optional().meta({
      description:
        'The product the request is for: required ("All fields are required") only when the admin\'s setting payoutRequiresProduct is on; checked whenever given',
    }),
    "id",
  ),
  ...payoutAccountFields(),
}).meta({ id: "PayoutRequestBody" });
/** A payout request as sent. */
export type PayoutRequestBody = z.infer<typeof payoutRequestBody>;

/** POST /api/payouts/admin/pay/{id}: the transaction id (invoiceHtml is accepted and ignored). */
export const payPayoutBody = z.object({
  transactionId: z.string(),
  // Accepted and never read.
  invoiceHtml: inputKind(z.string().optional(), "any"),
}).meta({ id: "PayPayoutBody" });
/** A pay request as sent. */
export type PayPayoutBody = z.infer<typeof payPayoutBody>;

/** What the payout writes check themselves (a JSON object); the fields are the domain's to judge. */
export const payoutBodyCheck = objectBody(
  "Send the payout fields as a JSON object.",
);

/** PATCH /api/payouts/admin/reject/{id}: an optional body with an optional reason. */
export const rejectPayoutBody = z.object({
  rejectionReason: z.string().nullable().optional(),
}).meta({ id: "RejectPayoutBody" });

/** The answer of a request, a payment or a rejection: a message and the payout. */
export const payoutAction = z.object({
  message: z.string(),
  payout,
}).meta({ id: "PayoutAction" });
/** A payout write's answer. */
export type PayoutAction = z.infer<typeof payoutAction>;
