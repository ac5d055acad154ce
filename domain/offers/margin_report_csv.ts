/** The margin report as CSV: the same rows and totals as the JSON answer, one line each, the total last. */
import type { Currency } from "../shared/currency.ts";
import { formatMoney } from "../shared/money.ts";
import type { MarginReport } from "./margin_report.ts";

const GROUP_HEADER = {
  offer: ["Offer ID", "Offer"],
  affiliate: ["Affiliate ID", "Affiliate"],
  source: ["Source ID", "Source"],
  goal: ["Goal", "Goal name"],
} as const;

/** Quotes one field (RFC 4180); text a spreadsheet would run as a formula gets a leading quote. */
function field(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value)
    ? `'${value}`
    : value;
  return `"${text.replaceAll('"', '""')}"`;
}

/** The CSV document (CRLF lines, every field quoted); money columns name the ledger currency. */
export function marginReportCsv(
  report: MarginReport,
  currency: Currency,
): string {
  const affiliate = report.groupBy === "affiliate";
  const header = [
    ...GROUP_HEADER[report.groupBy],
    ...(affiliate ? ["Email"] : []),
    "Conversions",
    `Revenue (${currency})`,
    `Affiliate payout (${currency})`,
    `Withholding tax (${currency})`,
    `Margin (${currency})`,
  ];
  const figures = (r: MarginReport["totals"]) => [
    String(r.conversions),
    formatMoney(r.revenue),
    formatMoney(r.affiliatePayout),
    formatMoney(r.withholdingTax),
    formatMoney(r.margin),
  ];
  const lines = [
    header,
    ...report.rows.map((r) => [
      r.key,
      r.name,
      ...(affiliate ? [r.email ?? ""] : []),
      ...figures(r),
    ]),
    [
      "Total",
      `${report.from} to ${report.to}`,
      ...(affiliate ? [""] : []),
      ...figures(report.totals),
    ],
  ];
  return lines.map((l) => l.map(field).join(",")).join("\r\n") + "\r\n";
}
