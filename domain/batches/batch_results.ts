/**
 * The steps of recording a batch's results, shared by the import in one request (recordBatchResults) and the
 * import run as a job, a batch of rows per transaction (runResultsBatch): each result checked, matched against its
 * payout (to settle, already so, or contradicting), and the payouts to settle settled through the one pay path.
 */
import { err, ok, type Result } from "../shared/result.ts";
import { parseWholeNumber } from "../shared/whole_number.ts";
import type { Payout } from "../payouts/payout.ts";
import type { PayoutError } from "../payouts/payout_errors.ts";
import type { PayoutNotifier } from "../payouts/payout_notifier.ts";
import {
  checkTransactionId,
  settleLockedPayouts,
  type Settlement,
} from "../payouts/settle_payout.ts";
import {
  BATCH_MESSAGES,
  type PayoutBatch,
  payoutReference,
  type ResultRowOutcome,
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

/** Why an import changed nothing (or, for a job, why it stopped). */
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

/** One row of a results job's report. */
export interface ResultReportRow {
  line?: number;
  payoutId: number;
  outcome: ResultRowOutcome;
  transactionId?: string;
  reason?: string;
}

/** A result whose fields are checked. */
export interface CheckedResult {
  payoutId: number;
  status: "paid" | "failed";
  transactionId: string | null;
  reason: string | null;
  line?: number;
}

/**
 * Checks one result (the `index`th, named by its line when it has one): a payout id not seen before in the import
 * (`seen` is kept across calls), the batch's reference if it names one, paid or failed, a transaction id when paid.
 */
export function checkResult(
  r: BatchResultInput,
  index: number,
  reference: string | null,
  seen: Set<number>,
): Result<CheckedResult, BatchResultsError> {
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
  return ok({
    payoutId,
    status,
    transactionId,
    reason: reasonText === "" ? null : reasonText,
    ...(r.line ? { line: r.line } : {}),
  });
}

/** Checks every result before anything is written; the first bad one refuses the import, naming its line. */
export function checkResults(
  results: BatchResultInput[],
  reference: string | null,
): Result<CheckedResult[], BatchResultsError> {
  if (results.length === 0) {
    return err({ code: "VALIDATION_ERROR", message: BATCH_MESSAGES.results });
  }
  const seen = new Set<number>();
  const checked: CheckedResult[] = [];
  for (const [index, r] of results.entries()) {
    const one = checkResult(r, index, reference, seen);
    if (!one.ok) return one;
    checked.push(one.value);
  }
  return ok(checked);
}

/** What a payout's state says of a result: settle it, already so (unchanged), or refused. */
export function resultAgainst(
  payout: Pick<Payout, "id" | "status" | "transactionId"> | undefined,
  result: CheckedResult,
  batch: Pick<PayoutBatch, "reference">,
): Result<"settle" | "unchanged", BatchResultsError> {
  if (!payout) {
    return err({
      code: "VALIDATION_ERROR",
      message: `Payout ${
        payoutReference(result.payoutId)
      } is not in batch ${batch.reference}.`,
    });
  }
  if (payout.status === "processing") return ok("settle");
  if (
    payout.status === result.status &&
    (result.status === "failed" ||
      payout.transactionId === result.transactionId)
  ) {
    return ok("unchanged");
  }
  return err({
    code: "RESULT_CONFLICT",
    message: `Payout ${payoutReference(payout.id)} is already ${payout.status}${
      payout.transactionId ? ` (transaction ID ${payout.transactionId})` : ""
    }; its result cannot change.`,
  });
}

/**
 * Settles the results to apply (their payouts locked by the caller, the batch row too): every user's payout lock in
 * user id order before any ledger row (two imports never wait on each other in opposite orders, and each balance
 * check sees the user's committed rows), then every payout in a few statements (settleLockedPayouts), and the
 * batch items' results recorded. Answers the settled payouts.
 */
export async function settleResults(
  repos: BatchRepos,
  batch: Pick<PayoutBatch, "id" | "reference">,
  todo: { payout: Payout; result: CheckedResult }[],
  input: { adminId: number; now: Date },
): Promise<Result<Payout[], BatchResultsError>> {
  const users = [...new Set(todo.map((t) => t.payout.userId))].sort((a, b) =>
    a - b
  );
  for (const userId of users) await repos.payouts.lockUser(userId);
  const done = await settleLockedPayouts(
    repos,
    todo.map(({ payout, result }): Settlement =>
      result.status === "paid"
        ? { payout, status: "paid", transactionId: result.transactionId! }
        : { payout, status: "failed", reason: result.reason }
    ),
    {
      adminId: input.adminId,
      now: input.now,
      auditSuffix: ` (batch ${batch.reference})`,
    },
  );
  if (!done.ok) return done;
  await repos.batches.recordResults(
    batch.id,
    todo.map(({ payout, result }) => ({
      payoutId: payout.id,
      status: result.status,
    })),
    { by: input.adminId, at: input.now },
  );
  return ok(done.value);
}

/**
 * Checks a results file's rows one at a time as they are read, against the batch's payouts as they are (`members`):
 * what a results job checks, to the end of the file, before it applies anything. It holds only the payout ids seen,
 * which are the batch's (a row naming another payout stops the check).
 */
export function resultsFileCheck(
  batch: Pick<PayoutBatch, "reference">,
  members: Map<number, Pick<Payout, "id" | "status" | "transactionId">>,
): (r: BatchResultInput) => Result<"settle" | "unchanged", BatchResultsError> {
  const seen = new Set<number>();
  let index = 0;
  return (r) => {
    const checked = checkResult(r, index++, batch.reference, seen);
    if (!checked.ok) return checked;
    return resultAgainst(
      members.get(checked.value.payoutId),
      checked.value,
      batch,
    );
  };
}

/** The decision emails of settled payouts, after the commit. */
export async function notifySettled(
  notifier: PayoutNotifier,
  settled: Payout[],
): Promise<void> {
  if (notifier.payoutsSettled) {
    await notifier.payoutsSettled(settled);
    return;
  }
  for (const payout of settled) {
    if (payout.status === "paid") await notifier.payoutPaid(payout);
    else await notifier.payoutFailed(payout);
  }
}
