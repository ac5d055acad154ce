/** getPayoutBalance: the balance summary the payout page shows (available now, on hold by date, paid). */
import type { Clock } from "../shared/clock.ts";
import { karachiDate } from "../shared/karachi_date.ts";
import type {
  BalanceSummary,
  LedgerBalanceReader,
} from "../ledger/ledger_balance_reader.ts";

/** What getPayoutBalance needs. */
export interface GetPayoutBalanceDeps {
  ledger: LedgerBalanceReader;
  clock: Clock;
}

/** The user's balance summary as of today's Asia/Karachi date. */
export function getPayoutBalance(
  deps: GetPayoutBalanceDeps,
  userId: number,
): Promise<BalanceSummary> {
  return deps.ledger.balanceSummary(userId, karachiDate(deps.clock.now()));
}
