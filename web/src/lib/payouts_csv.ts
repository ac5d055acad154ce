/** The admin payout history CSV of spec section 9: quoted fields, a dash for every missing value. */
import { methodLabel, type Payout } from "./payouts.ts";
import { karachiToday } from "./dates.ts";

/** The CSV columns, in order. */
export const PAYOUT_CSV_COLUMNS = [
  "Date",
  "User",
  "Product",
  "Amount (USD)",
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

/** One quoted CSV field; inner quotes doubled, missing values as a dash. */
function field(value: string | number | null | undefined): string {
  const text = value === null || value === undefined || value === ""
    ? "-"
    : String(value);
  return `"${text.replaceAll('"', '""')}"`;
}

/** The status as the screens name it: anything but paid or rejected reads as pending (spec section 4). */
export function displayStatus(
  status: string | null | undefined,
): "pending" | "paid" | "rejected" {
  return status === "paid" || status === "rejected" ? status : "pending";
}

/** The whole CSV text (CRLF line ends, header first). */
export function payoutsCsv(rows: Payout[]): string {
  const lines = [PAYOUT_CSV_COLUMNS.map(field).join(",")];
  for (const p of rows) {
    const when = p.requestedAt ?? p.createdAt;
    lines.push(
      [
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
      ].map(field).join(","),
    );
  }
  return lines.join("\r\n") + "\r\n";
}

/** Makes the browser download `text` as a CSV file. */
export function downloadCsv(fileName: string, text: string): void {
  const url = URL.createObjectURL(
    new Blob([text], { type: "text/csv;charset=utf-8" }),
  );
  const a = document.createElement("a");
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
