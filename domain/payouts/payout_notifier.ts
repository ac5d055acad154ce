/** PayoutNotifier: tells the affiliate that an admin decided a payout (email in production). */
import type { Payout } from "./payout.ts";

/** Sends the decision notices; called after the decision has committed. */
export interface PayoutNotifier {
  payoutPaid(payout: Payout): Promise<void>;
  payoutRejected(payout: Payout): Promise<void>;
  /** The bank or wallet refused a batched payout; the amount is back in the balance. */
  payoutFailed(payout: Payout): Promise<void>;
  /**
   * The notices of many payouts settled at once (a batch's results), paid or failed as each one's status says;
   * where absent, each one goes through payoutPaid or payoutFailed.
   */
  payoutsSettled?(payouts: Payout[]): Promise<void>;
}
