/** The repository registry: every Postgres repository, reader and store by name, and a typed unit-of-work picker. */
import type { Sql } from "postgres";
import type { UnitOfWork } from "../../domain/shared/unit_of_work.ts";
import type { ClickIdCodec } from "../tracking/click_id.ts";
import { createPostgresUnitOfWork, type SqlClient } from "./unit_of_work.ts";
import { createPostgresAdminAccountRepository } from "./admin_account_repository.ts";
import { createPostgresGetStartedReader } from "./get_started_reader.ts";
import { createPostgresAdminUserRepository } from "./admin_user_repository.ts";
import { createPostgresAffiliateLinkRepository } from "./affiliate_link_repository.ts";
import { createPostgresAuditRepository } from "./audit_repository.ts";
import { createPostgresAuthTokenRepository } from "./auth_token_repository.ts";
import { createPostgresUsedPayloadStore } from "../captcha/used_payload_store.ts";
import {
  createPostgresClickStore,
  createPostgresHitCountStore,
} from "./click_store.ts";
import { createPostgresClickPartitions } from "./click_partitions.ts";
import { createPostgresFullProfileReader } from "./full_profile_repository.ts";
import { createPostgresAdminMetricsReader } from "./metrics_repository.ts";
import { createPostgresOverviewReader } from "./overview_repository.ts";
import { createPostgresRateLimiter } from "./rate_limit_store.ts";
import { createPostgresReportRepository } from "./report_repository.ts";
import { createPostgresMarginReader } from "./margin_report_reader.ts";
import { createPostgresTierJobStore } from "./tier_job_store.ts";
import { createPostgresRiskDigestStore } from "./risk_digest_store.ts";
import { createPostgresTrackedLinkLookup } from "./tracked_link_lookup.ts";
import { createPostgresBatchRepository } from "./batch_repository.ts";
import { createPostgresCommissionRepository } from "./commission_repository.ts";
import { createPostgresConversionRepository } from "./conversion_repository.ts";
import { createPostgresCouponRepository } from "./coupon_repository.ts";
import { createPostgresCreditLookup } from "./credit_lookup.ts";
import { createPostgresExchangeRateRepository } from "./exchange_rate_repository.ts";
import { createPostgresLedgerCurrencyRepository } from "./ledger_currency_repository.ts";
import { createPostgresLedgerRepository } from "./ledger_repository.ts";
import { createPostgresPayoutRepository } from "./payout_repository.ts";
import { createPostgresProductRepository } from "./product_repository.ts";
import { createPostgresProductResourceRepository } from "./product_resource_repository.ts";
import { createPostgresProfileRepository } from "./profile_repository.ts";
import {
  createPostgresDigestOptInStore,
  createPostgresRiskReader,
  createPostgresRiskRepository,
} from "./risk_repository.ts";
import { createPostgresSavedAccountRepository } from "./saved_account_repository.ts";
import { createPostgresSettingsRepository } from "./settings_repository.ts";
import { createPostgresSetupLinkRepository } from "./setup_link_repository.ts";
import { createPostgresSourceEventRepository } from "./source_event_repository.ts";
import { createPostgresSourceKeyRepository } from "./source_key_repository.ts";
import { createPostgresSourceOrderRepository } from "./source_order_repository.ts";
import { createPostgresSourceRepository } from "./source_repository.ts";
import { createPostgresStatsRepository } from "./stats_repository.ts";
import { createPostgresDeepLinkRepository } from "./deep_link_repository.ts";
import { createPostgresBreakdownReader } from "./breakdown_reader.ts";
import { createPostgresTaxRepository } from "./tax_repository.ts";
import { createPostgresTwoFactorRepository } from "./two_factor_repository.ts";
import { createPostgresUserRepository } from "./user_repository.ts";
import { createPostgresWaitingStepRepository } from "./waiting_step_repository.ts";
import { createPostgresCapUsageRepository } from "./cap_usage_repository.ts";
import { createPostgresMarginRepository } from "./margin_repository.ts";
import { createPostgresOfferConversionRepository } from "./offer_conversion_repository.ts";
import { createPostgresOfferTermsLookup } from "./offer_terms_lookup.ts";
import { createPostgresOfferConversionReader } from "./offer_conversion_reader.ts";
import { createPostgresEventOutbox } from "./event_outbox.ts";
import {
  createPostgresAlertQueue,
  createPostgresAlertSettingsStore,
} from "./alert_queue.ts";
import { createPostgresAlertOutbox } from "./alert_outbox_store.ts";
import { alertingOutbox } from "../../domain/alerts/alerts_of_events.ts";
import { createPostgresOutboxStore } from "./outbox_store.ts";
import { createPostgresReceiverRepository } from "./receiver_repository.ts";
import { createPostgresGoalRepository } from "./offer_goal_repository.ts";
import { createPostgresPayoutRuleRepository } from "./payout_rule_repository.ts";
import { createPostgresGroupRepository } from "./affiliate_group_repository.ts";
import { createPostgresCapRepository } from "./offer_cap_repository.ts";
import { createPostgresAffiliatePayoutReader } from "./affiliate_payout_reader.ts";
import { createPostgresOfferDirectoryReader } from "./offer_directory_reader.ts";
import { createPostgresTermsRepository } from "./terms_repository.ts";
import {
  createPostgresAnnouncementMailStore,
  createPostgresAnnouncementReader,
  createPostgresAnnouncementRepository,
} from "./announcement_repository.ts";
import {
  createPostgresApplicationReader,
  createPostgresApplicationRepository,
} from "./offer_application_repository.ts";
import {
  createPostgresImportJobRepository,
  createPostgresImportJobStore,
} from "./import_job_repository.ts";
import {
  createPostgresApiKeyLookup,
  createPostgresApiKeyRepository,
} from "./api_key_repository.ts";

/** Builds one repository on a connection or a transaction. */
export type RepositoryFactory = (tx: SqlClient) => unknown;

/** Named factories a picker chooses from. */
export type RepositoryFactories = Record<string, RepositoryFactory>;

/**
 * The repositories built on a transaction alone. A name is the key the domain's `*Repos` types use for it, unless
 * that key means two things (`users` is the account store, `adminUsers` the admin's view; `profiles` is the
 * affiliate profile, the tax repository is `tax`): a unit of work then renames it (`["users", "adminUsers"]`).
 */
export const repositories = {
  accounts: createPostgresSavedAccountRepository,
  announcements: createPostgresAnnouncementRepository,
  admins: createPostgresAdminAccountRepository,
  alerts: createPostgresAlertQueue,
  alertSettings: createPostgresAlertSettingsStore,
  apiKeys: createPostgresApiKeyRepository,
  adminUsers: createPostgresAdminUserRepository,
  audit: createPostgresAuditRepository,
  batches: createPostgresBatchRepository,
  caps: createPostgresCapRepository,
  capUsage: createPostgresCapUsageRepository,
  commission: createPostgresCommissionRepository,
  coupons: createPostgresCouponRepository,
  deepLinks: createPostgresDeepLinkRepository,
  digest: createPostgresDigestOptInStore,
  events: createPostgresSourceEventRepository,
  exchangeRates: createPostgresExchangeRateRepository,
  goals: createPostgresGoalRepository,
  groups: createPostgresGroupRepository,
  importJobs: createPostgresImportJobRepository,
  keys: createPostgresSourceKeyRepository,
  ledger: createPostgresLedgerRepository,
  ledgerCurrency: createPostgresLedgerCurrencyRepository,
  links: createPostgresAffiliateLinkRepository,
  margin: createPostgresMarginRepository,
  offerConversions: createPostgresOfferConversionRepository,
  offerTerms: createPostgresOfferTermsLookup,
  orders: createPostgresSourceOrderRepository,
  // Events out, and the affiliates' alerts they make, in the same transaction (docs/alerts.md).
  outbox: (tx: SqlClient) =>
    alertingOutbox(createPostgresEventOutbox(tx), createPostgresAlertQueue(tx)),
  payouts: createPostgresPayoutRepository,
  products: createPostgresProductRepository,
  profiles: createPostgresProfileRepository,
  receivers: createPostgresReceiverRepository,
  resources: createPostgresProductResourceRepository,
  rules: createPostgresPayoutRuleRepository,
  risk: createPostgresRiskRepository,
  applications: createPostgresApplicationRepository,
  terms: createPostgresTermsRepository,
  settings: createPostgresSettingsRepository,
  setupLinks: createPostgresSetupLinkRepository,
  sources: createPostgresSourceRepository,
  stats: createPostgresStatsRepository,
  tax: createPostgresTaxRepository,
  tokens: createPostgresAuthTokenRepository,
  twoFactor: createPostgresTwoFactorRepository,
  users: createPostgresUserRepository,
  waiting: createPostgresWaitingStepRepository,
} satisfies RepositoryFactories;

/** The repositories a payout request, payment or rejection writes together (a batch adds its own). */
export const payoutRepositories = [
  "payouts",
  "products",
  "ledger",
  "audit",
  "settings",
  "tax",
  "risk",
  "outbox",
] as const satisfies readonly RepositoryName[];

/** The repositories of a payout batch's use cases (create, results, layouts), and of its results job's batches. */
export const batchRepositories = [
  ...payoutRepositories,
  "batches",
  ["layouts", "batches"],
  "importJobs",
] as const;

/** The repositories an offer configuration change (goals, rules, groups, caps) writes together. */
export const offerConfigRepositories = [
  "goals",
  "rules",
  "groups",
  "caps",
  "products",
  "audit",
] as const satisfies readonly RepositoryName[];

/** A name in the registry of transaction repositories. */
export type RepositoryName = keyof typeof repositories;

/** Postgres adapters used on the pool only, never inside a unit of work: readers, stores and the rate limiter. */
export const poolAdapters = {
  adminMetrics: createPostgresAdminMetricsReader,
  announcementMail: createPostgresAnnouncementMailStore,
  announcementReader: createPostgresAnnouncementReader,
  alertOutbox: createPostgresAlertOutbox,
  apiKeyLookup: createPostgresApiKeyLookup,
  breakdowns: createPostgresBreakdownReader,
  affiliatePayouts: createPostgresAffiliatePayoutReader,
  clicks: createPostgresClickStore,
  getStarted: createPostgresGetStartedReader,
  fullProfiles: (sql: Sql) =>
    createPostgresFullProfileReader(sql, {
      users: createPostgresAdminUserRepository(sql),
      profiles: createPostgresProfileRepository(sql),
      ledger: createPostgresLedgerRepository(sql),
      payouts: createPostgresPayoutRepository(sql),
    }),
  hitCounts: createPostgresHitCountStore,
  importJobs: createPostgresImportJobStore,
  clickPartitions: createPostgresClickPartitions,
  margin: createPostgresMarginReader,
  offerDirectory: createPostgresOfferDirectoryReader,
  applicationReader: createPostgresApplicationReader,
  offerConversions: createPostgresOfferConversionReader,
  outboxStore: createPostgresOutboxStore,
  overview: createPostgresOverviewReader,
  rateLimiter: createPostgresRateLimiter,
  reports: createPostgresReportRepository,
  riskDigests: createPostgresRiskDigestStore,
  riskReader: createPostgresRiskReader,
  tierJob: createPostgresTierJobStore,
  trackedLinks: createPostgresTrackedLinkLookup,
  usedPayloads: createPostgresUsedPayloadStore,
} satisfies Record<string, (sql: Sql) => unknown>;

/** The registry plus the repositories that resolve signed click ids (conversions, a delivery's credit lookup). */
export function repositoriesWithClickIds(
  clickIds: Pick<ClickIdCodec, "read">,
) {
  return {
    ...repositories,
    conversions: (tx: SqlClient) =>
      createPostgresConversionRepository(tx, clickIds),
    credit: (tx: SqlClient) => createPostgresCreditLookup(tx, clickIds),
  } satisfies RepositoryFactories;
}

/** The unit-of-work picker services.ts builds (the registry with the instance's click ids), as areas' wirings take it. */
export type UnitPicker = ReturnType<
  typeof unitsOfWork<ReturnType<typeof repositoriesWithClickIds>>
>;

/**
 * What a conversion of any source writes beside it: its terms, its row, caps, the margin (docs/offers.md) and its
 * conversion.* events (docs/webhooks.md).
 */
export const earningRepositories = [
  "offerTerms",
  "offerConversions",
  "capUsage",
  "margin",
  "outbox",
] as const satisfies readonly RepositoryName[];

/** Everything a delivery writes; adding an exchange rate writes the same for the deliveries it releases. */
export const deliveryRepositories = [
  ...earningRepositories,
  "events",
  "keys",
  "orders",
  "waiting",
  "credit",
  "stats",
  "ledger",
  "audit",
  "risk",
  ["rates", "exchangeRates"],
] as const satisfies readonly RepositoryPick<
  keyof ReturnType<typeof repositoriesWithClickIds> & string
>[];

/** A sales import job's batches: a delivery's writes and the job's row (in-process and in a job isolate alike). */
export const salesJobRepositories = [
  ...deliveryRepositories,
  "importJobs",
] as const;

/** One repository of a unit of work: a registry name, or `[key, name]` to hand registry `name` under `key`. */
export type RepositoryPick<N extends string> = N | readonly [string, N];

type KeyOf<P> = P extends readonly [infer K extends string, string] ? K
  : P & string;
type NameOf<P> = P extends readonly [string, infer N] ? N : P;

/** The repositories a unit of work picked from `F` by `picks`, each typed as its factory builds it. */
export type PickedRepositories<
  F extends RepositoryFactories,
  Picks extends readonly RepositoryPick<keyof F & string>[],
> = {
  [P in Picks[number] as KeyOf<P>]: ReturnType<F[NameOf<P> & keyof F]>;
};

/**
 * A picker of units of work on `sql`: `uow(["audit", "ledger", "payouts"])` runs in one transaction with those
 * repositories built on it; a name picked twice (under two keys) is built once.
 */
export function unitsOfWork<F extends RepositoryFactories>(
  sql: Sql,
  factories: F,
) {
  return <const Picks extends readonly RepositoryPick<keyof F & string>[]>(
    picks: Picks,
  ): UnitOfWork<PickedRepositories<F, Picks>> =>
    createPostgresUnitOfWork(sql, (tx) => {
      const built = new Map<string, unknown>();
      const repos: Record<string, unknown> = {};
      for (const pick of picks) {
        const [key, name] = typeof pick === "string" ? [pick, pick] : pick;
        if (!built.has(name)) built.set(name, factories[name](tx));
        repos[key] = built.get(name);
      }
      return repos as PickedRepositories<F, Picks>;
    });
}
