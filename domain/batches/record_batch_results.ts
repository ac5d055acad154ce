/** recordBatchResults: the bank's or wallet's answer per payout of a batch: paid (with its transaction id) or failed. */
import { err, ok, type Result } from "../shared/result.ts";
import type { Clock } from "../shared/clock.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import type { Payout } from "../payouts/payout.ts";
import type { PayoutNotifier } from "../payouts/payout_notifier.ts";
import {
  BATCH_MESSAGES,
  type PayoutBatch,
  resultsRecorderRefusal,
} from "./batch.ts";
import type { BatchRepos } from "./batch_repos.ts";
import {
  type BatchResultInput,
  type BatchResultsError,
  type CheckedResult,
  checkResults,
  notifySettled,
  resultAgainst,
  settleResults,
} from "./batch_results.ts";

export type { BatchResultInput, BatchResultsError } from "./batch_results.ts";

/** What an import did: counts, and the batch after it. */
export interface BatchResultsOutcome {
  paid: number;
  failed: number;
  unchanged: number;
  batch: PayoutBatch;
}

/** What recordBatchResults needs. */
export interface RecordBatchResultsDeps {
  uow: UnitOfWork<BatchRepos>;
  clock: Clock;
  notifier: PayoutNotifier;
}

/**
 * Records results in one transaction: paid → the one pay path (ledger, withholding, invoice, audit); failed → the
 * reservation released to the balance and the reason kept. A result the payout already has (the same import again)
 * changes nothing; a result contradicting a recorded one refuses the import. With maker–checker on, the batch's
 * creator cannot record its results. Emails go out after the commit.
 */
export async function recordBatchResults(
  deps: RecordBatchResultsDeps,
  input: { adminId: number; batchId: number; results: BatchResultInput[] },
): Promise<Result<BatchResultsOutcome, BatchResultsError>> {
  const now = deps.clock.now();
  const settled: Payout[] = [];
  const outcome = await deps.uow.run(
    async (repos): Promise<Result<BatchResultsOutcome, BatchResultsError>> => {
      const { batches, settings, audit } = repos;
      const batch = await batches.findForUpdate(input.batchId);
      if (!batch) {
        return err({
          code: "BATCH_NOT_FOUND",
          message: BATCH_MESSAGES.notFound,
        });
      }
      const checked = checkResults(input.results, batch.reference);
      if (!checked.ok) return checked;
      const { makerChecker } = await settings.get();
      const refusal = resultsRecorderRefusal(
        batch,
        input.adminId,
        makerChecker,
      );
      if (refusal) return err({ code: "MAKER_CHECKER", message: refusal });
      const members = new Map(
        (await batches.lockBatchPayouts(batch.id)).map((p) => [p.id, p]),
      );
      const todo: { payout: Payout; result: CheckedResult }[] = [];
      let unchanged = 0;
      for (const result of checked.value) {
        const payout = members.get(result.payoutId);
        const verdict = resultAgainst(payout, result, batch);
        if (!verdict.ok) return verdict;
        if (verdict.value === "settle") todo.push({ payout: payout!, result });
        else unchanged++;
      }
      const done = await settleResults(repos, batch, todo, {
        adminId: input.adminId,
        now,
      });
      if (!done.ok) return done;
      settled.push(...done.value);
      const paid = settled.filter((p) => p.status === "paid").length;
      const failed = settled.length - paid;
      if (paid + failed > 0) {
        await audit.append({
          adminId: input.adminId,
          action: "Record Batch Results",
          details:
            `Batch ${batch.reference}: ${paid} paid, ${failed} failed, ${unchanged} already recorded`,
        });
      }
      return ok({
        paid,
        failed,
        unchanged,
        batch: {
          ...batch,
          processing: batch.processing - paid - failed,
          paid: batch.paid + paid,
          failed: batch.failed + failed,
        },
      });
    },
  );
  if (outcome.ok) await notifySettled(deps.notifier, settled);
  return outcome;
}
