/** summarizeLedger: the ledger semantics of docs/CONVENTIONS.md as one pure function over rows. */
import { addMoneyTotals, money } from "../shared/money.ts";
import type { CalendarDate } from "../shared/karachi_date.ts";
import { type LedgerEntryInput, PENDING_KINDS } from "./ledger_repository.ts";
import type {
  BalanceSummary,
  PendingEarning,
} from "./ledger_balance_reader.ts";

/** The balance summary of one user's ledger rows on a date (rows of other users must be filtered out first). */
export function summarizeLedger(
  rows: readonly LedgerEntryInput[],
  today: CalendarDate,
): BalanceSummary {
  let available = 0;
  let totalPaid = 0;
  let reserved = 0;
  let pendingApproval = 0;
  const onHold = new Map<CalendarDate, number>();
  for (const row of rows) {
    if (row.availableOn <= today) available += row.amount;
    if (
      (row.kind === "earning" || row.kind === "earning_reversal") &&
      row.availableOn > today
    ) {
      onHold.set(
        row.availableOn,
        (onHold.get(row.availableOn) ?? 0) + row.amount,
      );
    }
    // Paid is the gross: the net sent plus any tax withheld on the affiliate's behalf.
    if (row.kind === "payout_paid" || row.kind === "payout_tax") {
      totalPaid -= row.amount;
    }
    if (PENDING_KINDS.includes(row.kind)) pendingApproval += row.amount;
    // A reservation is cancelled by its release (rejected, or paid and replaced by payout_paid).
    if (row.kind === "payout_reserved" || row.kind === "payout_released") {
      reserved -= row.amount;
    }
  }
  const pending: PendingEarning[] = [...onHold.entries()]
    .filter(([, amount]) => amount !== 0)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([availableOn, amount]) => ({ availableOn, amount: money(amount) }));
  const pendingTotal = addMoneyTotals(...pending.map((p) => p.amount));
  return {
    available: money(available),
    pending,
    pendingTotal,
    pendingApproval: money(pendingApproval),
    totalPaid: money(totalPaid),
    reserved: money(reserved),
  };
}
