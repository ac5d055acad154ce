/** Reading a bank's or wallet's results file (CSV) into batch results: one row per payout. */
import { err, ok, type Result } from "../../domain/shared/result.ts";
import { parsePayoutReference } from "../../domain/batches/batch.ts";
import type { BatchResultInput } from "../../domain/batches/record_batch_results.ts";
import { parseCsvFile } from "../sources/csv_file.ts";
import type { CsvFile } from "../sources/csv_file.ts";

/** The columns a results file has, by header (case, spaces, dashes and underscores ignored). */
const COLUMNS = {
  batchReference: ["batchreference", "batchref", "batch"],
  payoutReference: ["payoutreference", "payoutref", "reference", "payoutid"],
  status: ["status", "result"],
  transactionId: ["transactionid", "transactionreference", "txnid", "tid"],
  reason: ["reason", "failurereason", "remarks"],
} as const;

/** Where each column is in a results file's header (-1: missing). */
export type ResultsColumns = Record<keyof typeof COLUMNS, number>;

const normalize = (header: string) =>
  header.toLowerCase().replace(/[\s_\-.]/g, "");

/** The results columns of a header: at least the payout reference and status (the others optional). */
export function resultsColumns(
  header: string[],
): Result<ResultsColumns, string> {
  const headers = header.map(normalize);
  const index = (names: readonly string[]) =>
    headers.findIndex((h) => names.includes(h));
  const at = {
    batchReference: index(COLUMNS.batchReference),
    payoutReference: index(COLUMNS.payoutReference),
    status: index(COLUMNS.status),
    transactionId: index(COLUMNS.transactionId),
    reason: index(COLUMNS.reason),
  };
  if (at.payoutReference < 0 || at.status < 0) {
    return err(
      "The results file needs the columns Batch Reference, Payout Reference, Status, Transaction ID and Reason.",
    );
  }
  return ok(at);
}

/** The results of some of the file's records (a totals line, "TOTAL ...", skipped); the first bad reference stops. */
export function resultRecords(
  records: CsvFile["records"],
  at: ResultsColumns,
): Result<BatchResultInput[], string> {
  const cell = (cells: string[], i: number) =>
    i < 0 ? undefined : (cells[i] ?? "").trim();
  const results: BatchResultInput[] = [];
  for (const { line, cells } of records) {
    const reference = cell(cells, at.payoutReference) ?? "";
    if (cells.some((c) => /^TOTAL\b/i.test(c.trim()))) continue;
    const payoutId = parsePayoutReference(reference);
    if (payoutId === null) {
      return err(
        `Line ${line}: "${
          reference.slice(0, 40)
        }" is not a payout reference (KAMAI-P123).`,
      );
    }
    results.push({
      line,
      payoutId,
      status: cell(cells, at.status),
      transactionId: cell(cells, at.transactionId) || undefined,
      reason: cell(cells, at.reason) || undefined,
      batchReference: cell(cells, at.batchReference) || undefined,
    });
  }
  return ok(results);
}

/** The message of a results file without a result row. */
export const NO_RESULT_ROWS = "The results file has no result rows.";

/**
 * The results of a CSV file: a header naming at least the payout reference and status columns (batch reference,
 * transaction id and reason optional), then one row per payout. A totals line ("TOTAL ...") is skipped.
 */
export function readResultsCsv(
  bytes: Uint8Array,
): Result<BatchResultInput[], string> {
  const file = parseCsvFile(bytes);
  if (!file.ok) return file;
  const at = resultsColumns(file.value.header);
  if (!at.ok) return at;
  const results = resultRecords(file.value.records, at.value);
  if (!results.ok) return results;
  if (!results.value.length) return err(NO_RESULT_ROWS);
  return ok(results.value);
}
