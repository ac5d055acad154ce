/** listPayouts: the payout lists — one user's own history, or the admin desk filtered by status. */
import type { Payout, PayoutStatus } from "./payout.ts";
import type { PayoutReader } from "./payout_repository.ts";

/** Whose payouts: one user's, or everyone's (admin) with an optional status filter. */
export type PayoutListScope = { userId: number } | {
  status: PayoutStatus | null;
};

/** One page (1-based) of everyone's payouts (admin), optionally of one status, newest first, with the total. */
export function listPayoutPage(
  deps: { payouts: PayoutReader },
  query: { status: PayoutStatus | null; page: number; pageSize: number },
): Promise<{ rows: Payout[]; total: number }> {
  return deps.payouts.listPage(query.status, query.page, query.pageSize);
}

/** Payouts newest first. */
export function listPayouts(
  deps: { payouts: PayoutReader },
  scope: PayoutListScope,
): Promise<Payout[]> {
  return "userId" in scope
    ? deps.payouts.listForUser(scope.userId)
    : deps.payouts.list(scope.status);
}
