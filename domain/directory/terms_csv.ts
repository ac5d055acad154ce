/** A terms document's acceptances as CSV (docs/offer-directory.md): one line per acceptance, newest first. */
import type { TermsAcceptance } from "./terms.ts";

/** Quotes one field (RFC 4180); text a spreadsheet would run as a formula gets a leading quote. */
function field(value: string): string {
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${text.replaceAll('"', '""')}"`;
}

/** The CSV document (CRLF lines, every field quoted, instants in ISO 8601 UTC). */
export function termsAcceptancesCsv(rows: readonly TermsAcceptance[]): string {
  const lines = [
    ["User ID", "Name", "Email", "Version", "Accepted at", "Visitor key"],
    ...rows.map((r) => [
      String(r.userId),
      r.userName,
      r.userEmail,
      String(r.version),
      r.acceptedAt.toISOString(),
      r.visitorKey,
    ]),
  ];
  return lines.map((l) => l.map(field).join(",")).join("\r\n") + "\r\n";
}
