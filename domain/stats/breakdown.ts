/** Breakdowns: an affiliate's (or the admin's) figures grouped by one thing a click carried (docs/sub-ids.md). */
import type { MoneyTotal } from "../shared/money.ts";
import type { DateRange } from "./date_range.ts";

/** What figures can be grouped by: a sub-id slot, or where clicks came from (docs/click-origins.md). */
export const BREAKDOWN_DIMENSIONS = [
  "s1",
  "s2",
  "s3",
  "s4",
  "s5",
  "country",
  "city",
  "device",
  "os",
  "browser",
  "referrer",
] as const;

/** One breakdown dimension. */
export type BreakdownDimension = typeof BREAKDOWN_DIMENSIONS[number];

/** Whether `value` names a breakdown dimension. */
export function isBreakdownDimension(
  value: unknown,
): value is BreakdownDimension {
  return (BREAKDOWN_DIMENSIONS as readonly unknown[]).includes(value);
}

/** Whose figures a breakdown covers: one affiliate's, or (admin) any narrowed by affiliate, product and source. */
export interface BreakdownFilter {
  userId?: number;
  productId?: number;
  /** Narrows sales and earnings to one sale source; clicks have no source and stay those of the other filters. */
  sourceId?: number;
}

/** One value's figures in a range. */
export interface BreakdownRow {
  value: string;
  clicks: number;
  sales: number;
  earnings: MoneyTotal;
}

/** Reads breakdowns from the daily rollup (never from raw clicks). */
export interface BreakdownReader {
  /** The values of `dimension` in `range` for `filter`, most clicks first, at most `limit`. */
  breakdown(
    dimension: BreakdownDimension,
    range: DateRange,
    filter: BreakdownFilter,
    limit: number,
  ): Promise<BreakdownRow[]>;
}

/** Where a sale's figures are also added by the values of the click it came through. */
export interface BreakdownCause {
  clickId: string;
  /** The sale source; null: the built-in api source (POST /api/conversions). */
  sourceId: number | null;
}
