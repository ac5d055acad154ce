/** Postgres saved payout accounts (table payout_accounts, migrations/0019). */
import type { SavedAccountRepository } from "../../domain/payouts/saved_account_repository.ts";
import type { SavedPayoutAccount } from "../../domain/payouts/saved_account.ts";
import type { PayoutMethod } from "../../domain/payouts/payout.ts";
import type { SqlClient } from "./unit_of_work.ts";

/** Advisory lock namespace of one user's saved-account changes. */
const ACCOUNT_LOCK_CLASS = 5019;

interface AccountRow {
  id: number;
  user_id: number;
  method: string;
  account_type: string | null;
  account_label: string | null;
  account_name: string | null;
  bank_name: string | null;
  account_number: string | null;
  created_at: Date;
}

const toAccount = (r: AccountRow): SavedPayoutAccount => ({
  id: Number(r.id),
  userId: Number(r.user_id),
  method: r.method as PayoutMethod,
  accountType: r.account_type,
  accountLabel: r.account_label,
  accountName: r.account_name,
  bankName: r.bank_name,
  accountNumber: r.account_number,
  createdAt: r.created_at,
});

/** A saved-account repository on a connection or transaction. */
export function createPostgresSavedAccountRepository(
  sql: SqlClient,
): SavedAccountRepository {
  return {
    async lockUser(userId) {
      await sql`SELECT pg_advisory_xact_lock(${ACCOUNT_LOCK_CLASS}::integer, (${userId}::bigint % 2147483647)::integer)`;
    },
    async listForUser(userId) {
      const rows = await sql<AccountRow[]>`
        SELECT id, user_id, method, account_type, account_label, account_name, bank_name, account_number, created_at
        FROM payout_accounts WHERE user_id = ${userId} ORDER BY id`;
      return rows.map(toAccount);
    },
    async create(userId, a) {
      const [row] = await sql<AccountRow[]>`
        INSERT INTO payout_accounts (user_id, method, account_type, account_label, account_name, bank_name,
                                     account_number)
        VALUES (${userId}, ${a.method}, ${a.accountType}, ${a.accountLabel}, ${a.accountName}, ${a.bankName},
                ${a.accountNumber})
        RETURNING id, user_id, method, account_type, account_label, account_name, bank_name, account_number,
                  created_at`;
      return toAccount(row);
    },
    async delete(userId, id) {
      const rows = await sql`
        DELETE FROM payout_accounts WHERE id = ${id} AND user_id = ${userId} RETURNING id`;
      return rows.length === 1;
    },
  };
}
