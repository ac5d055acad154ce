/** Postgres: whether money is recorded (which fixes the ledger currency), and the api source following it. */
import { API_SOURCE_ID } from "../../domain/sources/source.ts";
import type { LedgerCurrencyRepository } from "../../domain/settings/settings_repos.ts";
import type { CurrencyLockReason } from "../../domain/settings/currency_lock.ts";
import type { SqlClient } from "./unit_of_work.ts";

/** The ledger currency's lock on a connection or transaction (docs/money.md "Ledger currency"). */
export function createPostgresLedgerCurrencyRepository(
  sql: SqlClient,
): LedgerCurrencyRepository {
  return {
    async currencyLock() {
      // One row at most from each table (EXISTS), so the check costs the same on a busy ledger as on an empty one.
      const [row] = await sql<{ reason: CurrencyLockReason | null }[]>`
        SELECT CASE
          WHEN EXISTS (SELECT 1 FROM ledger_entries) THEN 'ledger_entries'
          WHEN EXISTS (SELECT 1 FROM conversions) OR EXISTS (SELECT 1 FROM source_orders) THEN 'sales'
          WHEN EXISTS (SELECT 1 FROM stat_entries WHERE earnings_minor > 0) THEN 'manual_earnings'
        END AS reason`;
      return row?.reason ?? null;
    },
    async moveApiSource(currency) {
      await sql`UPDATE sources SET currency = ${currency} WHERE id = ${API_SOURCE_ID} AND kind = 'api'`;
    },
  };
}
