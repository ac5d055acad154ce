/** rejectPayout: an admin refuses a pending payout; its reserved amount goes back to the available balance. */
import { err, ok, type Result } from "../shared/result.ts";
import { symbolAmount } from "../shared/currency.ts";
import type { Clock } from "../shared/clock.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import { karachiDate } from "../shared/karachi_date.ts";
import type { Payout } from "./payout.ts";
import type { PayoutRepos } from "./payout_repos.ts";
import type { PayoutNotifier } from "./payout_notifier.ts";
import type { PayoutError } from "./payout_errors.ts";
import { lockPendingPayout, releasedEntry } from "./pending_payout.ts";

/** What rejectPayout needs. */
export interface RejectPayoutDeps {
  uow: UnitOfWork<PayoutRepos>;
  clock: Clock;
  notifier: PayoutNotifier;
}

/** Which payout, by whom, and the optional reason shown to the affiliate. */
export interface RejectPayoutInput {
  adminId: number;
  payoutId: number;
  rejectionReason: unknown;
}

/** Rejects a payout: release row, status and audit row in one transaction; then emails the affiliate. */
export async function rejectPayout(
  deps: RejectPayoutDeps,
  input: RejectPayoutInput,
): Promise<Result<Payout, PayoutError>> {
  const reason = typeof input.rejectionReason === "string"
    ? input.rejectionReason.trim()
    : "";
  if (reason.length > 500) {
    return err({
      code: "VALIDATION_ERROR",
      message: "Rejection reason must be at most 500 characters.",
      field: "rejectionReason",
    });
  }
  const rejectionReason = reason === "" ? null : reason;
  const now = deps.clock.now();

  const result = await deps.uow.run(
    async (
      { payouts, ledger, audit, settings, outbox },
    ): Promise<Result<Payout, PayoutError>> => {
      const locked = await lockPendingPayout(payouts, input.payoutId);
      if (!locked.ok) return locked;
      const payout = locked.value;
      await ledger.append(releasedEntry(payout, karachiDate(now)));
      await payouts.markRejected(payout.id, {
        rejectionReason,
        decidedAt: now,
        decidedBy: input.adminId,
      });
      await audit.append({
        adminId: input.adminId,
        action: "Reject Payout",
        details: `Payout #${payout.id} of ${
          symbolAmount(payout.amount, (await settings.get()).currency)
        } to ${payout.userEmail} rejected${
          rejectionReason ? `: ${rejectionReason}` : " (no reason given)"
        }`,
      });
      const rejected = {
        ...payout,
        status: "rejected" as const,
        rejectionReason,
        decidedAt: now,
      };
      await outbox.emit({ type: "payout.rejected", payout: rejected });
      return ok(rejected);
    },
  );
  if (result.ok) await deps.notifier.payoutRejected(result.value);
  return result;
}
