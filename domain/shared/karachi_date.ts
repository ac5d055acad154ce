/** Asia/Karachi calendar dates (UTC+5, no daylight saving) as "YYYY-MM-DD" strings. */

const KARACHI_OFFSET_MS = 5 * 60 * 60 * 1000;

/** A calendar date string "YYYY-MM-DD". */
export type CalendarDate = string;

/** The Asia/Karachi calendar date of an instant. */
export function karachiDate(instant: Date): CalendarDate {
  return new Date(instant.getTime() + KARACHI_OFFSET_MS).toISOString().slice(
    0,
    10,
  );
}

/** The UTC instant at which a Karachi calendar date begins. */
export function karachiStartOfDay(date: CalendarDate): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - KARACHI_OFFSET_MS);
}

/** Adds whole days to a calendar date. */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Adds calendar months to a date, clamping the day to the target month's length. */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const [y, m, d] = date.split("-").map(Number);
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0),
  ).getUTCDate();
  target.setUTCDate(Math.min(d, lastDay));
  return target.toISOString().slice(0, 10);
}

/** The first day of the month a date falls in. */
export function startOfMonth(date: CalendarDate): CalendarDate {
  return `${date.slice(0, 7)}-01`;
}

/** The last day of the month a date falls in. */
export function endOfMonth(date: CalendarDate): CalendarDate {
  const [y, m] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/** True when a string is a real calendar date in "YYYY-MM-DD" form. */
export function isCalendarDate(value: unknown): value is CalendarDate {
  if (typeof value !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(value)) {
    return false;
  }
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
}
