/** The tracking area's ports as use cases receive them. */
import type { LedgerRepository } from "../ledger/ledger_repository.ts";
import type { StatsRepository } from "../stats/stats_repository.ts";
import type { ConversionRepository } from "./conversion.ts";
import type { RiskRepository } from "../risk/risk_repos.ts";
import type { OfferEarningRepos } from "../offers/offer_earning_repos.ts";

/**
 * Repositories a conversion writes together: the conversion, the day's figures, the ledger, and what the earning
 * path writes beside it (its terms, offer_conversions row, caps, margin).
 */
export interface ConversionRepos extends OfferEarningRepos {
  conversions: ConversionRepository;
  stats: StatsRepository;
  ledger: LedgerRepository;
  /** Conversion signals (pattern, self-dealing) are raised in the same transaction. */
  risk: RiskRepository;
}

/** The redirect cache: dropping a code (or, with none, every code) makes this instance look the link up anew. */
export interface RedirectCache {
  invalidate(code?: string): void;
}

/** The click buffer, written out before a conversion or a delivery looks a click id up. */
export interface ClickFlush {
  flush(): Promise<void>;
}
