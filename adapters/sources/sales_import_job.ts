/**
 * The sales kind of import job (docs/sources.md "Imports as jobs"): the file is read to the end once without
 * writing (a file that is not CSV fails before any row applies), then in batches, a store export's line items of
 * one order kept in one batch and the nth-equal-refund counter run over the whole file; each batch is
 * `runImportBatch` (its rows applied as `importSales` applies them, its report and the job's progress in one
 * transaction).
 */
import type { ClickFlush } from "../../domain/tracking/tracking_repos.ts";
import type { Source } from "../../domain/sources/source.ts";
import type { ImportJobOptions } from "../../domain/sources/import_job.ts";
import type { ImportJobRepos } from "../../domain/sources/sources_repos.ts";
import {
  finishImportJob,
  type ImportJobDeps,
  runImportBatch,
} from "../../domain/sources/run_import_batch.ts";
import type { UnitOfWork } from "../../domain/shared/unit_of_work.ts";
import type { JobKindRun } from "./import_job_worker.ts";
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
    async function* batches() {
      for await (
        const batch of csvBatches(
          text,
          batchRows,
          (header) => importGroupKey(header, how.mapping, how.preset),
        )
      ) {
        const rows = readImportRows(batch, how.mapping, source!, how.today, {
          preset: how.preset,
          statusMap: how.statusMap,
          refundsSeen,
        });
        if (!rows.ok) {
          yield rows.error;
          return;
        }
        yield {
          records: batch.records.length,
          firstLine: batch.records[0]?.line,
          apply: async (batchNo: number) => {
            await runImportBatch(deps, {
              jobId: job.id,
              batchNo,
              source: source!,
              rows: rows.value,
              today: how.today,
              dryRun: job.dryRun,
            });
            return null;
          },
        };
      }
    }
    return {
      total,
      batches: batches(),
      finish: () => finishImportJob(deps, { jobId: job.id, source }),
    };
  };
}
