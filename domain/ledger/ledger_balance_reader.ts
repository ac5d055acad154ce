/** LedgerBalanceReader: the derived figures of the ledger (available, on hold, paid), always sums of its rows. */
import type { MoneyTotal } from "../shared/money.ts";
import type { CalendarDate } from "../shared/karachi_date.ts";

/** Earnings still on hold that become payable on one date. */
export interface PendingEarning {
  amount: MoneyTotal;
  availableOn: CalendarDate;
}

/** Everything the payout screens show about one user's money (sums: they may exceed 2^53 minor units). */
export interface BalanceSummary {
  /** Sum of every row whose available_on is on or before today: what can be requested now. */
  available: MoneyTotal;
  /** Earnings (net of reversals) still on hold, grouped by the date they become payable, earliest first. */
  pending: PendingEarning[];
  pendingTotal: MoneyTotal;
  /** Earnings of pending sales awaiting approval (never payable until approved). */
  pendingApproval: MoneyTotal;
  /** Money actually paid out (sum of payout_paid rows, positive). */
  totalPaid: MoneyTotal;
  /** Money held by payout requests still pending (positive). */
  reserved: MoneyTotal;
}

/** Reads balances; "today" is the Asia/Karachi date the caller considers current. */
export interface LedgerBalanceReader {
  /** The available balance of a user on a date. */
  availableBalance(userId: number, today: CalendarDate): Promise<MoneyTotal>;
  /** The available balances of several users on a date, in one read (a user without rows has 0). */
  availableBalances(
    userIds: number[],
    today: CalendarDate,
  ): Promise<Map<number, MoneyTotal>>;
  /** The full balance summary of a user on a date. */
  balanceSummary(userId: number, today: CalendarDate): Promise<BalanceSummary>;
}
