/** Asia/Karachi calendar dates in the browser ("YYYY-MM-DD"), whatever the device's own time zone. */

import {
  addDays,
  addMonths,
  endOfMonth,
  karachiDate,
  startOfMonth,
} from "@domain/shared/karachi_date.ts";

import { currentLanguage, type Language } from "@/i18n/i18n.ts";

const KARACHI = "Asia/Karachi";

/** The Asia/Karachi calendar date of an instant (default: now). */
export function karachiToday(now: Date = new Date()): string {
  return karachiDate(now);
}

// Calendar arithmetic is the domain's own (pure, no Deno or HTTP), so browser and server agree on every range.
export { addDays, addMonths, endOfMonth, startOfMonth };

// Urdu pages name months in Urdu ("26 نومبر، 2026") with Western digits, as the catalogues write numbers.
const LOCALES: Record<Language, string> = {
  en: "en-GB",
  ur: "ur-PK-u-nu-latn",
};

const dateTimes = new Map<Language, Intl.DateTimeFormat>();
const datesOnly = new Map<Language, Intl.DateTimeFormat>();

/** The date-and-time formatter of a language (24-hour clock in both). */
function dateTime(language: Language): Intl.DateTimeFormat {
  let format = dateTimes.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], {
      timeZone: KARACHI,
      day: "2-digit",
      month: "short",
      year: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    dateTimes.set(language, format);
  }
  return format;
}

/** The calendar-date formatter of a language. */
function dateOnly(language: Language): Intl.DateTimeFormat {
  let format = datesOnly.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[language], {
      timeZone: "UTC",
      day: "2-digit",
      month: "short",
      year: "numeric",
    });
    datesOnly.set(language, format);
  }
  return format;
}

/**
 * Formats an instant for people, in Karachi time, e.g. "05 Mar 2026, 14:30" ("05 مارچ، 2026، 14:30" in Urdu); a
 * dash when missing or invalid.
 */
export function formatDateTime(
  value: string | number | Date | null | undefined,
  language: Language = currentLanguage(),
): string {
  if (value === null || value === undefined || value === "") return "-";
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? "-" : dateTime(language).format(d);
}

/** Formats a "YYYY-MM-DD" calendar date for people, e.g. "05 Mar 2026"; a dash when missing or invalid. */
export function formatCalendarDate(
  value: string | null | undefined,
  language: Language = currentLanguage(),
): string {
  if (!value) return "-";
  const d = new Date(`${value.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(d.getTime()) ? "-" : dateOnly(language).format(d);
}

/**
 * A `datetime-local` value ("2026-03-05T14:30") read as Asia/Karachi time (UTC+5 all year, no daylight saving), as
 * an ISO instant; null when it is not a full date and time.
 */
export function karachiLocalToInstant(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  const at = new Date(`${local}:00+05:00`);
  return Number.isNaN(at.getTime()) ? null : at.toISOString();
}
