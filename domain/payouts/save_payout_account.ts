/** savePayoutAccount: an affiliate saves a payout account (method + details) to pick later instead of retyping. */
import { err, ok, type Result } from "../shared/result.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import type { SavedAccountRepos } from "./payout_repos.ts";
import {
  MAX_SAVED_ACCOUNTS,
  SAVED_ACCOUNT_MESSAGES,
  type SavedPayoutAccount,
} from "./saved_account.ts";
import {
  type PayoutRequestBody,
  type PayoutRequestInvalid,
  validatePayoutAccount,
} from "./validate_payout_request.ts";
import { noteIdentities } from "../risk/signals.ts";
import { accountIdentity } from "../risk/identity_keys.ts";

/** What savePayoutAccount needs. */
export interface SavePayoutAccountDeps {
  uow: UnitOfWork<SavedAccountRepos>;
}

/** A refused account: a broken payout-account rule, too many accounts, or the same account twice. */
export type SaveAccountError = PayoutRequestInvalid | {
  code: "VALIDATION_ERROR" | "CONFLICT";
  message: string;
};

/** Validates with the payout request's account rules, then stores the account for its owner. */
export async function savePayoutAccount(
  deps: SavePayoutAccountDeps,
  input: {
    userId: number;
    body: Omit<PayoutRequestBody, "amount" | "productId">;
  },
): Promise<Result<SavedPayoutAccount, SaveAccountError>> {
  const checked = validatePayoutAccount(input.body);
  if (!checked.ok) return checked;
  const account = checked.value;
  return await deps.uow.run(
    async (
      { accounts, risk },
    ): Promise<Result<SavedPayoutAccount, SaveAccountError>> => {
      await accounts.lockUser(input.userId);
      const saved = await accounts.listForUser(input.userId);
      const same = saved.find((a) =>
        a.method === account.method && a.accountType === account.accountType &&
        a.accountLabel === account.accountLabel &&
        a.accountName === account.accountName &&
        a.bankName === account.bankName &&
        a.accountNumber === account.accountNumber
      );
      if (same) {
        return err({
          code: "CONFLICT",
          message: SAVED_ACCOUNT_MESSAGES.duplicate,
        });
      }
      if (saved.length >= MAX_SAVED_ACCOUNTS) {
        return err({
          code: "VALIDATION_ERROR",
          message: SAVED_ACCOUNT_MESSAGES.tooMany,
        });
      }
      const created = await accounts.create(input.userId, account);
      await noteIdentities(
        risk,
        input.userId,
        [accountIdentity(created.accountNumber)],
        "saved_account",
        created.createdAt,
      );
      return ok(created);
    },
  );
}
