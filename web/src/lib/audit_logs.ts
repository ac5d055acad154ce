/** Audit log rows as the admin page reads them, their badge colours and their CSV. */
import { toCsv } from "./csv.ts";
import { formatDateTime } from "./dates.ts";
import type { AuditLogJson } from "@wire/audit.ts";

/** Badge colours (the same names as components/Badge.tsx). */
export type ActionColour = "green" | "yellow" | "red" | "blue" | "gray";

/** A row of GET /api/admin/audit-logs. */
export type AuditLogRow = AuditLogJson;

/** The badge colour of an action, by keyword (docs/product.md §9: Payout, Reject, Update, Reset). */
export function actionVariant(action: string): ActionColour {
  if (/payout/i.test(action)) return "green";
  if (/reject/i.test(action)) return "red";
  if (/update/i.test(action)) return "blue";
  if (/reset/i.test(action)) return "yellow";
  return "gray";
}

/** A piece of an audit row's details: plain text, or a person it names as "user #id" (with their name now). */
export type DetailPart = { text: string } | {
  text: string;
  userId: number;
  name: string;
};

/** The details split so each "user #id" whose name is known can read as the name (the text stays as written). */
export function detailParts(
  details: string,
  userNames: Record<string, string>,
): DetailPart[] {
  const parts: DetailPart[] = [];
  let last = 0;
  for (const m of details.matchAll(/\buser #(\d{1,15})\b/gi)) {
    const name = userNames[m[1]];
    if (name === undefined) continue;
    if (m.index > last) parts.push({ text: details.slice(last, m.index) });
    parts.push({ text: m[0], userId: Number(m[1]), name });
    last = m.index + m[0].length;
  }
  if (last < details.length) parts.push({ text: details.slice(last) });
  return parts;
}

/** The CSV of docs/product.md: Date, Admin ID, Action, Details. */
export function auditCsv(rows: AuditLogRow[]): string {
  return toCsv(
    ["Date", "Admin ID", "Action", "Details"],
    rows.map((
      r,
      // The file's dates stay English whatever the page's language: it is data for spreadsheets.
    ) => [formatDateTime(r.createdAt, "en"), r.adminId, r.action, r.details]),
  );
}
