/** The settings area's ports as use cases and routers receive them. */
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import type { AuditRepository } from "../audit/audit_repository.ts";
import type { Currency } from "../shared/currency.ts";
import type { Settings } from "./settings.ts";
import type { CurrencyLockReason } from "./currency_lock.ts";

/** Reads the current settings (one row; the defaults until an admin changes them). */
export interface SettingsReader {
  get(): Promise<Settings>;
}

/** The transaction-scoped settings port: read under a row lock, then write the whole set. */
export interface SettingsRepository extends SettingsReader {
  /** The settings, locked until the transaction ends, so two admins' changes apply one after the other. */
  getForUpdate(): Promise<Settings>;
  save(settings: Settings): Promise<void>;
}

/** Whether money is recorded, which fixes the ledger currency: the first reason found, or null while none is. */
export interface CurrencyLockReader {
  currencyLock(): Promise<CurrencyLockReason | null>;
}

/** The ledger currency's lock and what follows the ledger currency (the built-in api source). */
export interface LedgerCurrencyRepository extends CurrencyLockReader {
  /** Moves the built-in api source to the new ledger currency (only while no money is recorded). */
  moveApiSource(currency: Currency): Promise<void>;
}

/** Repositories a settings change writes together. */
export interface SettingsRepos {
  settings: SettingsRepository;
  ledgerCurrency: LedgerCurrencyRepository;
  audit: AuditRepository;
}

/** Payout settings: read (admin page, public display settings) and change (audited). */
export interface SettingsServices {
  reader: SettingsReader;
  /** Whether money is recorded, which fixes the ledger currency (the settings page says why). */
  currencyLock: CurrencyLockReader;
  uow: UnitOfWork<SettingsRepos>;
}
