/** The My Stats periods (docs/product.md §2) as Asia/Karachi date ranges. */
import {
  addDays,
  addMonths,
  type CalendarDate,
  startOfMonth,
} from "../shared/karachi_date.ts";
import type { DateRange } from "./date_range.ts";

/** The period labels of the My Stats dropdown, in order. */
export const STATS_PERIODS = [
  "Today",
  "Yesterday",
  "Last 7 Days",
  "This Month",
  "Last Month",
  "Last 3 Months",
  "Last 6 Months",
  "This Year",
  "Custom Range",
] as const;

/** One of the period labels. */
export type StatsPeriod = typeof STATS_PERIODS[number];

/** The range of a preset period ending `today` (a Karachi date); null for Custom Range or an unknown label. */
export function periodRange(
  label: string,
  today: CalendarDate,
): DateRange | null {
  switch (label.trim().toLowerCase()) {
    case "today":
      return { startDate: today, endDate: today };
    case "yesterday": {
      const y = addDays(today, -1);
      return { startDate: y, endDate: y };
    }
    case "last 7 days":
      return { startDate: addDays(today, -6), endDate: today };
    case "this month":
      return { startDate: startOfMonth(today), endDate: today };
    case "last month": {
      const first = startOfMonth(addMonths(startOfMonth(today), -1));
      return { startDate: first, endDate: addDays(startOfMonth(today), -1) };
    }
    case "last 3 months":
      return { startDate: addDays(addMonths(today, -3), 1), endDate: today };
    case "last 6 months":
      return { startDate: addDays(addMonths(today, -6), 1), endDate: today };
    case "this year":
      return { startDate: `${today.slice(0, 4)}-01-01`, endDate: today };
    default:
      return null;
  }
}

/** This month so far and the same days of last month: a comparison like for like. */
export interface MonthToDateComparison {
  current: DateRange;
  previous: DateRange;
}

/**
 * Month to date against the same days of last month (1–28 Nov against 1–28 Oct), so a month that has just begun
 * is not measured against a whole one. Last month's end is clamped to its length (31 Mar against 1–28 Feb).
 */
export function monthToDateComparison(
  today: CalendarDate,
): MonthToDateComparison {
  const start = startOfMonth(today);
  const previousStart = addMonths(start, -1);
  return {
    current: { startDate: start, endDate: today },
    previous: { startDate: previousStart, endDate: addMonths(today, -1) },
  };
}
