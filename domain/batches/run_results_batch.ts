/**
 * Use cases of a running results job (docs/payout-operations.md "Results as a job"): apply one batch of the file's
 * rows (the rows checked, their payouts settled through the one pay path, the batch's report and the job's progress,
 * all in one transaction, so a batch is applied once or not at all), and finish the job with its audit row.
 */
import { err, ok, type Result } from "../shared/result.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import type { Payout } from "../payouts/payout.ts";
import type { PayoutNotifier } from "../payouts/payout_notifier.ts";
import {
  addToSummary,
  IMPORT_JOB_REPORT_ROWS,
  type ImportJob,
} from "../sources/import_job.ts";
import {
  BATCH_MESSAGES,
  type ResultRowOutcome,
  resultsRecorderRefusal,
} from "./batch.ts";
import type { ResultsJobRepos } from "./batch_repos.ts";
import {
  type BatchResultInput,
  type BatchResultsError,
  type CheckedResult,
  checkResult,
  notifySettled,
  resultAgainst,
  type ResultReportRow,
  settleResults,
} from "./batch_results.ts";

/** What a results job's steps need. */
export interface ResultsJobDeps {
  uow: UnitOfWork<ResultsJobRepos>;
  notifier: PayoutNotifier;
  now(): Date;
}

const isOpen = (job: ImportJob | null, batchNo: number): job is ImportJob =>
  job !== null && (job.status === "queued" || job.status === "running") &&
  job.batchesDone === batchNo;

/**
 * Applies batch `batchNo` of the job's rows, unless it is recorded already (another instance, or this one before a
 * restart): answers whether it was applied now, or why the job must stop (the batch changed nothing). The batch row
 * is locked as a one-request import locks it, so an import of the same batch waits at most one batch of rows; a
 * result recorded meanwhile counts as unchanged, one contradicting it stops the job.
 */
export async function runResultsBatch(
  deps: ResultsJobDeps,
  input: { jobId: number; batchNo: number; results: BatchResultInput[] },
): Promise<Result<boolean, BatchResultsError>> {
  const settled: Payout[] = [];
  const outcome = await deps.uow.run(
    async (repos): Promise<Result<boolean, BatchResultsError>> => {
      const job = await repos.importJobs.lock(input.jobId);
      if (!isOpen(job, input.batchNo)) return ok(false);
      const batch = job.batchId === null
        ? null
        : await repos.batches.findForUpdate(job.batchId);
      if (!batch) {
        return err({
          code: "BATCH_NOT_FOUND",
          message: BATCH_MESSAGES.notFound,
        });
      }
      const { makerChecker } = await repos.settings.get();
      const refusal = resultsRecorderRefusal(batch, job.adminId, makerChecker);
      if (refusal) return err({ code: "MAKER_CHECKER", message: refusal });
      // The whole file's checks ran before the first batch (a payout named twice among them); each row again here.
      const checked: CheckedResult[] = [];
      const seen = new Set<number>();
      for (const [i, r] of input.results.entries()) {
        const one = checkResult(r, job.rowsApplied + i, batch.reference, seen);
        if (!one.ok) return one;
        checked.push(one.value);
      }
      const members = new Map(
        (await repos.batches.lockBatchPayouts(batch.id, [...seen])).map((
          p,
        ) => [p.id, p]),
      );
      const todo: { payout: Payout; result: CheckedResult }[] = [];
      const rows: ResultReportRow[] = [];
      for (const result of checked) {
        const payout = members.get(result.payoutId);
        const verdict = resultAgainst(payout, result, batch);
        if (!verdict.ok) return verdict;
        if (verdict.value === "settle") todo.push({ payout: payout!, result });
        rows.push({
          ...(result.line ? { line: result.line } : {}),
          payoutId: result.payoutId,
          outcome: verdict.value === "settle" ? result.status : "unchanged",
          ...(result.transactionId === null
            ? {}
            : { transactionId: result.transactionId }),
          ...(result.reason === null ? {} : { reason: result.reason }),
        });
      }
      const done = await settleResults(repos, batch, todo, {
        adminId: job.adminId,
        now: deps.now(),
      });
      if (!done.ok) return done;
      settled.push(...done.value);
      const summary: Partial<Record<ResultRowOutcome, number>> = {};
      for (const row of rows) {
        summary[row.outcome] = (summary[row.outcome] ?? 0) + 1;
      }
      // Only the report rows a finished job answers are kept.
      const room = Math.max(0, IMPORT_JOB_REPORT_ROWS - job.rowsApplied);
      await repos.importJobs.recordBatch(
        job.id,
        input.batchNo,
        rows.slice(0, room),
        {
          rowsApplied: job.rowsApplied + rows.length,
          summary: addToSummary(job.summary, summary),
        },
      );
      return ok(true);
    },
  );
  if (outcome.ok) await notifySettled(deps.notifier, settled);
  return outcome;
}

/** Ends the job once every batch is recorded: done, with one `Record Batch Results` audit row summing it (when it
 * changed anything, as a one-request import). */
export async function finishResultsJob(
  deps: ResultsJobDeps,
  input: { jobId: number; reference: string },
): Promise<void> {
  await deps.uow.run(async (repos) => {
    const job = await repos.importJobs.lock(input.jobId);
    if (job === null || job.status === "done" || job.status === "failed") {
      return;
    }
    await repos.importJobs.finish(job.id, "done", null);
    const { paid = 0, failed = 0, unchanged = 0 } = job.summary;
    if (paid + failed > 0) {
      await repos.audit.append({
        adminId: job.adminId,
        action: "Record Batch Results",
        details:
          `Batch ${input.reference}: ${paid} paid, ${failed} failed, ${unchanged} already recorded (job #${job.id})`,
      });
    }
  });
}
