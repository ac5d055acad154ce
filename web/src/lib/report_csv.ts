/** The user report CSV: Date, Clicks, Sales, Earnings, Payouts, Balance, CurrentBalance; money with 2 decimals. */
import type { Currency } from "@domain/shared/currency.ts";
import { toCsv } from "./csv.ts";
import { displayCurrency, toFixed2 } from "./money.ts";
import type { ReportRow } from "./tracking_api.ts";

/** The report's CSV header as the spec names it (the spec's ledger is in dollars). */
export const REPORT_CSV_HEADER = [
  "Date",
  "Clicks",
  "Sales",
  "Earnings",
  "Payouts",
  "Balance",
  "CurrentBalance",
];

const MONEY_COLUMNS = new Set([
  "Earnings",
  "Payouts",
  "Balance",
  "CurrentBalance",
]);

/**
 * The header in a ledger currency: the spec's names for USD (its contract, docs/product.md), and the money columns
 * naming the currency otherwise: "Earnings (PKR)" (docs/money.md "Ledger currency").
 */
export function reportCsvHeader(currency: Currency): string[] {
  return currency === "USD"
    ? REPORT_CSV_HEADER
    : REPORT_CSV_HEADER.map((c) =>
      MONEY_COLUMNS.has(c) ? `${c} (${currency})` : c
    );
}

/** The CSV text of report rows; every row carries the current balance. */
export function reportCsv(
  rows: ReportRow[],
  currentBalance: number,
  currency: Currency = displayCurrency(),
): string {
  return toCsv(
    reportCsvHeader(currency),
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

/** A row of the report grouped by a sub-id (GET /api/user/reports?by=s1..s5). */
export interface SubIdReportRow {
  date: string;
  value: string;
  clicks: number;
  sales: number;
  earnings: number;
}

/**
 * The CSV of the report grouped by a sub-id: Date, the slot (s1…s5, as the tracked link names it), Clicks, Sales,
 * Earnings; no payouts or balance, which have no sub-id (docs/sub-ids.md).
 */
export function subIdReportCsv(
  rows: SubIdReportRow[],
  slot: string,
  currency: Currency = displayCurrency(),
): string {
  return toCsv(
    [
      "Date",
      slot,
      "Clicks",
      "Sales",
      currency === "USD" ? "Earnings" : `Earnings (${currency})`,
    ],
    rows.map((r) => [r.date, r.value, r.clicks, r.sales, toFixed2(r.earnings)]),
  );
}

/** The grouped report's download name: the slot and the current date. */
export function subIdReportFileName(slot: string, today: string): string {
  return `kamai_report_${slot}_${today}.csv`;
}
