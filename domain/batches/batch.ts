/** Payout batches: the payouts of one rail sent together as one bank or wallet bulk file, and their references. */
import type { Money } from "../shared/money.ts";
import type { PayoutMethod } from "../payouts/payout.ts";

/** The rail a batch is sent on: one per payout method (bank = IBFT to an IBAN, a wallet, or other). */
export type Rail = PayoutMethod;

/** A batch as stored, with its payouts' progress. */
export interface PayoutBatch {
  id: number;
  rail: Rail;
  reference: string;
  count: number;
  total: Money;
  createdBy: number;
  createdByEmail: string;
  createdAt: Date;
  /** How many of its payouts are still processing, paid, failed. */
  processing: number;
  paid: number;
  failed: number;
}

/** "KAMAI-B12-BANK": the reference printed in the batch file and expected back in a results file. */
export function batchReference(id: number, rail: Rail): string {
  return `KAMAI-B${id}-${rail.toUpperCase()}`;
}

/** "KAMAI-P345": a payout's reference in batch files (the narration the payee sees) and results files. */
export function payoutReference(payoutId: number): string {
  return `KAMAI-P${payoutId}`;
}

/** The payout id of a reference ("KAMAI-P345", or the bare id "345"), or null. */
export function parsePayoutReference(text: string): number | null {
  const match = /^(?:KAMAI-P)?(\d{1,15})$/i.exec(text.trim());
  if (!match) return null;
  const id = Number(match[1]);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** At most this many payouts per create call (a cycle's worth; the bench uses 5,000). */
export const MAX_BATCH_PAYOUTS = 10_000;

/** The messages of the batch screens and API. */
export const BATCH_MESSAGES = {
  payoutIds: "Send payoutIds: a list of 1 to 10000 payout ids.",
  notFound: "Batch not found.",
  makerChecker:
    "Maker–checker is on: another admin must record the results of a batch you created.",
  results:
    "Send results: a list of { payoutId, status, transactionId, reason }.",
  asyncTakesAFile:
    "async=1 takes a results file (multipart/form-data); JSON results are recorded at once.",
} as const;

/** A results job's outcome words: what each row of a results file did (unchanged: the payout had that result). */
export const RESULT_ROW_OUTCOMES = ["paid", "failed", "unchanged"] as const;

/** What a row of a results file did. */
export type ResultRowOutcome = typeof RESULT_ROW_OUTCOMES[number];

/**
 * Why this admin may not record the batch's results, or null when they may: with maker–checker on, the batch's
 * creator never records its results (the API refuses it; the batch screen says so before anyone tries).
 */
export function resultsRecorderRefusal(
  batch: Pick<PayoutBatch, "createdBy">,
  adminId: number,
  makerChecker: boolean,
): string | null {
  return makerChecker && batch.createdBy === adminId
    ? BATCH_MESSAGES.makerChecker
    : null;
}
