/** Saved payout accounts: an affiliate's wallets and banks kept for reuse, validated like a payout request's. */
import type { PayoutAccount, PayoutMethod } from "./payout.ts";

/** A saved account as stored. */
export interface SavedPayoutAccount extends PayoutAccount {
  id: number;
  userId: number;
  method: PayoutMethod;
  createdAt: Date;
}

/** How many accounts one affiliate may keep. */
export const MAX_SAVED_ACCOUNTS = 20;

/** The messages of the saved-account rules beyond the payout request's own. */
export const SAVED_ACCOUNT_MESSAGES = {
  tooMany:
    `You can save at most ${MAX_SAVED_ACCOUNTS} payout accounts. Delete one first.`,
  duplicate: "This account is already saved.",
  notFound: "Saved account not found.",
} as const;
