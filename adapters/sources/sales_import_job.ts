/**
 * The sales kind of import job (docs/sources.md "Imports as jobs"): the file is read to the end once without
 * writing (a file that is not CSV fails before any row applies), then in batches, a store export's line items of
 * one order kept in one batch and the nth-equal-refund counter run over the whole file; each batch is
 * `runImportBatch` (its rows applied as `importSales` applies them, its report and the job's progress in one
 * transaction).
 */
import type { ClickFlush } from "../../domain/tracking/tracking_repos.ts";
import type { Source } from "../../domain/sources/source.ts";
import {
  IMPORT_BATCH_MAX_ROWS,
  IMPORT_JOB_REPORT_ROWS,
  type ImportJobOptions,
} from "../../domain/sources/import_job.ts";
import {
  type ImportRow,
  isWrittenRow,
} from "../../domain/sources/import_row.ts";
import type { ImportJobRepos } from "../../domain/sources/sources_repos.ts";
import {
  finishImportJob,
  type ImportJobDeps,
  runImportBatch,
} from "../../domain/sources/run_import_batch.ts";
import type { UnitOfWork } from "../../domain/shared/unit_of_work.ts";
import type { JobBatch, JobKindRun } from "./import_job_run.ts";
import {
  countCsvRecords,
  csvBatches,
  CsvReadError,
  csvText,
} from "./csv_batches.ts";
import { importGroupKey, readImportRows } from "./csv_import.ts";

/** The sales kind's run, on these ports. */
export function salesImportJob(options: {
  uow: UnitOfWork<ImportJobRepos>;
  sources: { get(id: number): Promise<Source | null> };
  clicks: ClickFlush;
  now(): Date;
}): JobKindRun {
  const deps: ImportJobDeps = { uow: options.uow, now: options.now };
  return async (claimed, batchRows) => {
    const { job } = claimed;
    const how = claimed.options as ImportJobOptions;
    const source = job.sourceId === null
      ? null
      : await options.sources.get(job.sourceId);
    if (source === null) return "The source no longer exists.";
    let text: string;
    let total: number;
    try {
      text = csvText(claimed.file);
      // A first pass reads the whole file without writing: a file that is not CSV fails before any row applies.
      total = (await countCsvRecords(text)).records;
    } catch (e) {
      if (e instanceof CsvReadError) return e.message;
      throw e;
    }
    // A click from the last seconds may still be in the buffer: written before rows look click ids up.
    await options.clicks.flush();
    const refundsSeen = new Map<string, number>();
    // A batch gathers chunks of records. Rows written when applied count towards batchRows; rows only reported
    // (errors, ignored rows) cost no statement, so they only count towards IMPORT_BATCH_MAX_ROWS (a file of rows
    // in error goes by in a few large batches, not thousands of transactions), and past the report's cap they are
    // only counted, not kept. The cut depends on the file alone: a resumed job cuts the same batches.
    const maxRows = Math.max(batchRows, IMPORT_BATCH_MAX_ROWS);
    async function* batches(): AsyncGenerator<JobBatch | string> {
      let rows: ImportRow[] = [];
      let counted = { error: 0, ignored: 0 };
      let written = 0;
      let size = 0;
      let firstLine: number | undefined;
      /** The rows of the batches before the one gathered: its first row's place in the report. */
      let before = 0;
      const cut = (): JobBatch => {
        const [batch, countedOnly] = [rows, counted];
        const cutBatch: JobBatch = {
          records: size,
          firstLine,
          apply: async (batchNo: number) => {
            await runImportBatch(deps, {
              jobId: job.id,
              batchNo,
              source: source!,
              rows: batch,
              countedOnly,
              today: how.today,
              dryRun: job.dryRun,
            });
            return null;
          },
        };
        before += size;
        rows = [];
        counted = { error: 0, ignored: 0 };
        written = 0;
        size = 0;
        firstLine = undefined;
        return cutBatch;
      };
      for await (
        const chunk of csvBatches(
          text,
          batchRows,
          (header) => importGroupKey(header, how.mapping, how.preset),
        )
      ) {
        const read = readImportRows(chunk, how.mapping, source!, how.today, {
          preset: how.preset,
          statusMap: how.statusMap,
          refundsSeen,
        });
        if (!read.ok) {
          yield read.error;
          return;
        }
        firstLine ??= chunk.records[0]?.line;
        for (const row of read.value) {
          if (isWrittenRow(row)) {
            written++;
            rows.push(row);
          } else if (before + size < IMPORT_JOB_REPORT_ROWS) rows.push(row);
          else counted["error" in row ? "error" : "ignored"]++;
          size++;
        }
        if (written >= batchRows || size >= maxRows) yield cut();
      }
      if (size > 0) yield cut();
    }
    return {
      total,
      batches: batches(),
      finish: () => finishImportJob(deps, { jobId: job.id, source }),
    };
  };
}
