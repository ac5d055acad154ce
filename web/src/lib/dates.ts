/** Asia/Karachi calendar dates in the browser ("YYYY-MM-DD"), whatever the device's own time zone. */

const KARACHI = "Asia/Karachi";

const isoDate = new Intl.DateTimeFormat("en-CA", {
  timeZone: KARACHI,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** The Asia/Karachi calendar date of an instant (default: now). */
export function karachiToday(now: Date = new Date()): string {
  return isoDate.format(now);
}

/** Adds whole days to a "YYYY-MM-DD" date. */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Adds calendar months, clamping the day to the target month's length. */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split("-").map(Number);
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return target.toISOString().slice(0, 10);
}

/** The first day of the month a date falls in. */
export function startOfMonth(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

/** The last day of the month a date falls in. */
export function endOfMonth(date: string): string {
  const [y, m] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

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
