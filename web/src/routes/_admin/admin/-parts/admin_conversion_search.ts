/** The /admin/conversions search values: its period presets and status filters. */

// The admin presets, "all" first (no date limit); written out so the eager route tree does not pull in periods.ts.
export const PRESETS = [
  "all",
  "today",
  "yesterday",
  "7days",
  "thisMonth",
  "lastMonth",
  "last3m",
  "last6m",
  "thisYear",
  "last1y",
  "customDay",
  "customMonth",
  "customYear",
  "customRange",
] as const;
/** The status filter's values, "all" first. */
export const STATUSES = [
  "all",
  "pending",
  "approved",
  "over_cap",
  "rejected",
  "reversed",
] as const;
