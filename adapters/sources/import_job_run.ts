/**
 * One claimed import job run to its end (docs/sources.md "Imports as jobs"): its file read, its kind's plan, each
 * batch not yet recorded applied under a renewed lease, a batch that throws counted as a failed attempt. The worker
 * calls it in-process (adapters/sources/import_job_worker.ts), and a job isolate calls the same function
 * (adapters/sources/job_isolate_main.ts), so the two paths cannot drift.
 */
import type {
  ImportJobKind,
  ImportJobRepository,
} from "../../domain/sources/import_job.ts";
import { failImportJob } from "../../domain/sources/run_import_batch.ts";
import type { UnitOfWork } from "../../domain/shared/unit_of_work.ts";
import type {
  ClaimedImportJob,
  ImportJobStore,
  LeasedImportJob,
} from "../postgres/import_job_repository.ts";

/** Failed attempts at one batch before the job fails. */
export const MAX_ATTEMPTS = 3;

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

/** What a job runs on. */
export interface JobRunDeps {
  store: ImportJobStore;
  uow: UnitOfWork<{ importJobs: ImportJobRepository }>;
  /** The kinds this run may meet (an isolate has only the sales kind's). */
  kinds: Partial<Record<ImportJobKind, JobKindRun>>;
  leaseMs: number;
  batchRows: number;
  /** True once the instance shuts down: the job is let go before its next batch. */
  stopping(): boolean;
  /** Told before each batch is applied (an isolate tells its instance which line a death would name). */
  onBatch?(firstLine: number | undefined): void;
  onError(error: unknown): void;
}

/** Why a job fails after its batch failed `attempts` times. */
export function attemptsMessage(
  firstLine: number | undefined,
  attempts: number,
): string {
  return `Rows from line ${
    firstLine ?? "?"
  } could not be applied (${attempts} tries); rows before them are applied.`;
}

/** Counts a failed attempt at the job's next batch, and fails the job once it had MAX_ATTEMPTS. */
export async function countFailedAttempt(
  deps: Pick<JobRunDeps, "store" | "uow">,
  jobId: number,
  firstLine: number | undefined,
): Promise<void> {
  const attempts = await deps.store.attemptFailed(jobId);
  if (attempts >= MAX_ATTEMPTS) {
    await failImportJob({ uow: deps.uow }, {
      jobId,
      error: attemptsMessage(firstLine, attempts),
    });
  }
}

/** Runs a leased job until it is done, failed, let go (shutdown) or `stopAfterBatches` batches ran (tests). */
export async function runImportJob(
  deps: JobRunDeps,
  leased: LeasedImportJob,
  stopAfterBatches: number,
): Promise<void> {
  const { job } = leased;
  const fail = (error: string) =>
    failImportJob({ uow: deps.uow }, { jobId: job.id, error });
  const kind = deps.kinds[job.kind];
  if (kind === undefined) throw new Error(`no run for ${job.kind} jobs here`);
  const claimed = { ...leased, file: await deps.store.file(job.id) };
  const plan = await kind(claimed, deps.batchRows);
  if (typeof plan === "string") return fail(plan);
  await deps.store.progress(
    job.id,
    { read: job.rowsApplied, total: plan.total },
    deps.leaseMs,
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
      if (deps.stopping()) return deps.store.release(job.id);
      if (ran >= stopAfterBatches) return;
      await deps.store.progress(job.id, { read }, deps.leaseMs);
      deps.onBatch?.(batch.firstLine);
      let refusal: string | null;
      try {
        refusal = await batch.apply(batchNo);
      } catch (e) {
        deps.onError(e);
        return countFailedAttempt(deps, job.id, batch.firstLine);
      }
      if (refusal !== null) return fail(refusal);
      ran++;
    }
    batchNo++;
  }
  await plan.finish();
}
