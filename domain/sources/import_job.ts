/**
 * A sales import run as a background job (docs/sources.md "Imports as jobs"): its states, what it reports, and the
 * ports that keep it. A job applies its file a batch per transaction; the batch's report and the job's progress
 * commit with the batch, so the count of recorded batches is where a resumed job starts.
 */
import type { ImportMeaning, ImportPresetName } from "./import_presets.ts";
import type { ImportColumns } from "./import_fields.ts";
import type { ImportReportRow, ImportRowOutcome } from "./import_row.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import type { AuditRepository } from "../audit/audit_repository.ts";

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
  sourceId: number;
  adminId: number;
  fileName: string;
  dryRun: boolean;
  status: ImportJobStatus;
  batchesDone: number;
  rowsRead: number;
  /** The file's rows, once the job has counted them. */
  rowsTotal: number | null;
  rowsApplied: number;
  summary: Partial<Record<ImportRowOutcome, number>>;
  error: string | null;
}

/** A new job: its file and how to read it. */
export interface NewImportJob {
  sourceId: number;
  adminId: number;
  fileName: string;
  file: Uint8Array;
  options: ImportJobOptions;
  dryRun: boolean;
}

/** The job's rows in a transaction: created, locked for a batch, a batch recorded, finished. */
export interface ImportJobRepository {
  create(job: NewImportJob): Promise<number>;
  /** Locks the job's row until the transaction ends (the one batch at a time guarantee). */
  lock(id: number): Promise<ImportJob | null>;
  /** Records batch `batchNo` (the next): its report rows (those kept), and the job's counts and summary after it. */
  recordBatch(
    id: number,
    batchNo: number,
    rows: ImportReportRow[],
    progress: Pick<ImportJob, "rowsApplied" | "summary">,
  ): Promise<void>;
  /** Ends the job: done, or failed with why; its file is dropped either way. */
  finish(
    id: number,
    status: "done" | "failed",
    error: string | null,
  ): Promise<void>;
}

/** The read side: a job's progress and, when done, its report rows (in file order, at most `limit`). */
export interface ImportJobReader {
  get(id: number): Promise<ImportJob | null>;
  reportRows(id: number, limit: number): Promise<ImportReportRow[]>;
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
