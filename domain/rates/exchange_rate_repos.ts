/** What adding an exchange rate writes, and the area's bundle; apart from rates_repos.ts, which deliveries import. */
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import type { DeliveryRepos } from "../sources/sources_repos.ts";
import type {
  ConvertedSalesReader,
  ExchangeRateReader,
  ExchangeRateRepository,
} from "./rates_repos.ts";

/** Repositories adding a rate writes together: the table, and the delivery repositories of the deliveries it releases. */
export interface ExchangeRateRepos extends DeliveryRepos {
  exchangeRates: ExchangeRateRepository;
}

/** Exchange rates: the table and the ledger currency (read), adding a rate and the deliveries it releases (write). */
export interface ExchangeRateServices {
  reader: ExchangeRateReader & ConvertedSalesReader;
  uow: UnitOfWork<ExchangeRateRepos>;
}
