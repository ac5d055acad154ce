/** Services: the one place that builds repositories, units of work, readers and notifiers, per area, for the routers. */
import { createPostgresTrackedLinkLookup } from "./postgres/tracked_link_lookup.ts";
import type { LinkCache } from "./tracking/link_cache.ts";
import { createJsonLog, type JsonLog } from "./observability/json_log.ts";
import { createMetrics, type Metrics } from "./observability/metrics.ts";
import type { PoolUsage } from "./postgres/pool_usage.ts";
import type { Sql } from "postgres";
import type { AppConfig } from "./config.ts";
import type { AppSecrets } from "./app_context.ts";
import type { Clock } from "../domain/shared/clock.ts";
import type { RandomSource } from "../domain/shared/random.ts";
import type { UnitOfWork } from "../domain/shared/unit_of_work.ts";
import type { Mailer } from "../domain/mail/mailer.ts";
import type { CaptchaVerifier } from "../domain/auth/captcha_verifier.ts";
import type { TwoFactorAuthDeps } from "../domain/auth/auth_deps.ts";
import {
  CHALLENGE_TTL_SECONDS,
  type TwoFactorServices,
} from "../domain/auth/two_factor.ts";
import { createPostgresTwoFactorRepository } from "./postgres/two_factor_repository.ts";
import { createOtpauthTotp } from "./crypto/otpauth_totp.ts";
import { createAesSecretBox } from "./crypto/aes_secret_box.ts";
import type { RateLimiter } from "../domain/auth/rate_limiter.ts";
import type { PasswordHasher } from "../domain/auth/password_hasher.ts";
import type { AuditLogReader } from "../domain/audit/audit_log.ts";
import type { AdminMetricsReader } from "../domain/users/admin_metrics.ts";
import type { OverviewReader } from "../domain/insight/overview.ts";
import type { FullProfileReader } from "../domain/users/full_profile.ts";
import type {
  AdminUserReader,
  AdminUserRepos,
} from "../domain/users/user_repos.ts";
import type { ProfileNotifier } from "../domain/profiles/profile_notifier.ts";
import type {
  ProfileReader,
  ReviewRepos,
} from "../domain/profiles/profile_repos.ts";
import type { PayoutNotifier } from "../domain/payouts/payout_notifier.ts";
import type { PayoutReader } from "../domain/payouts/payout_repository.ts";
import type {
  PayoutRepos,
  SavedAccountRepos,
} from "../domain/payouts/payout_repos.ts";
import type { LedgerBalanceReader } from "../domain/ledger/ledger_balance_reader.ts";
import type {
  ProductReader,
  ProductRepos,
  ProductResourceReader,
} from "../domain/products/product_repos.ts";
import type {
  CommissionReader,
  CommissionRepos,
} from "../domain/commission/commission_repos.ts";
import type { LinkReader, LinkRepos } from "../domain/links/link_repos.ts";
import type {
  CurrencyLockReader,
  SettingsReader,
  SettingsRepos,
} from "../domain/settings/settings_repos.ts";
import type { AddStatRepos, StatsReader } from "../domain/stats/stats_repos.ts";
import type { ReportRepository } from "../domain/reports/report_repository.ts";
import type { AuthGuardDeps } from "./http/auth_middleware.ts";
import type { HealthCheck } from "./http/app_shell.ts";
import { createAltchaChallenge } from "./captcha/altcha_challenge.ts";
import type { AltchaChallenge } from "../wire/captcha.ts";
import { createCaptchaVerifier } from "./captcha/create_captcha_verifier.ts";
import { createPostgresUsedPayloadStore } from "./captcha/used_payload_store.ts";
import { createArgon2PasswordHasher } from "./crypto/argon2_password_hasher.ts";
import {
  createChallengeTokens,
  createSessionTokens,
} from "./crypto/jwt_tokens.ts";
import { createMailer } from "./mail/create_mailer.ts";
import {
  createOutboxMailer,
  listOutbox,
  type OutboxMessage,
} from "./mail/outbox_mailer.ts";
import { createMailPayoutNotifier } from "./mail/payout_notifier.ts";
import { createMailProfileNotifier } from "./mail/profile_notifier.ts";
import { createMailAuthNotifier } from "./mail/auth_notifier.ts";
import { createPostgresAdminUserRepository } from "./postgres/admin_user_repository.ts";
import { createPostgresAffiliateLinkRepository } from "./postgres/affiliate_link_repository.ts";
import { createPostgresAuditRepository } from "./postgres/audit_repository.ts";
import { createPostgresAuthTokenRepository } from "./postgres/auth_token_repository.ts";
import {
  createPostgresClickStore,
  createPostgresHitCountStore,
} from "./postgres/click_store.ts";
import { clickBurstFlag } from "../domain/risk/signals.ts";
import type { HoldLookup } from "../domain/payouts/payout_hold.ts";
import { createPostgresCommissionRepository } from "./postgres/commission_repository.ts";
import { createPostgresConversionRepository } from "./postgres/conversion_repository.ts";
import { createPostgresFullProfileReader } from "./postgres/full_profile_repository.ts";
import { createPostgresLedgerRepository } from "./postgres/ledger_repository.ts";
import { createPostgresAdminMetricsReader } from "./postgres/metrics_repository.ts";
import { createPostgresOverviewReader } from "./postgres/overview_repository.ts";
import { createPostgresPayoutRepository } from "./postgres/payout_repository.ts";
import { createPostgresProductRepository } from "./postgres/product_repository.ts";
import { createPostgresProductResourceRepository } from "./postgres/product_resource_repository.ts";
import { createPostgresProfileRepository } from "./postgres/profile_repository.ts";
import { createPostgresRateLimiter } from "./postgres/rate_limit_store.ts";
import { createPostgresReportRepository } from "./postgres/report_repository.ts";
import { createPostgresStatsRepository } from "./postgres/stats_repository.ts";
import {
  createPostgresUnitOfWork,
  type SqlClient,
} from "./postgres/unit_of_work.ts";
import { createPostgresUserRepository } from "./postgres/user_repository.ts";
import { createPostgresSourceRepository } from "./postgres/source_repository.ts";
import { createPostgresSourceEventRepository } from "./postgres/source_event_repository.ts";
import { createPostgresExchangeRateRepository } from "./postgres/exchange_rate_repository.ts";
import type {
  ConvertedSalesReader,
  ExchangeRateReader,
  ExchangeRateRepos,
} from "../domain/rates/rates_repos.ts";
import { createPostgresSourceKeyRepository } from "./postgres/source_key_repository.ts";
import { createPostgresSourceOrderRepository } from "./postgres/source_order_repository.ts";
import { createPostgresWaitingStepRepository } from "./postgres/waiting_step_repository.ts";
import { createPostgresCreditLookup } from "./postgres/credit_lookup.ts";
import { createPostgresCouponRepository } from "./postgres/coupon_repository.ts";
import { createPostgresSettingsRepository } from "./postgres/settings_repository.ts";
import { createPostgresLedgerCurrencyRepository } from "./postgres/ledger_currency_repository.ts";
import { createPostgresTaxRepository } from "./postgres/tax_repository.ts";
import { createPostgresSavedAccountRepository } from "./postgres/saved_account_repository.ts";
import {
  createPostgresDigestOptInStore,
  createPostgresRiskReader,
  createPostgresRiskRepository,
} from "./postgres/risk_repository.ts";
import { createPostgresBatchRepository } from "./postgres/batch_repository.ts";
import type { BatchReader, BatchRepos } from "../domain/batches/batch_repos.ts";
import type {
  DigestOptInStore,
  RiskReader,
  RiskRepos,
  RiskRepository,
} from "../domain/risk/risk_repos.ts";
import {
  type DigestOutcome,
  sendRiskDigest,
} from "../domain/risk/send_risk_digest.ts";
import { createPostgresRiskDigestStore } from "./postgres/risk_digest_store.ts";
import { createMailRiskDigestNotifier } from "./mail/risk_digest_notifier.ts";
import { startRiskDigestTimer } from "./risk_digest_timer.ts";
import {
  createSessionVisitorRecorder,
  type SessionVisitorRecorder,
} from "./tracking/session_visitors.ts";
import type { TaxLookup } from "../domain/tax/tax_repos.ts";
import type {
  AdminAccountReader,
  AdminAccountRepos,
  AdminInviteNotifier,
} from "../domain/users/admin_accounts.ts";
import { createPostgresAdminAccountRepository } from "./postgres/admin_account_repository.ts";
import { createMailAdminInviteNotifier } from "./mail/admin_invite_notifier.ts";
import type { SavedAccountReader } from "../domain/payouts/saved_account_repository.ts";
import type {
  TaxProfileRepos,
  TaxProfileRepository,
  TaxRateRepos,
  TaxRateRepository,
  TaxReportReader,
} from "../domain/tax/tax_repos.ts";
import type {
  ApiConversionRepos,
  CouponReader,
  CouponRepos,
  DeliveryRepos,
  SourceAdminRepos,
  SourceEventReader,
  SourceRepository,
} from "../domain/sources/sources_repos.ts";
import type {
  SetupIssueRepos,
  SetupLinkRepository,
  SetupRepos,
} from "../domain/setup/setup_repos.ts";
import type { TokenIssuer } from "../domain/auth/token_issuer.ts";
import { createPostgresSetupLinkRepository } from "./postgres/setup_link_repository.ts";
import {
  createTrackingRuntime,
  type TrackingRuntime,
} from "./tracking/tracking_runtime.ts";

/** The outside world the services are built on: one database, the settings and the adapters of outside systems. */
export interface Infrastructure {
  sql: Sql;
  config: AppConfig;
  secrets: AppSecrets;
  clock: Clock;
  random: RandomSource;
  mailer: Mailer;
  captcha: CaptchaVerifier;
  /** Registers a task for graceful shutdown (run in registration order, while the database is still open). */
  onShutdown(task: () => Promise<void>): void;
  /** Most clicks held in memory while the database is away (default MAX_PENDING_CLICKS). */
  clickQueueLimit?: number;
  /** The database pool's size and busy connections (GET /metrics); absent: reported as unknown. */
  pool?: PoolUsage;
  /** Where JSON log lines go; absent: a batched writer to stdout. */
  log?: JsonLog;
}

/** Request and flush logging, the metrics registry, and the /metrics scrape. */
export interface ObservabilityServices {
  metrics: Metrics;
  log: JsonLog;
  /** The Prometheus text of this instance right now. */
  scrape(): Promise<string>;
}

/** Profiles: the affiliate's own profile and the review queue (read), review decisions (write) and their emails. */
export interface ProfileServices {
  reader: ProfileReader;
  /** Profile decisions, and submissions (which record the profile's CNIC as a risk identity). */
  reviewUow: UnitOfWork<ReviewRepos & { risk: RiskRepository }>;
  notifier: ProfileNotifier;
}

/** Admin users: the users table and full profiles (read), block and password reset (write). */
export interface AdminUserServices {
  reader: AdminUserReader;
  fullProfiles: FullProfileReader;
  uow: UnitOfWork<AdminUserRepos>;
  hasher: Pick<PasswordHasher, "hash">;
  /** A block stops this instance counting the user's clicks at once (other instances within the cache's TTL). */
  linkCache: Pick<LinkCache, "invalidate">;
}

/** Payouts: lists, invoices and balances (read), request/pay/reject (write) and the decision emails. */
export interface PayoutServices {
  reader: PayoutReader;
  balances: LedgerBalanceReader;
  uow: UnitOfWork<PayoutRepos>;
  notifier: PayoutNotifier;
  /** The open flags and risk settings the admin's lists read each payout's hold from. */
  holds: HoldLookup;
}

/** Payout batches: lists, files and layouts (read), create, results and layouts (write), the decision emails, and
 * the settings and withholding rate a file's amounts follow. */
export interface BatchServices {
  reader: BatchReader;
  uow: UnitOfWork<BatchRepos>;
  notifier: PayoutNotifier;
  settings: SettingsReader;
  tax: Pick<TaxLookup, "payoutRateOn">;
}

/** Admin accounts: the list (read), invite or promote and remove (write), the invitation email. */
export interface AdminAccountServices {
  reader: AdminAccountReader;
  uow: UnitOfWork<AdminAccountRepos>;
  hasher: Pick<PasswordHasher, "hash">;
  random: RandomSource;
  notifier: AdminInviteNotifier;
  publicUrl: string;
}

/** Products: the catalog and its images (read), add/edit/delete (write). */
export interface ProductServices {
  reader: ProductReader;
  /** The resource kits (docs/sharing.md). */
  resources: ProductResourceReader;
  uow: UnitOfWork<ProductRepos>;
}

/** The global commission: read and change. */
export interface CommissionServices {
  reader: CommissionReader;
  uow: UnitOfWork<CommissionRepos>;
}

/** Risk flags: the admin list and badge (read), clearing and dismissing (write, audited). */
export interface RiskServices {
  reader: RiskReader;
  uow: UnitOfWork<RiskRepos>;
  /** Sends today's digest unless another run (on any instance) already claimed it; the daily timer calls it. */
  sendDigest(): Promise<DigestOutcome>;
  /** Whether an admin gets the daily digest, and the change of it (audited). */
  digestOptIn: DigestOptInStore;
}

/** Payout settings: read (admin page, public display settings) and change (audited). */
export interface SettingsServices {
  reader: SettingsReader;
  /** Whether money is recorded, which fixes the ledger currency (the settings page says why). */
  currencyLock: CurrencyLockReader;
  uow: UnitOfWork<SettingsRepos>;
}

/** Saved payout accounts: an affiliate's own list (read), save and delete (write). */
export interface PayoutAccountServices {
  reader: SavedAccountReader;
  uow: UnitOfWork<SavedAccountRepos>;
}

/** Withholding tax: profiles, rates and the monthly report (read), profile and rate changes (write). */
export interface TaxServices {
  reader: TaxProfileRepository & TaxRateRepository & TaxReportReader;
  settings: SettingsReader;
  profileUow: UnitOfWork<TaxProfileRepos>;
  rateUow: UnitOfWork<TaxRateRepos>;
}

/** Affiliate links: the lists (read), assignment (write), link codes' randomness and the redirect cache to refresh. */
export interface LinkServices {
  reader: LinkReader;
  uow: UnitOfWork<LinkRepos>;
  random: RandomSource;
  /** The redirect cache; an assignment drops the code so this instance redirects to the new destination at once. */
  redirectCache: Pick<TrackingRuntime["links"], "invalidate">;
  /** The affiliate's coupon codes, shown beside each link. */
  coupons: Pick<CouponReader, "codesForUser">;
}

/** Sales sources: the sources and their events (read), admin changes, deliveries and attribution (write). */
export interface SourceServices {
  reader: Pick<SourceRepository, "list" | "get" | "findPostbackByToken">;
  events: SourceEventReader;
  adminUow: UnitOfWork<SourceAdminRepos>;
  deliveryUow: UnitOfWork<DeliveryRepos>;
  /** Generates the secret of a new source. */
  random: RandomSource;
  /** The ledger currency a new source takes when it names none. */
  settings: SettingsReader;
  /** The click buffer to flush before a delivery looks a click id up. */
  clicks: Pick<TrackingRuntime["buffer"], "flush">;
}

/** Exchange rates: the table and the ledger currency (read), adding a rate and the deliveries it releases (write). */
export interface ExchangeRateServices {
  reader: ExchangeRateReader & ConvertedSalesReader;
  uow: UnitOfWork<ExchangeRateRepos>;
}

/** Coupon codes: the list (read), give and take back (write). */
export interface CouponServices {
  reader: CouponReader;
  uow: UnitOfWork<CouponRepos>;
}

/** Stats: totals and rows (read), manual entries (write). */
export interface StatsServices {
  reader: StatsReader;
  uow: UnitOfWork<AddStatRepos>;
}

/** The merchant postback: the secret it is signed with, its transaction, and the click buffer to flush first. */
export interface ConversionServices {
  secret: string;
  /** The conversion and its event of the built-in api source, written together. */
  uow: UnitOfWork<ApiConversionRepos>;
  clicks: Pick<TrackingRuntime["buffer"], "flush">;
}

/** First-run setup: the one-time links (read), the first admin's creation (write), and what signs them in. */
export interface SetupServices {
  links: SetupLinkRepository;
  uow: UnitOfWork<SetupRepos>;
  /** Stores a new link at start (bootstrap), while no admin exists. */
  issueUow: UnitOfWork<SetupIssueRepos>;
  passwordHasher: Pick<PasswordHasher, "hash">;
  tokenIssuer: TokenIssuer;
}

/** Everything the routers and middlewares are wired with, one bundle per area. */
export interface Services {
  /** GET /api/health: answers once the database does. */
  health: HealthCheck;
  /** Per-address limits of the unauthenticated writes (shared by every instance through the database). */
  rateLimiter: RateLimiter;
  /** What the auth guards check a bearer token against. */
  sessions: AuthGuardDeps;
  /** Sign-up, sign-in (with its two-factor code step) and email links. */
  auth: TwoFactorAuthDeps;
  /** A fresh ALTCHA challenge (GET /api/captcha/challenge). */
  captchaChallenge(): Promise<AltchaChallenge>;
  /** The development mail outbox, newest first. */
  outbox: { list(): Promise<OutboxMessage[]> };
  profiles: ProfileServices;
  users: AdminUserServices;
  metrics: AdminMetricsReader;
  risk: RiskServices;
  /** Records the visitor key of signed-in browsers (GET /api/auth/me), for the self-dealing signal. */
  sessionVisitors: SessionVisitorRecorder;
  /** The admin overview's figures (rollups and the ledger). */
  overview: OverviewReader;
  auditLog: AuditLogReader;
  payouts: PayoutServices;
  batches: BatchServices;
  admins: AdminAccountServices;
  products: ProductServices;
  commission: CommissionServices;
  links: LinkServices;
  stats: StatsServices;
  reports: ReportRepository;
  observability: ObservabilityServices;
  /** The redirect's click buffer, deduper, link cache and visitor hasher; its drain is registered with shutdown. */
  tracking: TrackingRuntime;
  conversions: ConversionServices;
  sources: SourceServices;
  coupons: CouponServices;
  settings: SettingsServices;
  exchangeRates: ExchangeRateServices;
  payoutAccounts: PayoutAccountServices;
  tax: TaxServices;
  setup: SetupServices;
}

/** The mailer and captcha check of the configuration, keeping their state (outbox, used payloads) in `sql`. */
export function createMessagingAdapters(
  sql: Sql,
  config: AppConfig,
  secrets: AppSecrets,
  onShutdown: (task: () => Promise<void>) => void = () => {},
): { mailer: Mailer; captcha: CaptchaVerifier } {
  return {
    // MailerSend mail goes out after the response; shutdown waits for what is still on its way.
    mailer: createMailer(config, createOutboxMailer(sql), onShutdown),
    captcha: createCaptchaVerifier(
      config,
      secrets.altchaHmacKey,
      createPostgresUsedPayloadStore(sql),
    ),
  };
}

/** The unit of work every payout request, payment and rejection runs in. */
export function payoutUnitOfWork(sql: Sql): UnitOfWork<PayoutRepos> {
  return createPostgresUnitOfWork(sql, (tx) => ({
    payouts: createPostgresPayoutRepository(tx),
    products: createPostgresProductRepository(tx),
    ledger: createPostgresLedgerRepository(tx),
    audit: createPostgresAuditRepository(tx),
    settings: createPostgresSettingsRepository(tx),
    tax: createPostgresTaxRepository(tx),
    risk: createPostgresRiskRepository(tx),
  }));
}

/** The unit of work of batch creation, results and layouts: the payout repositories plus batches and layouts. */
export function batchUnitOfWork(sql: Sql): UnitOfWork<BatchRepos> {
  return createPostgresUnitOfWork(sql, (tx) => {
    const batches = createPostgresBatchRepository(tx);
    return {
      payouts: createPostgresPayoutRepository(tx),
      products: createPostgresProductRepository(tx),
      ledger: createPostgresLedgerRepository(tx),
      audit: createPostgresAuditRepository(tx),
      settings: createPostgresSettingsRepository(tx),
      tax: createPostgresTaxRepository(tx),
      risk: createPostgresRiskRepository(tx),
      batches,
      layouts: batches,
    };
  });
}

/** Builds every area's bundle once, for one running instance. */
export function createServices(infra: Infrastructure): Services {
  const { sql, config, secrets, clock, random, mailer, captcha } = infra;
  const hasher = createArgon2PasswordHasher();
  const sessionTokens = createSessionTokens(
    secrets.jwtSecret,
    config.publicUrl,
    clock,
  );
  const users = createPostgresUserRepository(sql);
  const twoFactorStore = createPostgresTwoFactorRepository(sql);
  const twoFactor: TwoFactorServices = {
    store: twoFactorStore,
    uow: createPostgresUnitOfWork(sql, (tx) => ({
      twoFactor: createPostgresTwoFactorRepository(tx),
      audit: createPostgresAuditRepository(tx),
    })),
    totp: createOtpauthTotp(),
    secrets: createAesSecretBox(secrets.jwtSecret, "kamai-totp-secret"),
    challenges: createChallengeTokens(
      secrets.jwtSecret,
      config.publicUrl,
      clock,
      CHALLENGE_TTL_SECONDS,
    ),
    adminRequired: config.admin2fa === "required",
  };
  const rateLimiter = createPostgresRateLimiter(sql);
  const links = createPostgresAffiliateLinkRepository(sql);
  const metrics = createMetrics();
  const log = infra.log ?? createJsonLog();
  const tracking = createTrackingRuntime({
    clicks: createPostgresClickStore(sql),
    hitCounts: createPostgresHitCountStore(sql),
    async onBursts(crossed, limit) {
      const risk = createPostgresRiskRepository(sql);
      for (const count of crossed) {
        await risk.raise(clickBurstFlag(count, limit));
      }
    },
    findLink: createPostgresTrackedLinkLookup(sql),
    jwtSecret: secrets.jwtSecret,
    clickIdSecret: secrets.clickIdSecret,
    maxPendingClicks: infra.clickQueueLimit,
    onShutdown: infra.onShutdown,
    onFlush(clicks, ms) {
      metrics.observeClickFlush(clicks, ms / 1000);
      log.info("click flush", {
        clicks,
        durationMs: Math.round(ms * 100) / 100,
      });
    },
  });
  const riskDigest = () =>
    sendRiskDigest({
      store: createPostgresRiskDigestStore(sql),
      notifier: createMailRiskDigestNotifier(
        mailer,
        config.publicUrl,
        createPostgresSettingsRepository(sql),
      ),
      clock,
    });
  startRiskDigestTimer({
    clock,
    run: riskDigest,
    onError: (error) => console.error("risk digest failed:", error),
    onShutdown: infra.onShutdown,
  });
  // Registered after the click drain, so the drain's own flush lines are written too.
  infra.onShutdown(() => Promise.resolve(log.flush()));
  const observability: ObservabilityServices = {
    metrics,
    log,
    scrape: async () =>
      metrics.render({
        clickBufferPending: tracking.buffer.pending(),
        clicksDropped: tracking.buffer.dropped(),
        dbPoolMax: infra.pool?.max ?? 0,
        dbPoolInUse: (await infra.pool?.inUse()) ?? null,
      }),
  };

  const payoutNotifier = createMailPayoutNotifier(
    mailer,
    config.publicUrl,
    createPostgresSettingsRepository(sql),
  );

  // Everything a delivery writes; adding an exchange rate writes the same for the deliveries it releases.
  const deliveryRepos = (tx: SqlClient): DeliveryRepos => ({
    events: createPostgresSourceEventRepository(tx),
    keys: createPostgresSourceKeyRepository(tx),
    orders: createPostgresSourceOrderRepository(tx),
    waiting: createPostgresWaitingStepRepository(tx),
    credit: createPostgresCreditLookup(tx, tracking.clickIds),
    stats: createPostgresStatsRepository(tx),
    ledger: createPostgresLedgerRepository(tx),
    audit: createPostgresAuditRepository(tx),
    risk: createPostgresRiskRepository(tx),
    rates: createPostgresExchangeRateRepository(tx),
  });

  return {
    health: { ping: () => sql`select 1` },
    rateLimiter,
    sessions: {
      users,
      tokens: sessionTokens,
      twoFactor: {
        adminRequired: twoFactor.adminRequired,
        isEnabled: async (userId) =>
          (await twoFactorStore.find(userId))?.enabledAt != null,
      },
    },
    auth: {
      users,
      tokens: createPostgresAuthTokenRepository(sql),
      passwordHasher: hasher,
      tokenIssuer: sessionTokens,
      rateLimiter,
      captcha,
      notifier: createMailAuthNotifier(mailer),
      clock,
      random,
      publicUrl: config.publicUrl,
      rateLimits: config.rateLimits,
      twoFactor,
    },
    captchaChallenge: () => createAltchaChallenge(secrets.altchaHmacKey),
    outbox: { list: () => listOutbox(sql) },
    profiles: {
      reader: createPostgresProfileRepository(sql),
      reviewUow: createPostgresUnitOfWork(sql, (tx) => ({
        profiles: createPostgresProfileRepository(tx),
        users: createPostgresAdminUserRepository(tx),
        audit: createPostgresAuditRepository(tx),
        risk: createPostgresRiskRepository(tx),
      })),
      // The decision email follows the person's language (users.language).
      notifier: createMailProfileNotifier(
        mailer,
        config.publicUrl,
        async (userId) => (await users.findById(userId))?.language ?? null,
      ),
    },
    users: {
      reader: createPostgresAdminUserRepository(sql),
      fullProfiles: createPostgresFullProfileReader(sql, {
        users: createPostgresAdminUserRepository(sql),
        profiles: createPostgresProfileRepository(sql),
        ledger: createPostgresLedgerRepository(sql),
        payouts: createPostgresPayoutRepository(sql),
      }),
      uow: createPostgresUnitOfWork(sql, (tx) => ({
        users: createPostgresAdminUserRepository(tx),
        audit: createPostgresAuditRepository(tx),
      })),
      hasher,
      linkCache: tracking.links,
    },
    metrics: createPostgresAdminMetricsReader(sql),
    sessionVisitors: createSessionVisitorRecorder(
      sql,
      tracking.hashVisitor,
      () => clock.now(),
    ),
    risk: {
      sendDigest: riskDigest,
      digestOptIn: createPostgresDigestOptInStore(sql),
      reader: createPostgresRiskReader(sql),
      uow: createPostgresUnitOfWork(sql, (tx) => ({
        risk: createPostgresRiskRepository(tx),
        audit: createPostgresAuditRepository(tx),
        digest: createPostgresDigestOptInStore(tx),
      })),
    },
    overview: createPostgresOverviewReader(sql),
    auditLog: createPostgresAuditRepository(sql),
    payouts: {
      reader: createPostgresPayoutRepository(sql),
      balances: createPostgresLedgerRepository(sql),
      uow: payoutUnitOfWork(sql),
      notifier: payoutNotifier,
      holds: createPostgresRiskRepository(sql),
    },
    admins: {
      reader: createPostgresAdminAccountRepository(sql),
      uow: createPostgresUnitOfWork(sql, (tx) => ({
        admins: createPostgresAdminAccountRepository(tx),
        tokens: createPostgresAuthTokenRepository(tx),
        audit: createPostgresAuditRepository(tx),
      })),
      hasher,
      random,
      notifier: createMailAdminInviteNotifier(mailer),
      publicUrl: config.publicUrl,
    },
    batches: {
      reader: createPostgresBatchRepository(sql),
      uow: batchUnitOfWork(sql),
      notifier: payoutNotifier,
      settings: createPostgresSettingsRepository(sql),
      tax: createPostgresTaxRepository(sql),
    },
    products: {
      reader: createPostgresProductRepository(sql),
      resources: createPostgresProductResourceRepository(sql),
      uow: createPostgresUnitOfWork(sql, (tx) => ({
        products: createPostgresProductRepository(tx),
        resources: createPostgresProductResourceRepository(tx),
        commission: createPostgresCommissionRepository(tx),
        audit: createPostgresAuditRepository(tx),
      })),
    },
    commission: {
      reader: createPostgresCommissionRepository(sql),
      uow: createPostgresUnitOfWork(sql, (tx) => ({
        commission: createPostgresCommissionRepository(tx),
        audit: createPostgresAuditRepository(tx),
      })),
    },
    links: {
      reader: links,
      uow: createPostgresUnitOfWork(sql, (tx) => ({
        links: createPostgresAffiliateLinkRepository(tx),
        products: createPostgresProductRepository(tx),
        audit: createPostgresAuditRepository(tx),
      })),
      random,
      redirectCache: tracking.links,
      coupons: createPostgresCouponRepository(sql),
    },
    stats: {
      reader: createPostgresStatsRepository(sql),
      uow: createPostgresUnitOfWork(sql, (tx) => ({
        stats: createPostgresStatsRepository(tx),
        ledger: createPostgresLedgerRepository(tx),
        links: createPostgresAffiliateLinkRepository(tx),
        products: createPostgresProductRepository(tx),
        audit: createPostgresAuditRepository(tx),
        settings: createPostgresSettingsRepository(tx),
      })),
    },
    reports: createPostgresReportRepository(sql),
    observability,
    tracking,
    conversions: {
      secret: secrets.conversionsSecret,
      uow: createPostgresUnitOfWork(sql, (tx) => ({
        conversions: createPostgresConversionRepository(tx, tracking.clickIds),
        stats: createPostgresStatsRepository(tx),
        ledger: createPostgresLedgerRepository(tx),
        events: createPostgresSourceEventRepository(tx),
        waiting: createPostgresWaitingStepRepository(tx),
        risk: createPostgresRiskRepository(tx),
      })),
      clicks: tracking.buffer,
    },
    sources: {
      reader: createPostgresSourceRepository(sql),
      events: createPostgresSourceEventRepository(sql),
      adminUow: createPostgresUnitOfWork(sql, (tx) => ({
        sources: createPostgresSourceRepository(tx),
        audit: createPostgresAuditRepository(tx),
      })),
      deliveryUow: createPostgresUnitOfWork(sql, deliveryRepos),
      random,
      settings: createPostgresSettingsRepository(sql),
      clicks: tracking.buffer,
    },
    coupons: {
      reader: createPostgresCouponRepository(sql),
      uow: createPostgresUnitOfWork(sql, (tx) => ({
        coupons: createPostgresCouponRepository(tx),
        audit: createPostgresAuditRepository(tx),
      })),
    },
    exchangeRates: {
      reader: createPostgresExchangeRateRepository(sql),
      uow: createPostgresUnitOfWork(sql, (tx) => ({
        ...deliveryRepos(tx),
        exchangeRates: createPostgresExchangeRateRepository(tx),
      })),
    },
    settings: {
      reader: createPostgresSettingsRepository(sql),
      currencyLock: createPostgresLedgerCurrencyRepository(sql),
      uow: createPostgresUnitOfWork(sql, (tx) => ({
        settings: createPostgresSettingsRepository(tx),
        ledgerCurrency: createPostgresLedgerCurrencyRepository(tx),
        audit: createPostgresAuditRepository(tx),
      })),
    },
    payoutAccounts: {
      reader: createPostgresSavedAccountRepository(sql),
      uow: createPostgresUnitOfWork(sql, (tx) => ({
        accounts: createPostgresSavedAccountRepository(tx),
        risk: createPostgresRiskRepository(tx),
      })),
    },
    tax: {
      reader: createPostgresTaxRepository(sql),
      settings: createPostgresSettingsRepository(sql),
      profileUow: createPostgresUnitOfWork(sql, (tx) => ({
        profiles: createPostgresTaxRepository(tx),
        risk: createPostgresRiskRepository(tx),
      })),
      rateUow: createPostgresUnitOfWork(sql, (tx) => ({
        rates: createPostgresTaxRepository(tx),
        audit: createPostgresAuditRepository(tx),
      })),
    },
    setup: {
      links: createPostgresSetupLinkRepository(sql),
      uow: createPostgresUnitOfWork(sql, (tx) => ({
        setupLinks: createPostgresSetupLinkRepository(tx),
        users: createPostgresUserRepository(tx),
        audit: createPostgresAuditRepository(tx),
      })),
      issueUow: createPostgresUnitOfWork(sql, (tx) => ({
        setupLinks: createPostgresSetupLinkRepository(tx),
      })),
      passwordHasher: hasher,
      tokenIssuer: sessionTokens,
    },
  };
}
