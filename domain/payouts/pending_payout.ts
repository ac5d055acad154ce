/** The steps paying and rejecting share: lock the pending payout, and give its reservation back. */
import { err, ok, type Result } from "../shared/result.ts";
import type { CalendarDate } from "../shared/karachi_date.ts";
import type { LedgerEntryInput } from "../ledger/ledger_repository.ts";
import type { Payout } from "./payout.ts";
import type { PayoutRepository } from "./payout_repository.ts";
import {
  alreadyDecided,
  PAYOUT_NOT_FOUND,
  type PayoutError,
} from "./payout_errors.ts";

/** The payout row-locked and its user's payout lock held, or why it cannot be decided (missing or not pending). */
export async function lockPendingPayout(
  payouts: PayoutRepository,
  payoutId: number,
): Promise<Result<Payout, PayoutError>> {
  const payout = await payouts.findByIdForUpdate(payoutId);
  if (!payout) return err(PAYOUT_NOT_FOUND);
  if (payout.status !== "pending") return err(alreadyDecided(payout.status));
  // Serialises with the user's payout requests, which check the balance under the same lock.
  await payouts.lockUser(payout.userId);
  return ok(payout);
}

/** The ledger row that returns a decided payout's reserved amount to the available balance on `on`. */
export function releasedEntry(
  payout: Payout,
  on: CalendarDate,
): LedgerEntryInput {
  return {
    userId: payout.userId,
    productId: payout.productId,
    kind: "payout_released",
    amount: payout.amount,
    availableOn: on,
    sourceType: "payout",
    sourceId: payout.id,
  };
}
