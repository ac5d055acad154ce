/** The composition root's input (`Infrastructure`) and output (`Services`, one bundle per area, each typed in its area). */
import type { PasswordHasher } from "../domain/auth/password_hasher.ts";
import type { AltchaWork } from "./captcha/altcha_challenge.ts";
import type { Sql } from "postgres";
import type { AppConfig } from "./config.ts";
import type { AppSecrets } from "./app_context.ts";
import type { Clock } from "../domain/shared/clock.ts";
import type { RandomSource } from "../domain/shared/random.ts";
import type { Mailer } from "../domain/mail/mailer.ts";
import type { CaptchaVerifier } from "../domain/auth/captcha_verifier.ts";
import type { TwoFactorAuthDeps } from "../domain/auth/auth_deps.ts";
import type { RateLimiter } from "../domain/auth/rate_limiter.ts";
import type { AuditLogReader } from "../domain/audit/audit_log.ts";
import type { AdminMetricsReader } from "../domain/users/admin_metrics.ts";
import type { GetStartedReader } from "../domain/insight/get_started.ts";
import type { OverviewReader } from "../domain/insight/overview.ts";
import type { MarginServices } from "../domain/offers/margin_report.ts";
import type { AdminUserServices } from "../domain/users/user_repos.ts";
import type { AdminAccountServices } from "../domain/users/admin_accounts.ts";
import type { ProfileServices } from "../domain/profiles/profile_repos.ts";
import type {
  PayoutAccountServices,
  PayoutServices,
} from "../domain/payouts/payout_repos.ts";
import type { BatchServices } from "../domain/batches/batch_repos.ts";
import type { ProductServices } from "../domain/products/product_repos.ts";
import type { CommissionServices } from "../domain/commission/commission_repos.ts";
import type { DirectoryServices } from "../domain/directory/directory_repos.ts";
import type { AnnouncementServices } from "../domain/announcements/announcement_repos.ts";
import type { OfferConfigServices } from "../domain/offers/offer_config_repos.ts";
import type { RiskServices } from "../domain/risk/risk_repos.ts";
import type { SettingsServices } from "../domain/settings/settings_repos.ts";
import type { ExchangeRateServices } from "../domain/rates/exchange_rate_repos.ts";
import type { TaxServices } from "../domain/tax/tax_repos.ts";
import type { OfferConversionServices } from "../domain/offers/offer_conversion_services.ts";
import type { LinkServices } from "../domain/links/link_repos.ts";
import type {
  ConversionServices,
  CouponServices,
  SourceServices,
} from "../domain/sources/sources_repos.ts";
import type { StatsServices } from "../domain/stats/stats_repos.ts";
import type { SetupServices } from "../domain/setup/setup_repos.ts";
import type { ReportRepository } from "../domain/reports/report_repository.ts";
import type { AuthGuardDeps } from "./http/auth_middleware.ts";
import type { HealthCheck } from "./http/app_shell.ts";
import type { AltchaChallenge } from "../wire/captcha.ts";
import type { OutboxMessage } from "./mail/outbox_mailer.ts";
import type { JsonLog } from "./observability/json_log.ts";
import type { ObservabilityServices } from "./observability/observability_services.ts";
import type { PoolUsage } from "./postgres/pool_usage.ts";
import type { SessionVisitorRecorder } from "./tracking/session_visitors.ts";
import type { TrackingRuntime } from "./tracking/tracking_runtime.ts";
import type { EventServices } from "../domain/events/outbox_repos.ts";
import type {
  ApiKeyLookup,
  ApiKeyServices,
} from "../domain/api_keys/api_key_repos.ts";
import type { OutboxOptions } from "./events/outbox_options.ts";
import type { AlertServices } from "../domain/alerts/alert_repos.ts";
import type { JobIsolateLimits } from "./sources/job_isolate.ts";

/** The outside world the services are built on: one database, the settings and the adapters of outside systems. */
export interface Infrastructure {
  sql: Sql;
  config: AppConfig;
  secrets: AppSecrets;
  clock: Clock;
  random: RandomSource;
  mailer: Mailer;
  captcha: CaptchaVerifier;
  /** The proof of work a captcha challenge asks (test apps: TEST_ALTCHA_WORK); absent: ALTCHA_WORK. */
  captchaWork?: AltchaWork;
  /** Hashes and checks passwords (argon2id at OWASP's cost; test apps pass a cheap one). */
  passwordHasher: PasswordHasher;
  /** Registers a task for graceful shutdown (run in registration order, while the database is still open). */
  onShutdown(task: () => Promise<void>): void;
  /** Most clicks held in memory while the database is away (default MAX_PENDING_CLICKS). */
  clickQueueLimit?: number;
  /** The database pool's size and busy connections (GET /metrics); absent: reported as unknown. */
  pool?: PoolUsage;
  /** Where JSON log lines go; absent: a batched writer to stdout. */
  log?: JsonLog;
  /** Test seams of the events outbox (sender, poll interval, retry delay); absent: the safe sender, 1 s, 30 s. */
  outbox?: OutboxOptions;
  /** The import job worker's pause between passes; null: no passes of its own (tests run `pass`). Default 2 s. */
  importJobPollMs?: number | null;
  /** The heap limits of the isolate a sales import job runs in on a PostgreSQL server; false: in-process (tests).
   * Default JOB_ISOLATE_LIMITS. */
  importJobIsolate?: JobIsolateLimits | false;
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
  /** The admin's "Get started" checklist, ticked from stored state. */
  getStarted: GetStartedReader;
  risk: RiskServices;
  /** Records the visitor key of signed-in browsers (GET /api/auth/me), for the self-dealing signal. */
  sessionVisitors: SessionVisitorRecorder;
  /** The admin overview's figures (rollups and the ledger). */
  overview: OverviewReader;
  /** The margin report's rollups and the ledger currency. */
  margin: MarginServices;
  auditLog: AuditLogReader;
  payouts: PayoutServices;
  batches: BatchServices;
  admins: AdminAccountServices;
  products: ProductServices;
  commission: CommissionServices;
  /** Offers' goals, payout rules, affiliate groups and caps (docs/offers.md). */
  offerConfig: OfferConfigServices;
  links: LinkServices;
  /** The offer directory (docs/offer-directory.md). */
  directory: DirectoryServices;
  /** Announcements and the affiliates' inbox (docs/announcements.md). */
  announcements: AnnouncementServices;
  stats: StatsServices;
  reports: ReportRepository;
  observability: ObservabilityServices;
  /** The redirect's click buffer, deduper, link cache and visitor hasher; its drain is registered with shutdown. */
  tracking: TrackingRuntime;
  conversions: ConversionServices;
  /** Conversions of every source with their earnings (lists) and the over-cap decisions (docs/offers.md). */
  offerConversions: OfferConversionServices;
  sources: SourceServices;
  coupons: CouponServices;
  settings: SettingsServices;
  exchangeRates: ExchangeRateServices;
  payoutAccounts: PayoutAccountServices;
  tax: TaxServices;
  setup: SetupServices;
  /** Operators' webhooks and affiliates' postbacks (docs/webhooks.md). */
  events: EventServices;
  /** Operators' API keys (docs/api-keys.md): the admin's list, make and revoke. */
  apiKeys: ApiKeyServices;
  /** The key guard's lookup of a presented key, on the pool. */
  apiKeyLookup: ApiKeyLookup;
  /** Runs one pass of this instance's outbox worker now (tests; the worker also runs on its own). */
  deliverEvents(): Promise<number>;
  /** Alerts to affiliates: their settings, the instant and digest senders, unsubscribe (docs/alerts.md). */
  alerts: AlertServices;
}
