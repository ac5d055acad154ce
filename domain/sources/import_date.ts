/** The date cell of an imported row: a calendar date, or a date and time (with or without an offset) read as an instant. */
import {
  type CalendarDate,
  isCalendarDate,
  karachiDate,
} from "../shared/karachi_date.ts";
import { err, ok, type Result } from "../shared/result.ts";

/** Why a date cell could not be read (the row's error). */
export const IMPORT_DATE_MESSAGE =
  "date must be a date written YYYY-MM-DD, or a date and time such as 2026-11-20 14:03:22 +0500 or 2026-11-20T09:03:22Z.";

const DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?\s*(Z|UTC|[+-]\d{2}(?::?\d{2})?)?$/i;

/**
 * Reads a date cell into the Asia/Karachi calendar date it falls on. `YYYY-MM-DD` is that date. A date and time
 * with an offset (`2026-11-20 14:03:22 +0500`, Shopify's export; `2026-11-20T09:03:22Z`, ISO 8601) is an instant,
 * dated in Asia/Karachi. A date and time without an offset (WooCommerce's exports) is taken as Asia/Karachi time,
 * so its date part is the date.
 */
export function parseImportDate(text: string): Result<CalendarDate, string> {
  const cell = text.trim();
  if (isCalendarDate(cell)) return ok(cell);
  const m = DATE_TIME.exec(cell);
  if (!m) return err(IMPORT_DATE_MESSAGE);
  const [, day, hh, mm, ss, zone] = m;
  const [hour, minute, second] = [hh, mm, ss ?? "0"].map(Number);
  if (!isCalendarDate(day) || hour > 23 || minute > 59 || second > 59) {
    return err(IMPORT_DATE_MESSAGE);
  }
  if (zone === undefined) return ok(day);
  let offsetMinutes = 0;
  if (!/^(z|utc)$/i.test(zone)) {
    const digits = zone.slice(1).replace(":", "");
    const h = Number(digits.slice(0, 2));
    const mins = digits.length > 2 ? Number(digits.slice(2)) : 0;
    if (h > 14 || mins > 59) return err(IMPORT_DATE_MESSAGE);
    offsetMinutes = (zone[0] === "-" ? -1 : 1) * (h * 60 + mins);
  }
  const [y, mo, d] = day.split("-").map(Number);
  const instant = Date.UTC(y, mo - 1, d, hour, minute, second) -
    offsetMinutes * 60_000;
  return ok(karachiDate(new Date(instant)));
}
