/** Breakdowns: an affiliate's (or the admin's) figures grouped by one thing a click carried (docs/sub-ids.md). */
import type { MoneyTotal } from "../shared/money.ts";
import type { DateRange } from "./date_range.ts";
import { err, ok, type Result } from "../shared/result.ts";
import { cleanSubId, SUB_ID_KEYS, type SubIdKey } from "../tracking/sub_ids.ts";

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

/** One day's figures of one value. */
export interface DailyBreakdownRow extends BreakdownRow {
  date: string;
}

/** Reads breakdowns from the daily rollup (never from raw clicks). */
export interface BreakdownReader {
  /**
   * Per day, the values of `dimension` in `range` for `filter` (only `value`, when given): by date, then most
   * clicks first, at most `limit` rows.
   */
  daily(
    dimension: BreakdownDimension,
    range: DateRange,
    filter: BreakdownFilter,
    limit: number,
    value?: string,
  ): Promise<DailyBreakdownRow[]>;
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

/** A trend or report narrowed to one sub-id value (`?s1=fb-ad-3`). */
export interface SubIdChoice {
  slot: SubIdKey;
  value: string;
}

/** Why a sub-id filter or grouping was refused. */
export interface SubIdQueryError {
  code: "VALIDATION_ERROR";
  message: string;
}

/** Messages of the sub-id filters (docs/sub-ids.md, "Trend, report and CSV by sub-id"). */
export const SUB_ID_QUERY_MESSAGES = {
  oneSlot: "Filter by one sub-id (s1 to s5) at a time.",
  badValue:
    "A sub-id is 1 to 100 characters of letters, digits and . _ - ~ only.",
  badBy: "by must be one of: s1, s2, s3, s4, s5.",
  slotMismatch: "Group by the same sub-id you filter by.",
} as const;

/** The one sub-id filter among the query's s1..s5 (empty ones are absent), null for none; a second one or a bad value is refused. */
export function subIdFilterOf(
  query: Partial<Record<SubIdKey, string | undefined>>,
): Result<SubIdChoice | null, SubIdQueryError> {
  const given = SUB_ID_KEYS.filter((k) => (query[k] ?? "") !== "");
  if (given.length === 0) return ok(null);
  if (given.length > 1) {
    return err({
      code: "VALIDATION_ERROR",
      message: SUB_ID_QUERY_MESSAGES.oneSlot,
    });
  }
  const slot = given[0];
  const value = cleanSubId(query[slot]);
  if (value === null) {
    return err({
      code: "VALIDATION_ERROR",
      message: SUB_ID_QUERY_MESSAGES.badValue,
    });
  }
  return ok({ slot, value });
}

/**
 * A report's grouping: `by` (s1..s5) and an optional filter of the same slot; a filter alone groups by its slot.
 * Null: the plain report.
 */
export function subIdGroupingOf(
  query: Partial<Record<SubIdKey | "by", string | undefined>>,
): Result<{ slot: SubIdKey; value: string | null } | null, SubIdQueryError> {
  const filter = subIdFilterOf(query);
  if (!filter.ok) return filter;
  const by = query.by ?? "";
  if (by !== "" && !(SUB_ID_KEYS as readonly string[]).includes(by)) {
    return err({
      code: "VALIDATION_ERROR",
      message: SUB_ID_QUERY_MESSAGES.badBy,
    });
  }
  if (by !== "" && filter.value && filter.value.slot !== by) {
    return err({
      code: "VALIDATION_ERROR",
      message: SUB_ID_QUERY_MESSAGES.slotMismatch,
    });
  }
  if (by === "" && !filter.value) return ok(null);
  return ok({
    slot: (by || filter.value!.slot) as SubIdKey,
    value: filter.value?.value ?? null,
  });
}
