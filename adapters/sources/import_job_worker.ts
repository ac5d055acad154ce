/**
 * The import job worker every instance runs (docs/sources.md "Imports as jobs"): a pass every `everyMs` claims the
 * oldest due job under a lease, reads its file as a stream in batches, and applies each batch not yet recorded
 * (runImportBatch), renewing the lease as it goes. A job left by a stopped instance is due again once its lease
 * runs out, and resumes at its first unrecorded batch; a batch that keeps failing fails the job, its progress kept.
 */
import type { ClickFlush } from "../../domain/tracking/tracking_repos.ts";
import type { Source } from "../../domain/sources/source.ts";
import {
  IMPORT_BATCH_ROWS,
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
  batchRows?: number;
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
    for await (
      const batch of csvBatches(
        text,
        batchRows,
        (header) => importGroupKey(header, how.mapping, how.preset),
      )
    ) {
      const rows = readImportRows(batch, how.mapping, source, how.today, {
        preset: how.preset,
        statusMap: how.statusMap,
        refundsSeen,
      });
      if (!rows.ok) return fail(rows.error);
      read += batch.records.length;
      // Batches recorded before (by this instance before a restart, or another) are read only for their state.
      if (batchNo >= job.batchesDone) {
        // Shutting down: the job is let go for any instance to resume. A test's stop leaves it held, like a crash.
        if (stopping) return options.store.release(job.id);
        if (ran >= stopAfterBatches) return;
        await options.store.progress(job.id, { read }, leaseMs);
        try {
          await runImportBatch(deps, {
            jobId: job.id,
            batchNo,
            source,
            rows: rows.value,
            today: how.today,
            dryRun: job.dryRun,
          });
        } catch (e) {
          onError(e);
          const attempts = await options.store.attemptFailed(job.id);
          if (attempts >= MAX_ATTEMPTS) {
            await fail(
              `Rows from line ${
                batch.records[0]?.line ?? "?"
              } could not be applied (${attempts} tries); rows before them are applied.`,
            );
          }
          return;
        }
        ran++;
      }
      batchNo++;
    }
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
