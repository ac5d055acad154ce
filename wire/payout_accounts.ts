/** Saved payout account wire shapes (GET / POST /api/payout-accounts, DELETE /api/payout-accounts/{id}). */
import { z } from "zod";
import { id, instant, objectBody } from "./common.ts";
import { payoutAccountFields, payoutMethod } from "./payouts.ts";

/** A saved account as listed and created. */
export const savedAccount = z.object({
  id,
  method: payoutMethod,
  accountType: z.string().nullable(),
  accountLabel: z.string().nullable(),
  accountName: z.string().nullable(),
  bankName: z.string().nullable(),
  accountNumber: z.string().nullable(),
  createdAt: instant,
}).meta({ id: "SavedPayoutAccount" });
/** A saved account on the wire. */
export type SavedAccountJson = z.infer<typeof savedAccount>;

/** POST /api/payout-accounts as sent: a payout request's method and account fields (the domain checks them). */
export const savedAccountBody = z.object({
  method: payoutMethod,
  ...payoutAccountFields(),
}).meta({ id: "SavedPayoutAccountBody" });

/** What the route itself checks: a JSON object (the fields are the domain's). */
export const savedAccountBodyCheck = objectBody(
  "Send the account as a JSON object.",
);

/** POST /api/payout-accounts answer. */
export const savedAccountCreated = z.object({
  message: z.string(),
  account: savedAccount,
}).meta({ id: "SavedPayoutAccountCreated" });
/** The create answer on the wire. */
export type SavedAccountCreatedJson = z.infer<typeof savedAccountCreated>;
