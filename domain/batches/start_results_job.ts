/** Use case: an admin's large results file (or one sent with async=1) is queued as a job, answered with its id, and
 * audited (docs/payout-operations.md "Results as a job"). */
import { err, ok, type Result } from "../shared/result.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import { BATCH_MESSAGES, resultsRecorderRefusal } from "./batch.ts";
import type { ResultsJobRepos } from "./batch_repos.ts";
import type { BatchResultsError } from "./batch_results.ts";

/** Queues the job, refused as an import is (no such batch, maker–checker), with an audit row naming it. */
export async function startResultsJob(
  deps: { uow: UnitOfWork<ResultsJobRepos> },
  input: {
    adminId: number;
    batchId: number;
    fileName: string;
    file: Uint8Array;
  },
): Promise<Result<{ jobId: number }, BatchResultsError>> {
  return await deps.uow.run(async (repos) => {
    const batch = await repos.batches.findForUpdate(input.batchId);
    if (!batch) {
      return err({
        code: "BATCH_NOT_FOUND" as const,
        message: BATCH_MESSAGES.notFound,
      });
    }
    const { makerChecker } = await repos.settings.get();
    const refusal = resultsRecorderRefusal(batch, input.adminId, makerChecker);
    if (refusal) return err({ code: "MAKER_CHECKER", message: refusal });
    const jobId = await repos.importJobs.create({
      kind: "batch_results",
      batchId: batch.id,
      adminId: input.adminId,
      fileName: input.fileName,
      file: input.file,
      options: {},
      dryRun: false,
    });
    await repos.audit.append({
      adminId: input.adminId,
      action: "Record Batch Results",
      details: `Batch ${batch.reference}: ${
        input.fileName.slice(0, 200) || "(no file name)"
      }, queued as job #${jobId}`,
    });
    return ok({ jobId });
  });
}
