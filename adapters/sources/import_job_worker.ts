/**
 * The import job worker every instance runs (docs/sources.md "Imports as jobs"): a pass every `everyMs` claims the
 * oldest due job under a lease, reads its file as a stream in batches, and applies each batch not yet recorded
 * (runImportBatch), renewing the lease as it goes. A job left by a stopped instance is due again once its lease
 * runs out, and resumes at its first unrecorded batch; a batch that keeps failing fails the job, its progress kept.
 */
import type { ClickFlush } from "../../domain/tracking/tracking_repos.ts";
import type { Source } from "../../domain/sources/source.ts";
import {
  IMPORT_BATCH_MAX_ROWS,
  IMPORT_BATCH_ROWS,
  IMPORT_JOB_REPORT_ROWS,
  type ImportJobRunner,
} from "../../domain/sources/import_job.ts";
import type { ImportJobRepos } from "../../domain/sources/sources_repos.ts";
import {
  failImportJob,
  finishImportJob,
  type ImportJobDeps,
  runImportBatch,
} from "../../domain/sources/run_import_batch.ts";
import type { UnitOfWork } from "../../domain/shared/unit_of_work.ts";
import type {
  ClaimedImportJob,
  ImportJobStore,
} from "../postgres/import_job_repository.ts";
import {
  countCsvRecords,
  csvBatches,
  CsvReadError,
  csvText,
} from "./csv_batches.ts";
import { importGroupKey, readImportRows } from "./csv_import.ts";
import {
  type ImportRow,
  isWrittenRow,
} from "../../domain/sources/import_row.ts";

/** Failed attempts at one batch before the job fails. */
const MAX_ATTEMPTS = 3;

/** What the worker runs on. */
export interface ImportJobWorkerOptions {
  store: ImportJobStore;
  uow: UnitOfWork<ImportJobRepos>;
  sources: { get(id: number): Promise<Source | null> };
  clicks: ClickFlush;
  now(): Date;
  /** A claimed job is this instance's for this long, renewed with each batch (default 30 s). */
  leaseMs?: number;
  /** Pause between passes (default 2 s; a pass right after a job is queued). */
  everyMs?: number;
  /** Rows written when applied per batch (default IMPORT_BATCH_ROWS). */
  batchRows?: number;
  /** Rows per batch at most, rows only reported included (default IMPORT_BATCH_MAX_ROWS). */
  batchMaxRows?: number;
  /** No passes of its own, and none on kick: only `pass` runs jobs (tests). */
  manual?: boolean;
  onError?(error: unknown): void;
  onShutdown(task: () => Promise<void>): void;
}

/** The worker: `pass` runs one job now (tests), `kick` asks for a pass soon (a job was queued). */
export type ImportJobWorker = ImportJobRunner;

/** Starts the worker (it never keeps the process alive). */
export function startImportJobWorker(
  options: ImportJobWorkerOptions,
): ImportJobWorker {
  const leaseMs = options.leaseMs ?? 30_000;
  const everyMs = options.everyMs ?? 2_000;
  const batchRows = options.batchRows ?? IMPORT_BATCH_ROWS;
  const maxRows = Math.max(
    batchRows,
    options.batchMaxRows ?? IMPORT_BATCH_MAX_ROWS,
  );
  const deps: ImportJobDeps = { uow: options.uow, now: options.now };
  const onError = options.onError ?? console.error;
  let stopping = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<boolean> | null = null;

  const run = async (
    claimed: ClaimedImportJob,
    stopAfterBatches: number,
  ): Promise<void> => {
    const { job, options: how } = claimed;
    const fail = (error: string) =>
      failImportJob(deps, { jobId: job.id, error });
    const source = await options.sources.get(job.sourceId);
    if (source === null) return fail("The source no longer exists.");
    let text: string;
    let total: number;
    try {
      text = csvText(claimed.file);
      // A first pass reads the whole file without writing: a file that is not CSV fails before any row applies.
      total = (await countCsvRecords(text)).records;
    } catch (e) {
      if (e instanceof CsvReadError) return fail(e.message);
      throw e;
    }
    await options.store.progress(
      job.id,
      { read: job.rowsApplied, total },
      leaseMs,
    );
    await options.clicks.flush();
    const refundsSeen = new Map<string, number>();
    let batchNo = 0;
    let read = 0;
    let ran = 0;
    // The batch being gathered. Rows written when applied count towards batchRows; rows only reported (errors,
    // ignored rows) cost no statement, so they only count towards maxRows (a file of rows in error goes by in a
    // few large batches, not thousands of transactions), and past the report's cap they are only counted, not
    // kept. The cut depends on the file alone: a resumed job cuts the same batches.
    let rows: ImportRow[] = [];
    let counted = { error: 0, ignored: 0 };
    let written = 0;
    let size = 0;
    let firstLine = 0;
    /** The rows of the batches before the one gathered: its first row's place in the report. */
    let before = 0;
    /** Applies the batch gathered (unless recorded before); false: the job stops here. */
    const applyBatch = async (): Promise<boolean> => {
      const batch = { rows, countedOnly: counted, line: firstLine };
      before += size;
      rows = [];
      counted = { error: 0, ignored: 0 };
      written = 0;
      size = 0;
      // Batches recorded before (by this instance before a restart, or another) are read only for their state.
      if (batchNo >= job.batchesDone) {
        // Shutting down: the job is let go for any instance to resume. A test's stop leaves it held, like a crash.
        if (stopping) {
          await options.store.release(job.id);
          return false;
        }
        if (ran >= stopAfterBatches) return false;
        await options.store.progress(job.id, { read }, leaseMs);
        try {
          await runImportBatch(deps, {
            jobId: job.id,
            batchNo,
            source,
            rows: batch.rows,
            countedOnly: batch.countedOnly,
            today: how.today,
            dryRun: job.dryRun,
          });
        } catch (e) {
          onError(e);
          const attempts = await options.store.attemptFailed(job.id);
          if (attempts >= MAX_ATTEMPTS) {
            await fail(
              `Rows from line ${batch.line} could not be applied (${attempts} tries); rows before them are applied.`,
            );
          }
          return false;
        }
        ran++;
      }
      batchNo++;
      return true;
    };
    for await (
      const chunk of csvBatches(
        text,
        batchRows,
        (header) => importGroupKey(header, how.mapping, how.preset),
      )
    ) {
      const readRows = readImportRows(chunk, how.mapping, source, how.today, {
        preset: how.preset,
        statusMap: how.statusMap,
        refundsSeen,
      });
      if (!readRows.ok) return fail(readRows.error);
      read += chunk.records.length;
      if (size === 0) firstLine = chunk.records[0].line;
      for (const row of readRows.value) {
        if (isWrittenRow(row)) {
          written++;
          rows.push(row);
        } else if (before + size < IMPORT_JOB_REPORT_ROWS) rows.push(row);
        else counted["error" in row ? "error" : "ignored"]++;
        size++;
      }
      if (written >= batchRows || size >= maxRows) {
        if (!await applyBatch()) return;
      }
    }
    if (size > 0 && !await applyBatch()) return;
    await finishImportJob(deps, { jobId: job.id, source });
  };

  const pass: ImportJobWorker["pass"] = (passOptions = {}) => {
    running ??= (async () => {
      const claimed = await options.store.claim(leaseMs);
      if (claimed === null) return false;
      await run(claimed, passOptions.stopAfterBatches ?? Infinity);
      return true;
    })().finally(() => {
      running = null;
    });
    return running;
  };
  const tick = async () => {
    let found = false;
    try {
      found = await pass();
    } catch (error) {
      onError(error);
    }
    // A job done means another may be waiting: look again at once.
    if (!stopping) schedule(found ? 0 : everyMs);
  };
  const schedule = (ms: number) => {
    if (timer !== undefined) clearTimeout(timer);
    const next = setTimeout(tick, ms);
    Deno.unrefTimer(next);
    timer = next;
  };
  if (!options.manual) schedule(everyMs);
  options.onShutdown(async () => {
    stopping = true;
    if (timer !== undefined) clearTimeout(timer);
    await running?.catch(() => false);
  });
  return {
    pass,
    kick: () => {
      if (!stopping && !options.manual && running === null) schedule(0);
    },
  };
}
