/** SavedAccountRepository: an affiliate's saved payout accounts (table payout_accounts). */
import type { SavedPayoutAccount } from "./saved_account.ts";
import type { ValidPayoutAccount } from "./validate_payout_request.ts";

/** The read side: one user's saved accounts, oldest first. */
export interface SavedAccountReader {
  listForUser(userId: number): Promise<SavedPayoutAccount[]>;
}

/** The write side, inside a UnitOfWork. */
export interface SavedAccountRepository extends SavedAccountReader {
  /** Serializes one user's account changes until the transaction ends (the count limit stays true). */
  lockUser(userId: number): Promise<void>;
  create(
    userId: number,
    account: ValidPayoutAccount,
  ): Promise<SavedPayoutAccount>;
  /** Deletes the user's own account; false when the user has no account with that id. */
  delete(userId: number, id: number): Promise<boolean>;
}
