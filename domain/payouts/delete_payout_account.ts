/** deletePayoutAccount: an affiliate deletes one of their saved payout accounts (payouts keep their own copy). */
import { err, ok, type Result } from "../shared/result.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import type { SavedAccountRepos } from "./payout_repos.ts";
import { SAVED_ACCOUNT_MESSAGES } from "./saved_account.ts";

/** What deletePayoutAccount needs. */
export interface DeletePayoutAccountDeps {
  uow: UnitOfWork<SavedAccountRepos>;
}

/** Deletes the caller's own account; another user's id reads as not found. */
export async function deletePayoutAccount(
  deps: DeletePayoutAccountDeps,
  input: { userId: number; accountId: number },
): Promise<Result<{ id: number }, { code: "NOT_FOUND"; message: string }>> {
  const deleted = await deps.uow.run(({ accounts }) =>
    accounts.delete(input.userId, input.accountId)
  );
  return deleted
    ? ok({ id: input.accountId })
    : err({ code: "NOT_FOUND", message: SAVED_ACCOUNT_MESSAGES.notFound });
}
