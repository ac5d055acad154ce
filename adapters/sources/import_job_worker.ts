/**
 * The import job worker every instance runs (docs/sources.md "Imports as jobs"): a pass every `everyMs` claims the
 * oldest due job under a lease and runs it (`runImportJob`, adapters/sources/import_job_run.ts: its kind reads the
 * file in a first pass that writes nothing, then as a stream in batches, each batch not yet recorded applied under
 * a renewed lease), in-process or, for the kinds `isolates` names, in an isolate of its own
 * (adapters/sources/job_isolate.ts). A job left by a stopped instance is due again once its lease runs out, and
 * resumes at its first unrecorded batch; a batch that keeps failing fails the job, its progress kept. The kinds (a
 * sales import, a batch's results) are one row each in `kinds`: `adapters/sources/sales_import_job.ts`,
 * `adapters/batches/results_import_job.ts`.
 */
import {
  IMPORT_BATCH_ROWS,
  type ImportJobKind,
  type ImportJobRepository,
  type ImportJobRunner,
} from "../../domain/sources/import_job.ts";
import type { UnitOfWork } from "../../domain/shared/unit_of_work.ts";
import type { ImportJobStore } from "../postgres/import_job_repository.ts";
import { type JobKindRun, runImportJob } from "./import_job_run.ts";
import type { JobIsolates } from "./job_isolate.ts";

/** What the worker runs on. */
export interface ImportJobWorkerOptions {
  store: ImportJobStore;
  uow: UnitOfWork<{ importJobs: ImportJobRepository }>;
  /** Each kind's run: a kind without one is a type error. */
  kinds: Record<ImportJobKind, JobKindRun>;
  /** A claimed job is this instance's for this long, renewed with each batch (default 30 s). */
  leaseMs?: number;
  /** Pause between passes (default 2 s; a pass right after a job is queued). */
  everyMs?: number;
  /** Rows per batch (default 1,000). */
  batchRows?: number;
  /** The kinds run in an isolate of their own, made with the worker's lease and batch size (PostgreSQL only). */
  isolates?(run: { leaseMs: number; batchRows: number }): JobIsolates;
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
  const onError = options.onError ?? console.error;
  let stopping = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<boolean> | null = null;

  const isolates = options.isolates?.({ leaseMs, batchRows });
  const deps = {
    ...{ store: options.store, uow: options.uow, kinds: options.kinds },
    ...{ leaseMs, batchRows, onError, stopping: () => stopping },
  };

  const pass: ImportJobWorker["pass"] = (passOptions = {}) => {
    running ??= (async () => {
      const claimed = await options.store.claim(leaseMs);
      if (claimed === null) return false;
      const stopAfter = passOptions.stopAfterBatches ?? Infinity;
      const isolated = isolates?.kinds.includes(claimed.job.kind) &&
        await isolates.run(claimed, stopAfter);
      if (!isolated) await runImportJob(deps, claimed, stopAfter);
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
    await isolates?.stop();
    await running?.catch(() => false);
  });
  return {
    pass,
    kick: () => {
      if (!stopping && !options.manual && running === null) schedule(0);
    },
  };
}
