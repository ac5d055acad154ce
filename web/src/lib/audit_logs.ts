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
