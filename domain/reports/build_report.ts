/** Builds the rows of a user report: figures per day, payouts paid that day and the balance at day end. */
import { addDays, type CalendarDate } from "../shared/karachi_date.ts";
import type { DateRange } from "../stats/date_range.ts";
import { addMoneyTotals, type MoneyTotal } from "../shared/money.ts";
import type { DayFigures, LedgerDay } from "./report_repository.ts";

/** One report row (minor units); balance is the available balance at the end of the day. */
export interface ReportRow {
  date: CalendarDate;
  clicks: number;
  sales: number;
  earnings: MoneyTotal;
  payouts: MoneyTotal;
  balance: MoneyTotal;
}

/** Rows for the days of `range` with any activity, newest first. */
export function buildReport(
  range: DateRange,
  figures: DayFigures[],
  openingBalance: MoneyTotal,
  ledgerDays: LedgerDay[],
): ReportRow[] {
  const byDay = new Map(figures.map((f) => [f.date, f]));
  const ledgerByDay = new Map(ledgerDays.map((l) => [l.date, l]));
  const rows: ReportRow[] = [];
  let balance = openingBalance;
  for (let day = range.startDate; day <= range.endDate; day = addDays(day, 1)) {
    const f = byDay.get(day);
    const l = ledgerByDay.get(day);
    if (l) balance = addMoneyTotals(balance, l.balanceChange);
    const active =
      // Totals are a number or a bigint, so zero is tested with a loose comparison that holds for both (0n == 0).
      (f && (f.clicks !== 0 || f.sales !== 0 || f.earnings != 0)) ||
      (l && (l.balanceChange != 0 || l.payouts != 0));
    if (!active) continue;
    rows.push({
      date: day,
      clicks: f?.clicks ?? 0,
      sales: f?.sales ?? 0,
      earnings: f?.earnings ?? 0,
      payouts: l?.payouts ?? 0,
      balance,
    });
  }
  return rows.reverse();
}
