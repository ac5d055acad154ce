/**
 * The import job worker every instance runs (docs/sources.md "Imports as jobs"): a pass every `everyMs` claims the
 * oldest due job under a lease, has the job's kind read its file (a first pass that writes nothing, then the file
 * as a stream in batches), and applies each batch not yet recorded, renewing the lease as it goes. A job left by a
 * stopped instance is due again once its lease runs out, and resumes at its first unrecorded batch; a batch that
 * keeps failing fails the job, its progress kept. The kinds (a sales import, a batch's results) are one row each in
 * `kinds`: `adapters/sources/sales_import_job.ts`, `adapters/batches/results_import_job.ts`.
 */
import {
  IMPORT_BATCH_ROWS,
  type ImportJobKind,
  type ImportJobRepository,
  type ImportJobRunner,
} from "../../domain/sources/import_job.ts";
import { failImportJob } from "../../domain/sources/run_import_batch.ts";
import type { UnitOfWork } from "../../domain/shared/unit_of_work.ts";
import type {
  ClaimedImportJob,
  ImportJobStore,
} from "../postgres/import_job_repository.ts";

/** Failed attempts at one batch before the job fails. */
const MAX_ATTEMPTS = 3;

/** One batch of a job's file, read in file order by its kind. */
export interface JobBatch {
  /** The file's records in it (what it adds to rowsRead). */
  records: number;
  /** Its first line, named when it cannot be applied. */
  firstLine: number | undefined;
  /**
   * Applies it as batch `batchNo` (unless that batch is recorded already): null, or why the job stops now (a
   * refusal that another try would repeat). A throw is a fault: the batch is tried again by a later pass.
   */
  apply(batchNo: number): Promise<string | null>;
}

/** A job's file as its kind reads it, after a first pass that checked it and counted its rows (writing nothing). */
export interface JobPlan {
  total: number;
  /** The batches in order, every one (recorded ones too: a kind may carry state across them); a string: the batch
   * cannot be read, and the job fails with that message. */
  batches: AsyncIterable<JobBatch | string>;
  /** Ends the job, done, once every batch is recorded (with its kind's audit row). */
  finish(): Promise<void>;
}

/** How a kind runs a claimed job: its plan, or why the job fails before any row applies. */
export type JobKindRun = (
  claimed: ClaimedImportJob,
  batchRows: number,
) => Promise<JobPlan | string>;

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

  const run = async (
    claimed: ClaimedImportJob,
    stopAfterBatches: number,
  ): Promise<void> => {
    const { job } = claimed;
    const fail = (error: string) =>
      failImportJob({ uow: options.uow }, { jobId: job.id, error });
    const plan = await options.kinds[job.kind](claimed, batchRows);
    if (typeof plan === "string") return fail(plan);
    await options.store.progress(
      job.id,
      { read: job.rowsApplied, total: plan.total },
      leaseMs,
    );
    let batchNo = 0;
    let read = 0;
    let ran = 0;
    for await (const batch of plan.batches) {
      if (typeof batch === "string") return fail(batch);
      read += batch.records;
      // Batches recorded before (by this instance before a restart, or another) are read only for their state.
      if (batchNo >= job.batchesDone) {
        // Shutting down: the job is let go for any instance to resume. A test's stop leaves it held, like a crash.
        if (stopping) return options.store.release(job.id);
        if (ran >= stopAfterBatches) return;
        await options.store.progress(job.id, { read }, leaseMs);
        let refusal: string | null;
        try {
          refusal = await batch.apply(batchNo);
        } catch (e) {
          onError(e);
          const attempts = await options.store.attemptFailed(job.id);
          if (attempts >= MAX_ATTEMPTS) {
            await fail(
              `Rows from line ${
                batch.firstLine ?? "?"
              } could not be applied (${attempts} tries); rows before them are applied.`,
            );
          }
          return;
        }
        if (refusal !== null) return fail(refusal);
        ran++;
      }
      batchNo++;
    }
    await plan.finish();
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
