/** LedgerRepository: the append-only money ledger (table ledger_entries); balances are sums of its rows. */
import type { Money } from "../shared/money.ts";
import type { CalendarDate } from "../shared/karachi_date.ts";

/** What moved: earnings in, reversals and payouts out. */
export type LedgerKind =
  | "earning"
  | "earning_reversal"
  | "payout_reserved"
  | "payout_released"
  | "payout_paid";

/** What caused a movement. */
export type LedgerSourceType = "sale" | "manual_stat" | "payout";

/** One movement to append; amount is signed (earning +, reversal -, reserved -, released +). */
export interface LedgerEntryInput {
  userId: number;
  productId: number | null;
  kind: LedgerKind;
  amount: Money;
  /** Asia/Karachi date from which the amount counts towards the available balance. */
  availableOn: CalendarDate;
  sourceType: LedgerSourceType;
  sourceId: number;
}

/** The transaction-scoped port for appending to the ledger. Rows are never updated or deleted. */
export interface LedgerRepository {
  /** Appends a row; returns false when the same (sourceType, sourceId, kind) already exists. */
  append(entry: LedgerEntryInput): Promise<boolean>;
}
