/** The offer directory area's ports as use cases and routers receive them (docs/offer-directory.md). */
import type { Clock } from "../shared/clock.ts";
import type { RandomSource } from "../shared/random.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import type { AuditRepository } from "../audit/audit_repository.ts";
import type { ProductReader } from "../products/product_repos.ts";
import type { ProductRepository } from "../products/product_repository.ts";
import type { AffiliatePayoutReader } from "../offers/affiliate_payout_reader.ts";
import type { AffiliateLinkRepository } from "../links/affiliate_link_repository.ts";
import type { RiskRepository } from "../risk/risk_repos.ts";
import type { AlertQueue } from "../alerts/alert_repos.ts";
import type { TermsReader, TermsRepository } from "./terms_repository.ts";
import type { PublishTermsRepos } from "./publish_terms.ts";
import type {
  ApplicationReader,
  ApplicationRepository,
} from "./application_repository.ts";

/** What the directory reads besides the catalog. */
export interface DirectoryReader {
  /** The products the user has a link to. */
  linkedProductIds(userId: number): Promise<Set<number>>;
}

/** Repositories applying and deciding run against, in one transaction. */
export interface ApplicationRepos {
  applications: ApplicationRepository;
  products: Pick<ProductRepository, "get">;
  links: AffiliateLinkRepository;
  risk: Pick<RiskRepository, "openFlagsOf">;
  /** Applying needs the offer's current terms accepted. */
  terms: Pick<TermsReader, "currentFor" | "acceptedOf">;
  audit: AuditRepository;
  /** An admin's decision tells the affiliate (the "application decided" alert, docs/alerts.md). */
  alerts: AlertQueue;
}

/** The offer directory: the catalog, the caller's payouts now and links; applications. */
export interface DirectoryServices {
  products: ProductReader;
  payouts: AffiliatePayoutReader;
  reader: DirectoryReader;
  applications: ApplicationReader;
  uow: UnitOfWork<ApplicationRepos>;
  random: RandomSource;
  clock: Clock;
  /** Versioned terms: read, published (termsUow) and accepted (uow's `terms`). */
  terms: TermsReader;
  termsUow: UnitOfWork<PublishTermsRepos & { terms: TermsRepository }>;
  /** The browser's visitor key (the redirect's keyed hash of address group and user agent), never the address. */
  visitorKey(address: string | null, userAgent: string): string;
}
