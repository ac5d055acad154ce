/** The payout use cases' UnitOfWork on PostgreSQL: payouts, ledger and audit repositories on one transaction. */
import type { Sql } from "postgres";
import type { UnitOfWork } from "../../domain/shared/unit_of_work.ts";
import type { PayoutRepos } from "../../domain/payouts/payout_repos.ts";
import { createPostgresUnitOfWork } from "./unit_of_work.ts";
import { createPostgresPayoutRepository } from "./payout_repository.ts";
import { createPostgresLedgerRepository } from "./ledger_repository.ts";
import { createPostgresAuditRepository } from "./audit_repository.ts";

/** Builds the UnitOfWork every payout request, payment and rejection runs in. */
export function createPostgresPayoutUnitOfWork(
  sql: Sql,
): UnitOfWork<PayoutRepos> {
  return createPostgresUnitOfWork(sql, (tx) => ({
    payouts: createPostgresPayoutRepository(tx),
    ledger: createPostgresLedgerRepository(tx),
    audit: createPostgresAuditRepository(tx),
  }));
}
