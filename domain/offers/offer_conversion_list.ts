/** The conversion lists (an affiliate's own, the admin's): filters, rows as read, and the port that reads them. */
import type { CalendarDate } from "../shared/karachi_date.ts";
import type {
  OfferConversionRecord,
  OfferConversionStatus,
} from "./offer_earning_repos.ts";

/** What a list is narrowed to; `from`/`to` are inclusive Asia/Karachi days of the conversion's time. */
export interface OfferConversionFilter {
  userId?: number;
  productId?: number;
  goal?: string;
  sourceId?: number;
  status?: OfferConversionStatus;
  from?: CalendarDate;
  to?: CalendarDate;
}

/** A conversion with the names a list shows. */
export interface ListedOfferConversion extends OfferConversionRecord {
  productTitle: string;
  /** The goal's name (its key when the goal was removed since). */
  goalName: string;
  /** The group the conversion earned under, when it has one. */
  groupName: string | null;
  userName: string;
  sourceName: string;
}

/** Reads conversion lists, newest first. */
export interface OfferConversionReader {
  list(
    filter: OfferConversionFilter,
    page: { page: number; pageSize: number },
  ): Promise<{ rows: ListedOfferConversion[]; total: number }>;
}

/**
 * What a conversion shows as its earning: what it credits now (its rule's earning less what refunds and a reversal
 * took back), what it would credit while over a cap, nothing once rejected.
 */
export function shownEarning(c: OfferConversionRecord): number {
  if (c.status === "rejected") return 0;
  return c.earningMinor - c.reversedMinor;
}
