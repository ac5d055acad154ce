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
    /**
     * Its refund step states the order's refunds so far (a store export's Refunded Amount), not one refund: only
     * what that total adds to the refunds the order has recorded is taken back.
     */
    refundsSoFar?: boolean;
  }
  /** A row that could not be read: reported, skipped, never written. */
  | { line: number; error: string }
  /** A row refused as a delivery would be (its currency is not the source's): recorded as a rejected event. */
  | { line: number; orderId: string; rejected: string }
  /** A row that means nothing to record (a further line item of an order, a word mapped to ignore): never written. */
  | { line: number; orderId: string | null; ignored: string };

/** An import row's outcome: a delivery's event outcome, or `error` for a row skipped unread. */
export type ImportRowOutcome = EventOutcome | "error";

/** One row of an import's report: its outcome and, when it reached an order, the money it moves. */
export interface ImportReportRow {
  line: number;
  outcome: ImportRowOutcome;
  reason?: string;
  orderId?: string;
  /** The row's sale amount (on a refund row, the refund's), minor units. */
  amountMinor?: number;
  /** What the row credited the affiliate (above 0) or took back (below 0), minor units. */
  earningMinor?: number;
  /** The order's earnings wait for approval after the row. */
  pending?: boolean;
  /** The affiliate the order credits. */
  userId?: number;
}

/** What an import (dry run or real) came to, row by row and counted per outcome. */
export interface ImportReport {
  rows: ImportReportRow[];
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

/** Whether applying the row writes anything (an event, its steps): rows in error and ignored rows are only reported. */
export function isWrittenRow(row: ImportRow): boolean {
  return "delivery" in row || "rejected" in row;
}

/**
 * The report of rows none of which is written (isWrittenRow), exactly as applyImportRows reports them, with no
 * database: only the first `keep` rows are listed (a job keeps a capped report), the summary counts every row.
 */
export function unwrittenRowsReport(
  rows: ImportRow[],
  keep = Infinity,
): ImportReport {
  const report: ImportReport = { rows: [], summary: {} };
  for (const row of rows) {
    if (!("error" in row || "ignored" in row)) {
      throw new Error(`Line ${row.line} is written when applied.`);
    }
    const outcome = "error" in row ? "error" : "ignored";
    report.summary[outcome] = (report.summary[outcome] ?? 0) + 1;
    if (report.rows.length >= keep) continue;
    report.rows.push(
      "error" in row
        ? {
          line: row.line,
          outcome,
          ...(row.error ? { reason: row.error } : {}),
        }
        : {
          line: row.line,
          outcome,
          ...(row.ignored ? { reason: row.ignored } : {}),
          ...(row.orderId === null ? {} : { orderId: row.orderId }),
        },
    );
  }
  return report;
}
