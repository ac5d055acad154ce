/** The admin payout history CSV of docs/product.md §9: quoted fields, a dash for every missing value. */
import type { Currency } from "@domain/shared/currency.ts";
import { methodLabel, type Payout } from "./payouts.ts";
import { karachiToday } from "./dates.ts";
import { toCsv } from "./csv.ts";
import { displayCurrency } from "./money.ts";

/** The CSV columns, in order; the amount names the ledger currency ("Amount (USD)" as in the spec, "Amount (PKR)"). */
export function payoutCsvColumns(currency: Currency): string[] {
  return [...PAYOUT_CSV_COLUMNS].map((c) =>
    c === "Amount" ? `Amount (${currency})` : c
  );
}

const PAYOUT_CSV_COLUMNS = [
  "Date",
  "User",
  "Product",
  "Amount",
  "Payment Method",
  "Account Type",
  "Account Label",
  "Account Name",
  "Bank Name",
  "Account Number",
  "Status",
  "Rejection Reason",
  "Transaction ID",
] as const;

/** payouts_history_{YYYY-MM-DD}.csv with today's Asia/Karachi date. */
export function payoutCsvFileName(now: Date = new Date()): string {
  return `payouts_history_${karachiToday(now)}.csv`;
}

/** Missing values read as a dash in this export. */
function orDash(value: string | number | null | undefined): string | number {
  return value === null || value === undefined || value === "" ? "-" : value;
}

/** The status as the screens name it: paid, rejected, failed (the amount is back: docs/payout-operations.md), and
 * anything else (processing in a batch included) reads as pending (docs/product.md §4). */
export function displayStatus(
  status: string | null | undefined,
): "pending" | "paid" | "rejected" | "failed" {
  return status === "paid" || status === "rejected" || status === "failed"
    ? status
    : "pending";
}

/** The whole CSV text (CRLF line ends, header first); amounts are in the ledger currency, which the header names. */
export function payoutsCsv(
  rows: Payout[],
  currency: Currency = displayCurrency(),
): string {
  return toCsv(
    payoutCsvColumns(currency),
    rows.map((p) => {
      const when = p.requestedAt ?? p.createdAt;
      return [
        when ? karachiToday(new Date(when)) : null,
        p.user,
        p.product,
        Number(p.amount).toFixed(2),
        methodLabel(p.method),
        p.accountType,
        p.accountLabel,
        p.accountName,
        p.bankName,
        p.accountNumber,
        displayStatus(p.status),
        p.rejectionReason,
        p.transactionId,
      ].map(orDash);
    }),
  );
}
