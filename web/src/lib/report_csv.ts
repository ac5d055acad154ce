/** The user report CSV: Date, Clicks, Sales, Earnings, Payouts, Balance, CurrentBalance; money with 2 decimals. */
import { toCsv } from "./csv.ts";
import { toFixed2 } from "./money.ts";
import type { ReportRow } from "./tracking_api.ts";

/** The report's CSV header. */
export const REPORT_CSV_HEADER = [
  "Date",
  "Clicks",
  "Sales",
  "Earnings",
  "Payouts",
  "Balance",
  "CurrentBalance",
];

/** The CSV text of report rows; every row carries the current balance. */
export function reportCsv(rows: ReportRow[], currentBalance: number): string {
  return toCsv(
    REPORT_CSV_HEADER,
    rows.map((r) => [
      r.date,
      r.clicks,
      r.sales,
      toFixed2(r.earnings),
      toFixed2(r.payouts),
      toFixed2(r.balance),
      toFixed2(currentBalance),
    ]),
  );
}

/** The download name: a report prefix plus the current date. */
export function reportFileName(today: string): string {
  return `kamai_report_${today}.csv`;
}
