/** Payout: a request to pay part of the available balance out to a Pakistani wallet, bank or other account. */
import type { UserLanguage } from "../auth/user_repository.ts";
import type { Money } from "../shared/money.ts";
import type { PayoutMethod } from "./payout_methods.ts";
import type { RiskKind } from "../risk/risk_flag.ts";

/** Why a payout is held: its affiliate is blocked, or an open flag holds it (the most severe, newest one; payout_hold.ts). */
export type PayoutHold =
  | { reason: "blocked" }
  | { reason: "risk_flag"; flagId: number; flagKind: RiskKind };

// The method table lives in payout_methods.ts; these names stay importable from here.
export {
  PAYOUT_METHODS,
  type PayoutMethod,
  payoutMethodLabel,
  WALLET_METHODS,
} from "./payout_methods.ts";

/**
 * Pending until an admin pays (with a transaction id) or rejects (with an optional reason); processing while in a
 * batch, until its result marks it paid or failed (refused by the bank or wallet: the amount is back in the balance).
 */
export type PayoutStatus =
  | "pending"
  | "processing"
  | "paid"
  | "rejected"
  | "failed";

/** Every payout status, in the order a payout moves through them. */
export const PAYOUT_STATUSES: readonly PayoutStatus[] = [
  "pending",
  "processing",
  "paid",
  "rejected",
  "failed",
];

/** Where the money goes; which fields are set depends on the method. */
export interface PayoutAccount {
  accountType: string | null;
  accountLabel: string | null;
  accountName: string | null;
  bankName: string | null;
  accountNumber: string | null;
}

/** A payout as stored, with the names the screens show. */
export interface Payout extends PayoutAccount {
  id: number;
  userId: number;
  userName: string;
  userEmail: string;
  /** The affiliate's language for emails and the invoice (users.language; absent or null reads as English). */
  userLanguage?: UserLanguage | null;
  productId: number | null;
  productTitle: string | null;
  amount: Money;
  method: PayoutMethod;
  status: PayoutStatus;
  transactionId: string | null;
  rejectionReason: string | null;
  requestedAt: Date;
  decidedAt: Date | null;
  createdAt: Date;
  /** True once a paid payout has its stored invoice. */
  hasInvoice: boolean;
  /** What a paid payout withheld (amount is the gross); null or absent when paid without withholding. */
  tax?: PayoutTax | null;
  /** The payee's tax profile now (for the payout desk); null when none is recorded. */
  payeeTax?: { filer: boolean; idNumber: string } | null;
  /** True while the payee is blocked (read with the payout; a block holds their undecided payouts). */
  payeeBlocked?: boolean;
  /** Why the admin's lists show this undecided payout as held (payout_hold.ts); null when free, absent elsewhere. */
  hold?: PayoutHold | null;
}

/** The tax a payout withheld when it was paid, fixed then: later rate or profile changes never touch it. */
export interface PayoutTax {
  /** The tax_rates row used (null only if rates were not recorded). */
  rateId: number | null;
  rateBp: number;
  /** Tax withheld, in minor units. */
  amount: Money;
  /** What the payee received: the gross minus the tax. */
  net: Money;
  /** Whether the filer rate applied (false also when no profile was recorded). */
  filer: boolean;
  /** The payee's CNIC or NTN at payment, or null when none was recorded. */
  idNumber: string | null;
}
