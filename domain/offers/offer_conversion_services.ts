/** The conversion lists and over-cap decisions as the routers receive them. */
import type { SettingsReader } from "../settings/settings_repos.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import type { ConversionDecisionRepos } from "./decide_over_cap.ts";
import type { OfferConversionReader } from "./offer_conversion_list.ts";

/** Conversions of every source: the lists (read), an admin's decisions on over_cap ones (write). */
export interface OfferConversionServices {
  reader: OfferConversionReader;
  /** The ledger currency the explanations write money in. */
  settings: SettingsReader;
  decisionUow: UnitOfWork<ConversionDecisionRepos>;
}
