/** LedgerRepository: the append-only money ledger (table ledger_entries); balances are sums of its rows. */
import type { Money } from "../shared/money.ts";
import type { CalendarDate } from "../shared/karachi_date.ts";

/** What moved: earnings in, reversals and payouts out. */
export type LedgerKind =
  | "earning"
  | "earning_reversal"
  | "payout_reserved"
  | "payout_released"
  | "payout_paid"
  /** A pending sale's earnings (counted in stats, never payable), at PENDING_AVAILABLE_ON. */
  | "pending_earning"
  /** Pending earnings moved out on approval (−), paired with an `earning` (+) dated when they become payable. */
  | "pending_approved"
  /** Pending earnings voided by a refund or a reversal (−). */
  | "pending_reversal"
  /** The tax a paid payout withheld (−), beside its payout_paid row of the net (docs/payout-operations.md). */
  | "payout_tax";

/** What caused a movement. */
export type LedgerSourceType =
  | "sale"
  | "manual_stat"
  | "payout"
  /** A sales source's step (table source_keys): several partial refunds of one order are several steps. */
  | "source_step"
  /** An admin's approval of a conversion that was over a cap (table offer_conversions). */
  | "offer_conversion";

/** The available_on of pending earnings: later than any day, so no balance, hold or guard ever counts them. */
export const PENDING_AVAILABLE_ON = "infinity";

/** The kinds whose sum is what awaits approval. */
export const PENDING_KINDS: readonly LedgerKind[] = [
  "pending_earning",
  "pending_approved",
  "pending_reversal",
];

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
  /**
   * Appends rows in one statement, in the given order (the balance guard checks each outgoing row against the rows
   * before it); a row whose (sourceType, sourceId, kind) exists is skipped. Answers how many were appended.
   */
  appendMany(entries: LedgerEntryInput[]): Promise<number>;
}
