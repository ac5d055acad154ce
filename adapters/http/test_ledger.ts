/** Test helper for API tests: write ledger rows (earnings, reversals) straight into a test app's database. */
import type { Sql } from "postgres";
import type { LedgerRepository } from "../../domain/ledger/ledger_repository.ts";
import { createPostgresLedgerRepository } from "../postgres/ledger_repository.ts";

/** The append-only ledger of `infra`'s database, for seeding balances the API then reads. */
export function testLedger(infra: { sql: Sql }): LedgerRepository {
  return createPostgresLedgerRepository(infra.sql);
}
