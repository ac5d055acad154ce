/** The tracking area's ports as use cases receive them. */
import type { LedgerRepository } from "../ledger/ledger_repository.ts";
import type { StatsRepository } from "../stats/stats_repository.ts";
import type { ConversionRepository } from "./conversion.ts";
import type { RiskRepository } from "../risk/risk_repos.ts";

/** Repositories a conversion writes together: the conversion, the day's figures and the ledger. */
export interface ConversionRepos {
  conversions: ConversionRepository;
  stats: StatsRepository;
  ledger: LedgerRepository;
  /** Conversion signals (pattern, self-dealing) are raised in the same transaction. */
  risk: RiskRepository;
}
