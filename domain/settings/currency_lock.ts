/** The ledger currency's lock: once money is recorded, the `currency` setting no longer changes (docs/money.md). */
import type { Currency } from "../shared/currency.ts";

/** What fixes the ledger currency: ledger rows, recorded sales (conversions or source orders), manual earnings. */
export const CURRENCY_LOCK_REASONS = [
  "ledger_entries",
  "sales",
  "manual_earnings",
] as const;

/** One reason the ledger currency is fixed. */
export type CurrencyLockReason = typeof CURRENCY_LOCK_REASONS[number];

const WHAT: Record<CurrencyLockReason, string> = {
  ledger_entries: "the ledger has entries",
  sales: "sales are recorded",
  manual_earnings: "manual earnings are recorded",
};

/** The refusal's message: "The ledger currency is USD and cannot change: the ledger has entries." */
export function currencyLockedMessage(
  currency: Currency,
  reason: CurrencyLockReason,
): string {
  return `The ledger currency is ${currency} and cannot change: ${
    WHAT[reason]
  }.`;
}
