/** PayoutRepos: the transaction-scoped repositories the payout use cases run against in one UnitOfWork. */
import type { TermsReader } from "../directory/terms_repository.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import type { PayoutNotifier } from "./payout_notifier.ts";
import type { HoldLookup } from "./payout_hold.ts";
import type { PayoutReader } from "./payout_repository.ts";
import type { SavedAccountReader } from "./saved_account_repository.ts";
import type { AuditRepository } from "../audit/audit_repository.ts";
import type { LedgerBalanceReader } from "../ledger/ledger_balance_reader.ts";
import type { LedgerRepository } from "../ledger/ledger_repository.ts";
import type { ProductLookup } from "../products/product_repository.ts";
import type { PayoutRepository } from "./payout_repository.ts";
import type { SavedAccountRepository } from "./saved_account_repository.ts";
import type { SettingsReader } from "../settings/settings_repos.ts";
import type { TaxLookup } from "../tax/tax_repos.ts";
import type { RiskRepository } from "../risk/risk_repos.ts";
import type { EventOutbox } from "../events/event_outbox.ts";

/** Payouts, the products they name, the ledger (append and balances), the audit trail, the payout settings (the
 * minimum, withholding) and the tax profiles and rates, all in one transaction. */
export interface PayoutRepos {
  payouts: PayoutRepository;
  products: ProductLookup;
  ledger: LedgerRepository & LedgerBalanceReader;
  audit: AuditRepository;
  settings: SettingsReader;
  tax: TaxLookup;
  /** Risk flags: a request records its account's identity, paying checks for a hold. */
  risk: RiskRepository;
  /** Events out: payout.requested, payout.paid, payout.failed, payout.rejected (docs/webhooks.md). */
  outbox: EventOutbox;
}

/** The saved payout accounts, in one transaction. */
export interface SavedAccountRepos {
  accounts: SavedAccountRepository;
  risk: RiskRepository;
}

/** Payouts: lists, invoices and balances (read), request/pay/reject (write) and the decision emails. */
export interface PayoutServices {
  reader: PayoutReader;
  balances: LedgerBalanceReader;
  uow: UnitOfWork<PayoutRepos>;
  notifier: PayoutNotifier;
  /** The open flags and risk settings the admin's lists read each payout's hold from. */
  holds: HoldLookup;
  /** The program's terms: a payout request needs their current version accepted (docs/offer-directory.md). */
  terms: Pick<TermsReader, "currentFor" | "acceptedOf">;
  /** The ledger currency, for the PDF of an invoice issued before its facts were kept (it never changes after). */
  settings: SettingsReader;
}

/** Saved payout accounts: an affiliate's own list (read), save and delete (write). */
export interface PayoutAccountServices {
  reader: SavedAccountReader;
  uow: UnitOfWork<SavedAccountRepos>;
}
