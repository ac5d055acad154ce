/** Asia/Karachi calendar dates in the browser ("YYYY-MM-DD"), whatever the device's own time zone. */

import {
  addDays,
  addMonths,
  endOfMonth,
  karachiDate,
  startOfMonth,
} from "../../../domain/shared/karachi_date.ts";

const KARACHI = "Asia/Karachi";

/** The Asia/Karachi calendar date of an instant (default: now). */
export function karachiToday(now: Date = new Date()): string {
  return karachiDate(now);
}

// Calendar arithmetic is the domain's own (pure, no Deno or HTTP), so browser and server agree on every range.
export { addDays, addMonths, endOfMonth, startOfMonth };

const dateTime = new Intl.DateTimeFormat("en-GB", {
  timeZone: KARACHI,
  day: "2-digit",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
});

const dateOnly = new Intl.DateTimeFormat("en-GB", {
  timeZone: "UTC",
  day: "2-digit",
  month: "short",
  year: "numeric",
});

/** Formats an instant for people, in Karachi time, e.g. "05 Mar 2026, 14:30"; a dash when missing or invalid. */
export function formatDateTime(
  value: string | number | Date | null | undefined,
): string {
  if (value === null || value === undefined || value === "") return "-";
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? "-" : dateTime.format(d);
}

/** Formats a "YYYY-MM-DD" calendar date for people, e.g. "05 Mar 2026"; a dash when missing or invalid. */
export function formatCalendarDate(value: string | null | undefined): string {
  if (!value) return "-";
  const d = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? "-" : dateOnly.format(d);
}
