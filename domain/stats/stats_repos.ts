/** The stats area's ports as use cases and routers receive them. */
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import type { AuditRepository } from "../audit/audit_repository.ts";
import type { LedgerRepository } from "../ledger/ledger_repository.ts";
import type { AffiliateLinkRepository } from "../links/affiliate_link_repository.ts";
import type { ProductRepository } from "../products/product_repository.ts";
import type { StatsRepository } from "./stats_repository.ts";
import type { BreakdownReader } from "./breakdown.ts";
import type { SettingsReader } from "../settings/settings_repos.ts";

/** Repositories a manual stat touches, in one transaction. */
export interface AddStatRepos {
  stats: StatsRepository;
  ledger: LedgerRepository;
  links: AffiliateLinkRepository;
  products: ProductRepository;
  audit: AuditRepository;
  /** The ledger currency the audit row names the earnings in. */
  settings: SettingsReader;
}

/** The read side of the daily figures: an affiliate's totals and the admin's rows. */
export type StatsReader = Pick<
  StatsRepository,
  "totals" | "listRows" | "listRowsPage" | "dailyFigures" | "productFigures"
>;

/** Stats: totals and rows (read), manual entries (write). */
export interface StatsServices {
  reader: StatsReader;
  /** Figures by a click's values (sub-ids), from the daily breakdown rollup. */
  breakdowns: BreakdownReader;
  uow: UnitOfWork<AddStatRepos>;
}
