/** StatsRepository: the daily rollup (daily_stats) and manual stat entries. */
import type { Figures } from "../links/affiliate_link.ts";
import type { CalendarDate } from "../shared/karachi_date.ts";
import type { MoneyTotal } from "../shared/money.ts";
import type { DateRange } from "./date_range.ts";
import type { BreakdownCause } from "./breakdown.ts";

/** A change to one user's figures for one product on one Karachi day (earnings in minor units, signed). */
export interface StatsDelta {
  userId: number;
  productId: number;
  date: CalendarDate;
  clicks: number;
  sales: number;
  earnings: number;
  /** A sale's click: the same delta is added to the breakdown rows of that click's values (docs/sub-ids.md). */
  breakdown?: BreakdownCause | null;
}

/** A manual stat record as an admin entered it. */
export interface StatEntryInput extends StatsDelta {
  adminId: number;
}

/** One row of the admin stats list: a user's figures for a product on a day. */
export interface StatRow extends Omit<StatsDelta, "earnings"> {
  /** A day's rollup sums many sales, so it may exceed 2^53 minor units. */
  earnings: MoneyTotal;
  id: string;
  userName: string;
  userEmail: string;
  productTitle: string;
}

/** An affiliate's figures for one product over a period. */
export interface ProductFigures {
  productId: number;
  productTitle: string;
  clicks: number;
  sales: number;
  earnings: MoneyTotal;
}

/** An affiliate's figures on one day. */
export interface DayFigures {
  date: CalendarDate;
  clicks: number;
  sales: number;
  earnings: MoneyTotal;
}

/** The transaction-scoped port for stats. */
export interface StatsRepository {
  /** Adds a delta to the day's rollup row (creating it), and with `delta.breakdown` to its click's breakdown rows. */
  increment(delta: StatsDelta): Promise<void>;
  /** Adds many deltas to their days' rollup rows in one statement (no breakdown); no two may name the same row. */
  incrementMany(deltas: StatsDelta[]): Promise<void>;
  /** Adds a delta's sales and earnings to the breakdown rows of the cause's click only. */
  addToBreakdown(delta: StatsDelta, cause: BreakdownCause): Promise<void>;
  /** Stores a manual entry; returns its id. */
  addEntry(entry: StatEntryInput): Promise<number>;
  /** A user's summed figures in a range (null: all time). */
  totals(userId: number, range: DateRange | null): Promise<Figures>;
  /** A user's figures per day in a range, only the days that have any, oldest first. */
  dailyFigures(userId: number, range: DateRange): Promise<DayFigures[]>;
  /** A user's figures per product in a range, most earnings first. */
  productFigures(userId: number, range: DateRange): Promise<ProductFigures[]>;
  /** Rollup rows in a range (null: all time), newest day first, at most `limit`. */
  listRows(range: DateRange | null, limit: number): Promise<StatRow[]>;
  /** One page (1-based) of the rollup rows in a range, with how many there are and their summed figures. */
  listRowsPage(
    range: DateRange | null,
    page: number,
    pageSize: number,
  ): Promise<{ rows: StatRow[]; total: number; totals: Figures }>;
}
