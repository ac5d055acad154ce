/** ReportRepository: the daily figures and ledger movements a user report is built from. */
import type { CalendarDate } from "../shared/karachi_date.ts";
import type { MoneyTotal } from "../shared/money.ts";
import type { DateRange } from "../stats/date_range.ts";

/** A user's summed figures on one Karachi day (earnings in minor units). */
export interface DayFigures {
  date: CalendarDate;
  clicks: number;
  sales: number;
  earnings: MoneyTotal;
}

/**
 * Ledger movement on one Karachi day: `balanceChange` sums the rows that count towards the available balance from
 * that day (their available_on, whenever they were written); `payouts` sums the payouts requested that day that
 * were not refused or failed (a payout leaves the balance when it is requested).
 */
export interface LedgerDay {
  date: CalendarDate;
  balanceChange: MoneyTotal;
  payouts: MoneyTotal;
}

/** The read port for user reports (minor units throughout). */
export interface ReportRepository {
  dailyFigures(userId: number, range: DateRange): Promise<DayFigures[]>;
  /** The available balance at the end of the day before `date`. */
  balanceBefore(userId: number, date: CalendarDate): Promise<MoneyTotal>;
  ledgerDays(userId: number, range: DateRange): Promise<LedgerDay[]>;
}
