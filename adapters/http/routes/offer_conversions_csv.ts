/** The conversion lists as CSV files (format=csv): the affiliate's own columns, and the admin's with who and where. */
import type {
  AdminOfferConversionJson,
  OfferConversionJson,
} from "../../../wire/offer_conversions.ts";

/** Quotes one field (RFC 4180); text a spreadsheet would run as a formula gets a leading quote. */
function field(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) && !/^-?\d+(\.\d+)?$/.test(value)
    ? `'${value}`
    : value;
  return `"${text.replaceAll('"', '""')}"`;
}

const money = (n: number | null) => (n === null ? "" : n.toFixed(2));

const USER_HEADER = [
  "Time",
  "Offer",
  "Goal",
  "Order ID",
  "Amount",
  "Status",
  "Earning",
  "Explanation",
];

function userCells(c: OfferConversionJson): string[] {
  return [
    c.occurredAt,
    c.productTitle,
    c.goal,
    c.orderId,
    money(c.amount),
    c.status,
    money(c.earning),
    c.explanation,
  ];
}

const document = (lines: string[][]) =>
  lines.map((l) => l.map(field).join(",")).join("\r\n") + "\r\n";

/** An affiliate's conversions as CSV (CRLF lines, every field quoted). */
export function userConversionsCsv(rows: OfferConversionJson[]): string {
  return document([USER_HEADER, ...rows.map(userCells)]);
}

/** The admin's conversions as CSV: the affiliate's columns plus affiliate, source and revenue. */
export function adminConversionsCsv(rows: AdminOfferConversionJson[]): string {
  return document([
    [...USER_HEADER, "Affiliate ID", "Affiliate", "Source", "Revenue"],
    ...rows.map((c) => [
      ...userCells(c),
      String(c.userId),
      c.userName,
      c.sourceName,
      money(c.revenue),
    ]),
  ]);
}
