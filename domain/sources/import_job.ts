/**
 * An import run as a background job (docs/sources.md "Imports as jobs"): a sales import, or a payout batch's results
 * import (docs/payout-operations.md "Results as a job"). Its kinds, states, what it reports, and the ports that keep
 * it. A job applies its file a batch per transaction; the batch's report and the job's progress commit with the
 * batch, so the count of recorded batches is where a resumed job starts.
 */
import type { ImportMeaning, ImportPresetName } from "./import_presets.ts";
import type { ImportColumns } from "./import_fields.ts";
import type { ImportReportRow } from "./import_row.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import type { AuditRepository } from "../audit/audit_repository.ts";

/**
 * The kinds of import job, one row each (and in the `import_job_kinds` table, 0078): the worker runs a job by its
 * kind's row (`Record<ImportJobKind, …>`), and `adapters/postgres/import_job_kinds_test.ts` fails while the two differ.
 */
export const IMPORT_JOB_KINDS = ["sales", "batch_results"] as const;

/** sales: a source's CSV import (or dry run); batch_results: a payout batch's results file. */
export type ImportJobKind = typeof IMPORT_JOB_KINDS[number];

/** A job's status words (the wire's `status`). */
export const IMPORT_JOB_STATUSES = [
  "queued",
  "running",
  "done",
  "failed",
] as const;

/** queued (not started), running, done (every batch recorded), failed (stopped with its progress kept). */
export type ImportJobStatus = typeof IMPORT_JOB_STATUSES[number];

/** Files with more rows than this (or sent with async=1) run as a job; smaller ones answer in the request. */
export const IMPORT_JOB_THRESHOLD_ROWS = 5_000;

/** Rows applied per transaction. */
export const IMPORT_BATCH_ROWS = 1_000;

/**
 * Rows per batch at most, counting those only reported (errors, ignored rows): they cost no statement, so a
 * batch gathers rows until IMPORT_BATCH_ROWS of them are written or it holds this many.
 */
export const IMPORT_BATCH_MAX_ROWS = 50_000;

/** The per-row report a finished job answers at most (its first rows); the summary counts every row. */
export const IMPORT_JOB_REPORT_ROWS = 10_000;

/** How the file's columns are read: as the form gave them, kept with the job so a resumed job reads alike. */
export interface ImportJobOptions {
  mapping: ImportColumns;
  preset: ImportPresetName | null;
  statusMap: Record<string, ImportMeaning>;
  /** The Asia/Karachi day of the upload: rows without a date count on it, rows after it are refused. */
  today: string;
}

/** A job as its owner and the admin see it. */
export interface ImportJob {
  id: number;
  kind: ImportJobKind;
  /** The source of a sales import; null for other kinds. */
  sourceId: number | null;
  /** The payout batch of a results import; null for other kinds. */
  batchId: number | null;
  adminId: number;
  fileName: string;
  dryRun: boolean;
  status: ImportJobStatus;
  batchesDone: number;
  rowsRead: number;
  /** The file's rows, once the job has counted them. */
  rowsTotal: number | null;
  rowsApplied: number;
  /** Rows per outcome (a sales import's `ImportRowOutcome`s, a results import's paid, failed, unchanged). */
  summary: JobSummary;
  error: string | null;
}

/** Rows per outcome of a job, its kind's outcome words. */
export type JobSummary = Partial<Record<string, number>>;

/** A new job: its kind and subject (a source or a batch), its file and how to read it. */
export type NewImportJob =
  & {
    adminId: number;
    fileName: string;
    /** The file's bytes, whole or in the chunks an upload arrived in (so it is never copied whole). */
    file: Uint8Array | readonly Uint8Array[];
    dryRun: boolean;
  }
  & (
    | { kind: "sales"; sourceId: number; options: ImportJobOptions }
    | { kind: "batch_results"; batchId: number; options: Record<never, never> }
  );

/** The job's rows in a transaction: created, locked for a batch, a batch recorded, finished. */
export interface ImportJobRepository {
  create(job: NewImportJob): Promise<number>;
  /** Locks the job's row until the transaction ends (the one batch at a time guarantee). */
  lock(id: number): Promise<ImportJob | null>;
  /** Records batch `batchNo` (the next): its report rows (those kept), and the job's counts and summary after it. */
  recordBatch(
    id: number,
    batchNo: number,
    rows: readonly object[],
    progress: Pick<ImportJob, "rowsApplied" | "summary">,
  ): Promise<void>;
  /** Ends the job: done, or failed with why; its file is dropped either way. */
  finish(
    id: number,
    status: "done" | "failed",
    error: string | null,
  ): Promise<void>;
}

/** The read side: a job's progress and, when done, its report rows (in file order, at most `limit`; each kind's
 * rows as its batches recorded them: `ImportReportRow`s of a sales import, `ResultReportRow`s of a results import). */
export interface ImportJobReader {
  get(id: number): Promise<ImportJob | null>;
  reportRows<Row = ImportReportRow>(id: number, limit: number): Promise<Row[]>;
}

/** Adds one batch's counts per outcome to a job's summary. */
export function addToSummary(
  summary: JobSummary,
  batch: JobSummary,
): JobSummary {
  const sum = { ...summary };
  for (const [outcome, n] of Object.entries(batch)) {
    sum[outcome] = (sum[outcome] ?? 0) + (n ?? 0);
  }
  return sum;
}

/** The worker that runs jobs: `kick` after queueing one; `pass` runs one due job now (tests, and a stop like a crash). */
export interface ImportJobRunner {
  kick(): void;
  pass(options?: { stopAfterBatches?: number }): Promise<boolean>;
}

/** The import job side of the sources bundle: queue (with its audit row), read, run. */
export interface ImportJobServices {
  uow: UnitOfWork<{ importJobs: ImportJobRepository; audit: AuditRepository }>;
  reader: ImportJobReader;
  runner: ImportJobRunner;
}
