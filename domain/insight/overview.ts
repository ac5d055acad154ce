/** The admin overview: a period's daily figures, its rankings and the money owed now, and the rules that derive them. */
import {
  addDays,
  type CalendarDate,
  isCalendarDate,
} from "../shared/karachi_date.ts";
import { type MoneyTotal, moneyTotal } from "../shared/money.ts";
import { err, ok, type Result } from "../shared/result.ts";
import type { DateRange } from "../stats/date_range.ts";

/** The longest period the overview and the daily series answer, in days (two years and a leap day). */
export const MAX_SERIES_DAYS = 731;

/** How many rows each ranking holds. */
export const TOP_LIMIT = 5;

/** Source id 0 in the per-source rollup: the admin's manual stat entries. */
export const MANUAL_SOURCE_ID = 0;

/** One day's platform figures (revenue and commission in minor units). */
export interface OverviewDay {
  date: CalendarDate;
  clicks: number;
  sales: number;
  revenue: MoneyTotal;
  commission: MoneyTotal;
}

/** An affiliate's or a product's figures in the period. */
export interface RankedFigures {
  id: number;
  name: string;
  /** The affiliate's email (empty for products). */
  detail: string;
  clicks: number;
  sales: number;
  commission: MoneyTotal;
}

/** A source's figures in the period (id 0: manual entries). */
export interface SourceFigures {
  id: number;
  name: string;
  kind: string;
  sales: number;
  revenue: MoneyTotal;
  commission: MoneyTotal;
}

/** Money the platform owes its affiliates now, all users together (minor units). */
export interface OwedNow {
  /** Payable now and not yet requested (every balance, as the ledger sums it). */
  available: MoneyTotal;
  /** Earnings inside a product's refund hold. */
  held: MoneyTotal;
  /** Earnings of pending sales awaiting approval. */
  pending: MoneyTotal;
  /** Payout requests waiting for a decision. */
  requested: MoneyTotal;
}

/** What the overview reader answers for a range: days with figures only (the rest are zero). */
export interface OverviewFacts {
  days: OverviewDay[];
  topAffiliates: RankedFigures[];
  topProducts: RankedFigures[];
  sources: SourceFigures[];
  owed: OwedNow;
}

/** The read port behind GET /api/admin/overview: rollups only, never the clicks table. */
export interface OverviewReader {
  /** The range's rollup figures and the money owed as of `today` (a Karachi date). */
  read(range: DateRange, today: CalendarDate): Promise<OverviewFacts>;
}

/** One day of an affiliate's own figures. */
export interface AffiliateDay {
  date: CalendarDate;
  clicks: number;
  sales: number;
  earnings: MoneyTotal;
}

/** A period's sums and the rates derived from them. */
export interface OverviewTotals {
  clicks: number;
  sales: number;
  revenue: MoneyTotal;
  commission: MoneyTotal;
  /** Sales per 100 clicks, 2 decimals (0 without clicks). */
  conversionRate: number;
  /** Commission per click in minor units, rounded half up (0 without clicks). */
  earningsPerClick: MoneyTotal;
}

/** A range the overview refuses. */
export interface SeriesRangeError {
  code: "VALIDATION_ERROR";
  message: string;
}

/** The days from start to end, both included. */
export function daysIn(range: DateRange): CalendarDate[] {
  const out: CalendarDate[] = [];
  for (let d = range.startDate; d <= range.endDate; d = addDays(d, 1)) {
    out.push(d);
  }
  return out;
}

/** Reads the overview's `from`/`to`: both required dates, in order, at most MAX_SERIES_DAYS long. */
export function parseSeriesRange(
  from: string | undefined,
  to: string | undefined,
): Result<DateRange, SeriesRangeError> {
  if (!from || !to) {
    return err({
      code: "VALIDATION_ERROR",
      message: "Both from and to dates are required.",
    });
  }
  if (!isCalendarDate(from) || !isCalendarDate(to)) {
    return err({
      code: "VALIDATION_ERROR",
      message: "Dates must be in YYYY-MM-DD format.",
    });
  }
  return checkSeriesLength({ startDate: from, endDate: to });
}

/** Refuses a range that ends before it starts or spans more than MAX_SERIES_DAYS days. */
export function checkSeriesLength(
  range: DateRange,
): Result<DateRange, SeriesRangeError> {
  if (range.endDate < range.startDate) {
    return err({
      code: "VALIDATION_ERROR",
      message: "End date cannot be before start date.",
    });
  }
  if (addDays(range.startDate, MAX_SERIES_DAYS - 1) < range.endDate) {
    return err({
      code: "VALIDATION_ERROR",
      message: `A period can span at most ${MAX_SERIES_DAYS} days.`,
    });
  }
  return ok(range);
}

/** Every day of the range, in order, with the given days' figures and zero elsewhere. */
export function fillDays<T extends { date: CalendarDate }>(
  range: DateRange,
  rows: T[],
  zero: (date: CalendarDate) => T,
): T[] {
  const byDate = new Map(rows.map((r) => [r.date, r]));
  return daysIn(range).map((d) => byDate.get(d) ?? zero(d));
}

/** Sums the days and derives the conversion rate and earnings per click. */
export function overviewTotals(days: OverviewDay[]): OverviewTotals {
  let clicks = 0;
  let sales = 0;
  let revenue = 0n;
  let commission = 0n;
  for (const d of days) {
    clicks += d.clicks;
    sales += d.sales;
    revenue += BigInt(d.revenue);
    commission += BigInt(d.commission);
  }
  return {
    clicks,
    sales,
    revenue: moneyTotal(revenue),
    commission: moneyTotal(commission),
    conversionRate: conversionRate(sales, clicks),
    earningsPerClick: perClick(commission, clicks),
  };
}

/** Sales per 100 clicks with 2 decimals; 0 without clicks. */
export function conversionRate(sales: number, clicks: number): number {
  if (clicks <= 0) return 0;
  return Math.round((sales * 10000) / clicks) / 100;
}

/** Minor units per click, rounded half away from zero; 0 without clicks. */
export function perClick(total: MoneyTotal, clicks: number): MoneyTotal {
  if (clicks <= 0) return 0;
  const t = BigInt(total);
  const n = BigInt(clicks);
  const abs = t < 0n ? -t : t;
  const q = (abs * 2n + n) / (2n * n);
  return moneyTotal(t < 0n ? -q : q);
}

/** `part` as a share of `whole` (0–1, 4 decimals); 0 when the whole is not positive. */
export function share(part: MoneyTotal, whole: MoneyTotal): number {
  const w = BigInt(whole);
  if (w <= 0n) return 0;
  return Number((BigInt(part) * 10000n) / w) / 10000;
}
