/** Date presets of the stats and report screens, computed as Asia/Karachi dates (docs/product.md §2 and §9). */
import { addDays, addMonths, endOfMonth, karachiToday } from "./dates.ts";
import { periodRange, STATS_PERIODS } from "@domain/stats/periods.ts";
import { type MessageKey, t } from "@/i18n/i18n.ts";

/** Catalogue keys of the period labels (the English labels stay the values sent to the server). */
const PERIOD_KEYS: Record<string, MessageKey> = {
  "Today": "period.today",
  "Yesterday": "period.yesterday",
  "Last 2 Days": "period.last2",
  "Last 7 Days": "period.last7",
  "7 Days": "period.7days",
  "Last 30 Days": "period.last30",
  "This Month": "period.thisMonth",
  "Last Month": "period.lastMonth",
  "Last 3 Months": "period.last3m",
  "Last 6 Months": "period.last6m",
  "Last 7 Months": "period.last7m",
  "This Year": "period.thisYear",
  "Last 1 Year": "period.last1y",
  "Custom Range": "period.customRange",
  "Custom Day": "period.customDay",
  "Custom Month": "period.customMonth",
  "Custom Year": "period.customYear",
};

/** A period's label in the current language ("Today" -> "آج"); unknown labels show as they are. */
export function periodLabel(english: string): string {
  const key = PERIOD_KEYS[english];
  return key ? t(key) : english;
}

/** Admin presets that are the same ranges as My Stats periods, computed by the domain's one rule. */
const SHARED_ADMIN_PERIODS: Record<string, string> = {
  today: "Today",
  yesterday: "Yesterday",
  "7days": "Last 7 Days",
  thisMonth: "This Month",
  lastMonth: "Last Month",
  last3m: "Last 3 Months",
  last6m: "Last 6 Months",
  thisYear: "This Year",
};

/** Report presets that are My Stats periods, computed by the domain's one rule. */
const SHARED_REPORT_PERIODS: Record<string, string> = {
  today: "Today",
  yesterday: "Yesterday",
  last7: "Last 7 Days",
  thisMonth: "This Month",
  lastMonth: "Last Month",
  last3m: "Last 3 Months",
  last6m: "Last 6 Months",
  thisYear: "This Year",
};

/** An inclusive range of "YYYY-MM-DD" dates. */
export interface DateRange {
  startDate: string;
  endDate: string;
}

/** The My Stats period dropdown, in order: the server's own list, so labels sent as ?filter= always match. */
export { STATS_PERIODS };

/**
 * A preset of a period select. The one list (My Stats' nine periods, in their order) comes first on every screen;
 * `more` marks a range the spec also names for that screen (docs/product.md §9), shown after it under "More ranges".
 */
export interface Preset {
  value: string;
  label: string;
  more?: boolean;
}

/** The user report presets: the one list, then the spec's other report presets (docs/first-week.md). */
export const REPORT_PRESETS: readonly Preset[] = [
  { value: "today", label: "Today" },
  { value: "yesterday", label: "Yesterday" },
  { value: "last7", label: "Last 7 Days" },
  { value: "thisMonth", label: "This Month" },
  { value: "lastMonth", label: "Last Month" },
  { value: "last3m", label: "Last 3 Months" },
  { value: "last6m", label: "Last 6 Months" },
  { value: "thisYear", label: "This Year" },
  { value: "custom", label: "Custom Range" },
  { value: "last2", label: "Last 2 Days", more: true },
  { value: "last30", label: "Last 30 Days", more: true },
  { value: "last7m", label: "Last 7 Months", more: true },
  { value: "last1y", label: "Last 1 Year", more: true },
];

/** The admin stats presets: the one list, then the spec's other admin presets (docs/first-week.md). */
export const ADMIN_PRESETS: readonly Preset[] = [
  { value: "today", label: "Today" },
  { value: "yesterday", label: "Yesterday" },
  { value: "7days", label: "Last 7 Days" },
  { value: "thisMonth", label: "This Month" },
  { value: "lastMonth", label: "Last Month" },
  { value: "last3m", label: "Last 3 Months" },
  { value: "last6m", label: "Last 6 Months" },
  { value: "thisYear", label: "This Year" },
  { value: "customRange", label: "Custom Range" },
  { value: "last1y", label: "Last 1 Year", more: true },
  { value: "customDay", label: "Custom Day", more: true },
  { value: "customMonth", label: "Custom Month", more: true },
  { value: "customYear", label: "Custom Year", more: true },
];

/** The range of a report preset ending today (null for custom). */
export function reportPresetRange(
  preset: string,
  today: string = karachiToday(),
): DateRange | null {
  const shared = SHARED_REPORT_PERIODS[preset];
  if (shared) return periodRange(shared, today);
  const back = (days: number) => ({
    startDate: addDays(today, -days),
    endDate: today,
  });
  switch (preset) {
    case "last2":
      return back(1);
    case "last30":
      return back(29);
    case "last7m":
      return { startDate: addDays(addMonths(today, -7), 1), endDate: today };
    case "last1y":
      return { startDate: addDays(addMonths(today, -12), 1), endDate: today };
    default:
      return null;
  }
}

/** Inputs of the admin custom presets. */
export interface AdminCustom {
  day?: string;
  /** "YYYY-MM" */
  month?: string;
  year?: string;
  from?: string;
  to?: string;
}

/** The range of an admin preset (null while a custom one is incomplete or invalid). */
export function adminPresetRange(
  preset: string,
  custom: AdminCustom = {},
  today: string = karachiToday(),
): DateRange | null {
  const shared = SHARED_ADMIN_PERIODS[preset];
  if (shared) return periodRange(shared, today);
  switch (preset) {
    case "last1y":
      return { startDate: addDays(addMonths(today, -12), 1), endDate: today };
    case "customDay":
      return custom.day ? { startDate: custom.day, endDate: custom.day } : null;
    case "customMonth":
      return custom.month && /^\d{4}-\d{2}$/.test(custom.month)
        ? {
          startDate: `${custom.month}-01`,
          endDate: endOfMonth(`${custom.month}-01`),
        }
        : null;
    case "customYear": {
      const y = Number(custom.year);
      return Number.isInteger(y) && y >= 2000 && y <= 2100
        ? { startDate: `${y}-01-01`, endDate: `${y}-12-31` }
        : null;
    }
    case "customRange":
      return custom.from && custom.to && custom.to >= custom.from
        ? { startDate: custom.from, endDate: custom.to }
        : null;
    default:
      return null;
  }
}
