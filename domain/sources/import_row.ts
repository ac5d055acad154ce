/** A row of a sales import (CSV): the delivery it reads as, or why it could not be read. */
import type { CalendarDate } from "../shared/karachi_date.ts";
import type { SourceDelivery } from "./conversion_step.ts";
import type { EventOutcome } from "./source.ts";

/** One imported row, by its line in the file. */
export type ImportRow =
  | {
    line: number;
    /** The row's steps, read like a postback's parameters. */
    delivery: SourceDelivery;
    /** The day it happened (the `date` column, Asia/Karachi); null: the day of the import. */
    date: CalendarDate | null;
  }
  /** A row that could not be read: reported, skipped, never written. */
  | { line: number; error: string };

/** An import row's outcome: a delivery's event outcome, or `error` for a row skipped unread. */
export type ImportRowOutcome = EventOutcome | "error";

/** What an import (dry run or real) came to, row by row and counted per outcome. */
export interface ImportReport {
  rows: { line: number; outcome: ImportRowOutcome; reason?: string }[];
  summary: Partial<Record<ImportRowOutcome, number>>;
}

/**
 * The refund id of a refund row. A file carries no refund ids, so it is made of what the row says (order id,
 * amount, date) and which such row it is in the file (the nth identical refund): importing the file again, or a
 * report that overlaps an earlier one, repeats the id (a duplicate), while two equal refunds in one file stay two.
 */
export function importRefundId(
  orderId: string,
  refundMinor: number,
  date: CalendarDate | null,
  nth: number,
): string {
  return `csv:${orderId}:${refundMinor}:${date ?? ""}:${nth}`;
}
