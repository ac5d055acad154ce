/** The expected failures of the payout use cases, with the messages the screens show. */
import type { Money } from "../shared/money.ts";
import { formatMoney, type MoneyTotal } from "../shared/money.ts";
import {
  type Currency,
  formatCurrency,
  symbolAmount,
} from "../shared/currency.ts";
import type { PayoutStatus } from "./payout.ts";
import type { PayoutRequestInvalid } from "./validate_payout_request.ts";
import type { HeldPayout } from "./payout_hold.ts";

/** The request amount is above the available balance. */
export interface InsufficientBalance {
  code: "INSUFFICIENT_BALANCE";
  message: string;
  available: Money;
}

/** The user's balance no longer covers a payout the admin is paying. */
export interface PayoutNotCovered {
  code: "PAYOUT_NOT_COVERED";
  message: string;
  balance: Money;
  amount: Money;
}

/** A plain coded failure. */
export interface PayoutFailure {
  code:
    | "NOT_FOUND"
    | "PRODUCT_NOT_FOUND"
    | "IDEMPOTENCY_KEY_REUSED"
    | "PAYOUT_ALREADY_DECIDED"
    | "PAYOUT_IN_BATCH"
    | "VALIDATION_ERROR";
  message: string;
}

/** The request is below the admin's minimum payout. */
export interface BelowMinimum {
  code: "VALIDATION_ERROR";
  message: string;
  field: "amount";
  minimum: Money;
}

/** The affiliate is blocked, or has open risk flags that hold their payouts (docs/risk.md). */
export interface PayoutHeld {
  code: "PAYOUT_HELD";
  message: string;
  /** The open flags that hold (none when only a block holds). */
  flagIds: number[];
  /** Each held payout with why. */
  held: HeldPayout[];
}

/** Any failure a payout use case returns. */
export type PayoutError =
  | PayoutHeld
  | BelowMinimum
  | PayoutRequestInvalid
  | InsufficientBalance
  | PayoutNotCovered
  | PayoutFailure;

/** 'Insufficient balance. Available: 12.50' (never below zero: a negative balance reads as nothing available). */
export function insufficientBalance(available: Money): InsufficientBalance {
  const shown = (available < 0 ? 0 : available) as Money;
  return {
    code: "INSUFFICIENT_BALANCE",
    message: `Insufficient balance. Available: ${formatMoney(shown)}`,
    available,
  };
}

/** 'User has insufficient balance ($X) for this payout ($Y)', in the ledger currency's symbol ("Rs X" for PKR). */
export function payoutNotCovered(
  balance: Money,
  amount: Money,
  currency: Currency,
): PayoutNotCovered {
  return {
    code: "PAYOUT_NOT_COVERED",
    message: `User has insufficient balance (${
      symbolAmount(balance, currency)
    }) for this payout (${symbolAmount(amount, currency)})`,
    balance,
    amount,
  };
}

/** "Minimum payout is $10.00." in the ledger currency. */
export function belowMinimum(minimum: Money, currency: Currency): BelowMinimum {
  return {
    code: "VALIDATION_ERROR",
    message: minimumPayoutMessage(minimum, currency),
    field: "amount",
    minimum,
  };
}

/** The minimum payout rule's message, shared with the payout form. */
export function minimumPayoutMessage(
  minimum: MoneyTotal,
  currency: Currency,
): string {
  return `Minimum payout is ${formatCurrency(minimum, currency)}.`;
}

/** The payout is not pending any more (a batched one is settled by its batch's results). */
export function alreadyDecided(status: PayoutStatus): PayoutFailure {
  if (status === "processing") {
    return {
      code: "PAYOUT_IN_BATCH",
      message:
        "This payout is processing in a batch; record its result on the batch.",
    };
  }
  return {
    code: "PAYOUT_ALREADY_DECIDED",
    message: `This payout has already been ${status}.`,
  };
}

/** No such payout (or not the caller's). */
export const PAYOUT_NOT_FOUND: PayoutFailure = {
  code: "NOT_FOUND",
  message: "Payout not found.",
};
