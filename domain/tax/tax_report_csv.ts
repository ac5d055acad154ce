/** The monthly withholding report as CSV for filing: payee name, CNIC/NTN, gross, rate, tax, date. */
import { formatMoney } from "../shared/money.ts";
import type { Currency } from "../shared/currency.ts";
import type { TaxReportRow } from "./tax_repos.ts";

/** The header; the money columns name the ledger currency (the amounts themselves are plain 2-decimal numbers). */
export function taxReportCsvHeader(currency: Currency): string[] {
  return [
    "Payee name",
    "CNIC/NTN",
    `Gross (${currency})`,
    "Rate (%)",
    `Tax (${currency})`,
    "Date",
  ];
}

/** Quotes one field (RFC 4180); text a spreadsheet would run as a formula gets a leading quote. */
function field(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value)
    ? `'${value}`
    : value;
  return `"${text.replaceAll('"', '""')}"`;
}

/** The CSV document (CRLF lines, every field quoted); a payee with no recorded id shows "none recorded". */
export function taxReportCsv(
  rows: TaxReportRow[],
  currency: Currency,
): string {
  const lines = [
    taxReportCsvHeader(currency),
    ...rows.map((r) => [
      r.payeeName,
      r.idNumber ?? "none recorded",
      formatMoney(r.gross),
      String(r.rateBp / 100),
      formatMoney(r.tax),
      r.paidOn,
    ]),
  ];
  return lines.map((l) => l.map(field).join(",")).join("\r\n") + "\r\n";
}
