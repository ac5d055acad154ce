/** PayoutRepos: the transaction-scoped repositories the payout use cases run against in one UnitOfWork. */
import type { AuditRepository } from "../audit/audit_repository.ts";
import type { LedgerBalanceReader } from "../ledger/ledger_balance_reader.ts";
import type { LedgerRepository } from "../ledger/ledger_repository.ts";
import type { ProductLookup } from "../products/product_repository.ts";
import type { PayoutRepository } from "./payout_repository.ts";

/** Payouts, the products they name, the ledger (append and balances) and the audit trail, all in one transaction. */
export interface PayoutRepos {
  payouts: PayoutRepository;
  products: ProductLookup;
  ledger: LedgerRepository & LedgerBalanceReader;
  audit: AuditRepository;
}
