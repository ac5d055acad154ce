/**
 * The batch results kind of import job (docs/payout-operations.md "Results as a job"): the file is read to the end
 * once without writing, every row checked as a one-request import checks it (a payout reference, of this batch,
 * named once, paid with a transaction id or failed, not contradicting a recorded result), so a bad file fails the
 * job before any payout is settled; then it is read again as a stream in batches, each `runResultsBatch` (its own
 * transaction). Only one batch of records is held at a time, and the payout ids seen (at most the batch's).
 */
import type { BatchReader } from "../../domain/batches/batch_repos.ts";
import { resultsFileCheck } from "../../domain/batches/batch_results.ts";
import {
  finishResultsJob,
  type ResultsJobDeps,
  runResultsBatch,
} from "../../domain/batches/run_results_batch.ts";
import { BATCH_MESSAGES } from "../../domain/batches/batch.ts";
import type { JobKindRun } from "../sources/import_job_run.ts";
import { csvBatches, CsvReadError, csvText } from "../sources/csv_batches.ts";
import {
  NO_RESULT_ROWS,
  resultRecords,
  resultsColumns,
} from "./results_csv.ts";

/** The results kind's run, on these ports. */
export function batchResultsImportJob(
  deps: ResultsJobDeps & { reader: Pick<BatchReader, "get" | "payoutsOf"> },
): JobKindRun {
  return async (claimed, batchRows) => {
    const { job } = claimed;
    const batch = job.batchId === null
      ? null
      : await deps.reader.get(job.batchId);
    if (batch === null) return BATCH_MESSAGES.notFound;
    let text: string;
    let total = 0;
    try {
      text = csvText(claimed.file);
      // The first pass: the whole file checked against the batch as it is now, nothing written.
      const members = new Map(
        (await deps.reader.payoutsOf(batch.id)).map((p) => [p.id, {
          id: p.id,
          status: p.status,
          transactionId: p.transactionId,
        }]),
      );
      const check = resultsFileCheck(batch, members);
      let columns: ReturnType<typeof resultsColumns> | null = null;
      for await (const records of csvBatches(text, batchRows)) {
        columns ??= resultsColumns(records.header);
        if (!columns.ok) return columns.error;
        const results = resultRecords(records.records, columns.value);
        if (!results.ok) return results.error;
        for (const r of results.value) {
          const verdict = check(r);
          if (!verdict.ok) return verdict.error.message;
        }
        total += results.value.length;
      }
      if (total === 0) return NO_RESULT_ROWS;
    } catch (e) {
      if (e instanceof CsvReadError) return e.message;
      throw e;
    }
    async function* batches() {
      for await (const records of csvBatches(text, batchRows)) {
        const columns = resultsColumns(records.header);
        const results = columns.ok
          ? resultRecords(records.records, columns.value)
          : columns;
        if (!results.ok) {
          yield results.error;
          return;
        }
        yield {
          // A totals line is no result: rowsRead counts results, as rowsTotal does.
          records: results.value.length,
          firstLine: records.records[0]?.line,
          apply: async (batchNo: number) => {
            const applied = await runResultsBatch(deps, {
              jobId: job.id,
              batchNo,
              results: results.value,
            });
            return applied.ok ? null : applied.error.message;
          },
        };
      }
    }
    return {
      total,
      batches: batches(),
      finish: () =>
        finishResultsJob(deps, { jobId: job.id, reference: batch.reference }),
    };
  };
}
