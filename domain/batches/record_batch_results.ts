/** recordBatchResults: the bank's or wallet's answer per payout of a batch: paid (with its transaction id) or failed. */
import { err, ok, type Result } from "../shared/result.ts";
import type { Clock } from "../shared/clock.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import { parseWholeNumber } from "../shared/whole_number.ts";
import type { Payout } from "../payouts/payout.ts";
import type { PayoutNotifier } from "../payouts/payout_notifier.ts";
import type { PayoutError } from "../payouts/payout_errors.ts";
import {
  checkTransactionId,
  settleLockedPayouts,
  type Settlement,
} from "../payouts/settle_payout.ts";
import {
  BATCH_MESSAGES,
  type PayoutBatch,
  payoutReference,
  resultsRecorderRefusal,
} from "./batch.ts";
import type { BatchRepos } from "./batch_repos.ts";

/** One result as sent (JSON) or read from a results file (with its line and the batch reference it names). */
export interface BatchResultInput {
  payoutId: unknown;
  status: unknown;
  transactionId?: unknown;
  reason?: unknown;
  /** The results file's batch reference column, checked against the batch when present. */
  batchReference?: string;
  /** The file line, named in messages. */
  line?: number;
}

/** What an import did: counts, and the batch after it. */
export interface BatchResultsOutcome {
  paid: number;
  failed: number;
  unchanged: number;
  batch: PayoutBatch;
}

/** Why an import changed nothing. */
export type BatchResultsError =
  | PayoutError
  | {
    code:
      | "VALIDATION_ERROR"
      | "BATCH_NOT_FOUND"
      | "MAKER_CHECKER"
      | "RESULT_CONFLICT";
    message: string;
    line?: number;
  };

/** What recordBatchResults needs. */
export interface RecordBatchResultsDeps {
  uow: UnitOfWork<BatchRepos>;
  clock: Clock;
  notifier: PayoutNotifier;
}

interface CheckedResult {
  payoutId: number;
  status: "paid" | "failed";
  transactionId: string | null;
  reason: string | null;
}

/** Checks every result before anything is written; the first bad one refuses the import, naming its line. */
function checkResults(
  results: BatchResultInput[],
  reference: string | null,
): Result<CheckedResult[], BatchResultsError> {
  if (results.length === 0) {
    return err({ code: "VALIDATION_ERROR", message: BATCH_MESSAGES.results });
  }
  const seen = new Set<number>();
  const checked: CheckedResult[] = [];
  for (const [index, r] of results.entries()) {
    const where = r.line ? `Line ${r.line}: ` : `Result ${index + 1}: `;
    const invalid = (message: string) =>
      err<BatchResultsError>({
        code: "VALIDATION_ERROR",
        message: where + message,
        ...(r.line ? { line: r.line } : {}),
      });
    const payoutId = typeof r.payoutId === "number" ||
        typeof r.payoutId === "string"
      ? parseWholeNumber(r.payoutId)
      : null;
    if (payoutId === null || payoutId <= 0) {
      return invalid("payoutId must be a payout id.");
    }
    if (seen.has(payoutId)) {
      return invalid(`payout ${payoutReference(payoutId)} appears twice.`);
    }
    seen.add(payoutId);
    if (
      reference !== null && r.batchReference !== undefined &&
      r.batchReference.trim().toUpperCase() !== reference.toUpperCase()
    ) {
      return invalid(
        `the batch reference ${r.batchReference} is not this batch's (${reference}).`,
      );
    }
    const status = typeof r.status === "string"
      ? r.status.trim().toLowerCase()
      : "";
    if (status !== "paid" && status !== "failed") {
      return invalid("status must be paid or failed.");
    }
    const reasonText = typeof r.reason === "string" ? r.reason.trim() : "";
    if (
      r.reason !== undefined && r.reason !== null &&
      typeof r.reason !== "string"
    ) {
      return invalid("reason must be text.");
    }
    if (reasonText.length > 500) {
      return invalid("the reason must be at most 500 characters.");
    }
    let transactionId: string | null = null;
    if (status === "paid") {
      const tx = checkTransactionId(r.transactionId);
      if (!tx.ok) return invalid(tx.error.message);
      transactionId = tx.value;
    }
    checked.push({
      payoutId,
      status,
      transactionId,
      reason: reasonText === "" ? null : reasonText,
    });
  }
  return ok(checked);
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
      const { batches, payouts, settings, audit } = repos;
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
        if (!payout) {
          return err({
            code: "VALIDATION_ERROR",
            message: `Payout ${
              payoutReference(result.payoutId)
            } is not in batch ${batch.reference}.`,
          });
        }
        if (payout.status === "processing") {
          todo.push({ payout, result });
        } else if (
          payout.status === result.status &&
          (result.status === "failed" ||
            payout.transactionId === result.transactionId)
        ) {
          unchanged++;
        } else {
          return err({
            code: "RESULT_CONFLICT",
            message: `Payout ${
              payoutReference(payout.id)
            } is already ${payout.status}${
              payout.transactionId
                ? ` (transaction ID ${payout.transactionId})`
                : ""
            }; its result cannot change.`,
          });
        }
      }
      // Every user's payout lock, in user id order, before any ledger row: two imports never wait on each other
      // in opposite orders, and each balance check sees the user's committed rows.
      const users = [...new Set(todo.map((t) => t.payout.userId))].sort((
        a,
        b,
      ) => a - b);
      for (const userId of users) await payouts.lockUser(userId);
      // Every payout settled in a few statements (not a dozen per payout): a 5,000-payout import stays fast.
      const done = await settleLockedPayouts(
        repos,
        todo.map(({ payout, result }): Settlement =>
          result.status === "paid"
            ? { payout, status: "paid", transactionId: result.transactionId! }
            : { payout, status: "failed", reason: result.reason }
        ),
        {
          adminId: input.adminId,
          now,
          auditSuffix: ` (batch ${batch.reference})`,
        },
      );
      if (!done.ok) return done;
      settled.push(...done.value);
      const paid = settled.filter((p) => p.status === "paid").length;
      const failed = settled.length - paid;
      await batches.recordResults(
        batch.id,
        todo.map(({ payout, result }) => ({
          payoutId: payout.id,
          status: result.status,
        })),
        { by: input.adminId, at: now },
      );
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
  if (outcome.ok && deps.notifier.payoutsSettled) {
    await deps.notifier.payoutsSettled(settled);
  } else if (outcome.ok) {
    for (const payout of settled) {
      if (payout.status === "paid") await deps.notifier.payoutPaid(payout);
      else await deps.notifier.payoutFailed(payout);
    }
  }
  return outcome;
}
