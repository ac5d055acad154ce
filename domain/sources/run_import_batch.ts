/**
 * Use cases of a running import job: apply one batch (its rows, its report and the job's progress in one
 * transaction, so a batch is applied once or not at all), and finish the job (done with its audit row, or failed).
 */
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import { applyImportRows } from "./apply_import_rows.ts";
import {
  addToSummary,
  IMPORT_JOB_REPORT_ROWS,
  type ImportJob,
  type ImportJobRepository,
} from "./import_job.ts";
import type { ImportJobRepos } from "./sources_repos.ts";
import {
  type ImportReport,
  type ImportRow,
  isWrittenRow,
  unwrittenRowsReport,
} from "./import_row.ts";
import { importAuditDetails } from "./import_sales.ts";
import type { Source } from "./source.ts";

/** What a job's steps need. */
export interface ImportJobDeps {
  uow: UnitOfWork<ImportJobRepos>;
  now(): Date;
}

// Carries a dry run's batch report out of its transaction: throwing it rolls the batch back.
class DryRunBatch {
  constructor(readonly report: ImportReport) {}
}

const isOpen = (job: ImportJob | null, batchNo: number): job is ImportJob =>
  job !== null && (job.status === "queued" || job.status === "running") &&
  job.batchesDone === batchNo;

/**
 * Applies batch `batchNo` of the job, unless it is recorded already (another instance, or this one before a
 * restart): answers whether it was applied now. A dry run's batch is applied and rolled back, then its report
 * recorded, so a dry run writes nothing but its report. A batch of rows that are only reported (errors, ignored
 * rows) is not applied at all: its report is made without the database and recorded in one short transaction.
 */
export async function runImportBatch(
  deps: ImportJobDeps,
  input: {
    jobId: number;
    batchNo: number;
    source: Source;
    rows: ImportRow[];
    /**
     * Rows of the batch past the report's cap (IMPORT_JOB_REPORT_ROWS) that are only reported (errors, ignored
     * rows): counted in the job's rows and summary, never listed, so a reader need not keep them.
     */
    countedOnly?: { error: number; ignored: number };
    today: string;
    dryRun: boolean;
  },
): Promise<boolean> {
  const counted = input.countedOnly ?? { error: 0, ignored: 0 };
  const apply = (repos: ImportJobRepos) =>
    applyImportRows(repos, {
      source: input.source,
      rows: input.rows,
      today: input.today,
      now: deps.now(),
    });
  const record = async (
    repos: ImportJobRepos,
    job: ImportJob,
    report: ImportReport,
  ) => {
    const summary = addToSummary(
      addToSummary(job.summary, report.summary),
      // Only outcomes that happened: a summary lists no zero.
      Object.fromEntries(Object.entries(counted).filter(([, n]) => n > 0)),
    );
    // Only the report rows a finished job answers are kept: a file of millions of rows in error stores 10,000.
    const room = Math.max(0, IMPORT_JOB_REPORT_ROWS - job.rowsApplied);
    await repos.importJobs.recordBatch(
      job.id,
      input.batchNo,
      report.rows.slice(0, room),
      {
        rowsApplied: job.rowsApplied + input.rows.length + counted.error +
          counted.ignored,
        summary,
      },
    );
  };
  if (!input.rows.some(isWrittenRow)) {
    return await deps.uow.run(async (repos) => {
      const job = await repos.importJobs.lock(input.jobId);
      if (!isOpen(job, input.batchNo)) return false;
      const room = Math.max(0, IMPORT_JOB_REPORT_ROWS - job.rowsApplied);
      await record(repos, job, unwrittenRowsReport(input.rows, room));
      return true;
    });
  }
  if (input.dryRun) {
    let report: ImportReport;
    try {
      await deps.uow.run(async (repos) => {
        if (!isOpen(await repos.importJobs.lock(input.jobId), input.batchNo)) {
          return;
        }
        throw new DryRunBatch(await apply(repos));
      });
      return false;
    } catch (e) {
      if (!(e instanceof DryRunBatch)) throw e;
      report = e.report;
    }
    return await deps.uow.run(async (repos) => {
      const job = await repos.importJobs.lock(input.jobId);
      if (!isOpen(job, input.batchNo)) return false;
      await record(repos, job, report);
      return true;
    });
  }
  return await deps.uow.run(async (repos) => {
    const job = await repos.importJobs.lock(input.jobId);
    if (!isOpen(job, input.batchNo)) return false;
    await record(repos, job, await apply(repos));
    return true;
  });
}

/** Ends a sales job once every batch is recorded: done, with the import's audit row (a real import's). */
export async function finishImportJob(
  deps: ImportJobDeps,
  input: { jobId: number; source: Source },
): Promise<void> {
  await deps.uow.run(async (repos) => {
    const job = await repos.importJobs.lock(input.jobId);
    if (job === null || job.status === "done" || job.status === "failed") {
      return;
    }
    await repos.importJobs.finish(job.id, "done", null);
    if (!job.dryRun) {
      await repos.audit.append({
        adminId: job.adminId,
        action: "Import Sales",
        details: `${
          importAuditDetails(
            input.source,
            job.fileName,
            job.rowsApplied,
            job.summary,
          )
        } (job #${job.id})`,
      });
    }
  });
}

/** Stops the job with its progress kept (every recorded batch stays applied); `error` says why. */
export async function failImportJob(
  deps: { uow: UnitOfWork<{ importJobs: ImportJobRepository }> },
  input: { jobId: number; error: string },
): Promise<void> {
  await deps.uow.run(async (repos) => {
    const job = await repos.importJobs.lock(input.jobId);
    if (job === null || job.status === "done" || job.status === "failed") {
      return;
    }
    await repos.importJobs.finish(job.id, "failed", input.error.slice(0, 500));
  });
}
