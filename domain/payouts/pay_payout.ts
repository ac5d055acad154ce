/** payPayout: an admin marks a pending payout paid; the reservation becomes a payment and an invoice is stored. */
import type { Result } from "../shared/result.ts";
import type { Clock } from "../shared/clock.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import type { Payout } from "./payout.ts";
import type { PayoutRepos } from "./payout_repos.ts";
import type { PayoutNotifier } from "./payout_notifier.ts";
import type { PayoutError } from "./payout_errors.ts";
import { lockPendingPayout } from "./pending_payout.ts";
import { checkTransactionId, payLockedPayout } from "./settle_payout.ts";

/** What payPayout needs. */
export interface PayPayoutDeps {
  uow: UnitOfWork<PayoutRepos>;
  clock: Clock;
  notifier: PayoutNotifier;
}

/** Which payout, by whom, with the bank or wallet transaction id. */
export interface PayPayoutInput {
  adminId: number;
  payoutId: number;
  transactionId: unknown;
}

/** Marks a payout paid: release + paid ledger rows, status, invoice and audit row in one transaction; then emails. */
export async function payPayout(
  deps: PayPayoutDeps,
  input: PayPayoutInput,
): Promise<Result<Payout, PayoutError>> {
  const checked = checkTransactionId(input.transactionId);
  if (!checked.ok) return checked;
  const now = deps.clock.now();
  const result = await deps.uow.run(
    async (repos): Promise<Result<Payout, PayoutError>> => {
      const locked = await lockPendingPayout(repos.payouts, input.payoutId);
      if (!locked.ok) return locked;
      return await payLockedPayout(repos, locked.value, {
        adminId: input.adminId,
        transactionId: checked.value,
        now,
      });
    },
  );
  if (result.ok) await deps.notifier.payoutPaid(result.value);
  else if (result.error.code === "PAYOUT_HELD") {
    // The refused payment rolled back; the hold it met is recorded on its own.
    const flagIds = result.error.flagIds;
    const blocked = result.error.held.some((h) => h.reason === "blocked");
    await deps.uow.run(({ audit }) =>
      audit.append({
        adminId: input.adminId,
        action: "Payout Held",
        details: blocked
          ? `Payout #${input.payoutId} held: the affiliate is blocked`
          : `Payout #${input.payoutId} held by open risk flag${
            flagIds.length === 1 ? "" : "s"
          } ${flagIds.map((id) => `#${id}`).join(", ")}`,
      })
    );
  }
  return result;
}
