/** The settings area's ports as use cases and routers receive them. */
import type { AuditRepository } from "../audit/audit_repository.ts";
import type { Settings } from "./settings.ts";

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

/** Repositories a settings change writes together. */
export interface SettingsRepos {
  settings: SettingsRepository;
  audit: AuditRepository;
}
