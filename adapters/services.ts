/** Services: the one place that builds repositories, units of work, readers and notifiers, per area, for the routers. */
import type { Sql } from "postgres";
import type { AppConfig } from "./config.ts";
import type { AppSecrets } from "./app_context.ts";
import type { UnitOfWork } from "../domain/shared/unit_of_work.ts";
import type { PayoutRepos } from "../domain/payouts/payout_repos.ts";
import { clickBurstFlag } from "../domain/risk/signals.ts";
import type { Infrastructure, Services } from "./service_types.ts";
import { createCaptchaVerifier } from "./captcha/create_captcha_verifier.ts";
import { createMailer } from "./mail/create_mailer.ts";
import { createOutboxMailer, listOutbox } from "./mail/outbox_mailer.ts";
import { createMailProfileNotifier } from "./mail/profile_notifier.ts";
import { createMailAdminInviteNotifier } from "./mail/admin_invite_notifier.ts";
import { createJsonLog } from "./observability/json_log.ts";
import { createMetrics } from "./observability/metrics.ts";
import {
  createObservabilityServices,
  reportClickFlush,
} from "./observability/observability_services.ts";
import {
  deliveryRepositories,
  earningRepositories,
  payoutRepositories,
  poolAdapters as pool,
  repositories as pg,
  repositoriesWithClickIds,
  unitsOfWork,
} from "./postgres/repository_registry.ts";
import { createSessionVisitorRecorder } from "./tracking/session_visitors.ts";
import { createTrackingRuntime } from "./tracking/tracking_runtime.ts";
import { createEventRuntime } from "./events/event_services.ts";
import { createSourceServices } from "./sources/source_services.ts";
import { createBatchServices } from "./batches/batch_services.ts";
import { createRiskServices } from "./risk/risk_services.ts";
import { createAlertWiring } from "./alerts/alert_services.ts";
import {
  createOfferServices,
  startOfferTimers,
} from "./offers/offer_services.ts";
import { createAnnouncementServices } from "./announcements/announcement_services.ts";
import { createAuthServices } from "./auth/auth_services.ts";

/** The mailer and captcha check of the configuration, keeping their state (outbox, used payloads) in `sql`. */
export function createMessagingAdapters(
  sql: Sql,
  config: AppConfig,
  secrets: AppSecrets,
  onShutdown: (task: () => Promise<void>) => void = () => {},
): Pick<Infrastructure, "mailer" | "captcha"> {
  return {
    // MailerSend mail goes out after the response; shutdown waits for what is still on its way.
    mailer: createMailer(config, createOutboxMailer(sql), onShutdown),
    captcha: createCaptchaVerifier(
      config,
      secrets.altchaHmacKey,
      pool.usedPayloads(sql),
    ),
  };
}

/** The unit of work every payout request, payment and rejection runs in. */
export function payoutUnitOfWork(sql: Sql): UnitOfWork<PayoutRepos> {
  return unitsOfWork(sql, pg)(payoutRepositories);
}

/** Builds every area's bundle once, for one running instance. */
export function createServices(infra: Infrastructure): Services {
  const { sql, config, secrets, clock, random, mailer } = infra;
  const { publicUrl } = config;
  const hasher = infra.passwordHasher;
  const settings = pg.settings(sql);
  const users = pg.users(sql);
  const rateLimiter = pool.rateLimiter(sql);
  const metrics = createMetrics();
  const log = infra.log ?? createJsonLog();
  const tracking = createTrackingRuntime({
    clicks: pool.clicks(sql),
    hitCounts: pool.hitCounts(sql),
    async onBursts(crossed, limit) {
      const risk = pg.risk(sql);
      for (const count of crossed) {
        await risk.raise(clickBurstFlag(count, limit));
      }
    },
    findLink: pool.trackedLinks(sql),
    jwtSecret: secrets.jwtSecret,
    clickIdSecret: secrets.clickIdSecret,
    maxPendingClicks: infra.clickQueueLimit,
    clickPlaces: config.clickOrigins ?? true,
    partitions: { store: pool.clickPartitions(sql), clock, config },
    onShutdown: infra.onShutdown,
    onFlush: reportClickFlush(metrics, log),
  });
  // Every unit of work names its repositories from the registry (adapters/postgres/repository_registry.ts).
  const uow = unitsOfWork(sql, repositoriesWithClickIds(tracking.clickIds));
  const risk = createRiskServices({
    sql,
    uow,
    clock,
    mailer,
    publicUrl,
    settings,
    onShutdown: infra.onShutdown,
  });
  startOfferTimers({
    sql,
    clock,
    mailer,
    publicUrl,
    onShutdown: infra.onShutdown,
  });
  // Registered after the click drain, so the drain's own flush lines are written too.
  infra.onShutdown(() => Promise.resolve(log.flush()));
  const events = createEventRuntime(sql, infra);
  const observability = createObservabilityServices(
    metrics,
    log,
    tracking.buffer,
    infra.pool,
    () => events.store.depth(clock.now()),
  );
  const { alerts, payoutNotifier } = createAlertWiring(infra, settings);
  const sources = createSourceServices({
    ...{ sql, uow, infra, settings, tracking, payoutNotifier },
  });
  return {
    health: { ping: () => sql`select 1` },
    rateLimiter,
    ...createAuthServices({ ...infra, uow, users, rateLimiter }),
    outbox: { list: () => listOutbox(sql) },
    profiles: {
      reader: pg.profiles(sql),
      accounts: pg.adminUsers(sql),
      reviewUow: uow([
        "profiles",
        ["users", "adminUsers"],
        "audit",
        "risk",
        "outbox",
      ]),
      // The decision email follows the person's language (users.language).
      notifier: createMailProfileNotifier(
        mailer,
        publicUrl,
        async (userId) => (await users.findById(userId))?.language ?? null,
      ),
    },
    users: {
      reader: pg.adminUsers(sql),
      fullProfiles: pool.fullProfiles(sql),
      uow: uow([["users", "adminUsers"], "audit"]),
      hasher,
      linkCache: tracking.links,
    },
    metrics: pool.adminMetrics(sql),
    getStarted: pool.getStarted(sql),
    sessionVisitors: createSessionVisitorRecorder(
      sql,
      tracking.hashVisitor,
      () => clock.now(),
    ),
    risk,
    overview: pool.overview(sql),
    auditLog: pg.audit(sql),
    payouts: {
      reader: pg.payouts(sql),
      balances: pg.ledger(sql),
      uow: uow(payoutRepositories),
      notifier: payoutNotifier,
      holds: pg.risk(sql),
      terms: pg.terms(sql),
      settings,
    },
    admins: {
      reader: pg.admins(sql),
      uow: uow(["admins", "tokens", "audit"]),
      hasher,
      random,
      notifier: createMailAdminInviteNotifier(mailer),
      publicUrl,
    },
    batches: createBatchServices({
      ...{ sql, uow, payoutNotifier, settings, jobs: sources.jobs.runner },
    }),
    links: {
      reader: pg.links(sql),
      uow: uow(["links", "products", "audit"]),
      random,
      redirectCache: tracking.links,
      coupons: pg.coupons(sql),
      deepLinks: { uow: uow(["deepLinks"]), reader: pg.deepLinks(sql) },
      payouts: pool.affiliatePayouts(sql),
      clock,
    },
    stats: {
      reader: pg.stats(sql),
      breakdowns: pool.breakdowns(sql),
      uow: uow(["stats", "ledger", "links", "products", "audit", "settings"]),
    },
    reports: pool.reports(sql),
    observability,
    tracking,
    conversions: {
      secret: secrets.conversionsSecret,
      uow: uow([
        "conversions",
        "stats",
        "ledger",
        "events",
        "waiting",
        "risk",
        ...earningRepositories,
      ]),
      clicks: tracking.buffer,
    },
    sources,
    coupons: { reader: pg.coupons(sql), uow: uow(["coupons", "audit"]) },
    exchangeRates: {
      reader: pg.exchangeRates(sql),
      uow: uow([...deliveryRepositories, "exchangeRates"]),
    },
    settings: {
      reader: settings,
      currencyLock: pg.ledgerCurrency(sql),
      uow: uow(["settings", "ledgerCurrency", "audit"]),
    },
    payoutAccounts: {
      reader: pg.accounts(sql),
      uow: uow(["accounts", "risk"]),
    },
    tax: {
      reader: pg.tax(sql),
      settings,
      profileUow: uow([["profiles", "tax"], "risk"]),
      rateUow: uow([["rates", "tax"], "audit"]),
    },
    ...createOfferServices({ sql, uow, clock, settings, random, tracking }),
    ...createAnnouncementServices({ ...infra, uow, alerts }),
    events: events.services,
    apiKeys: { uow: uow(["apiKeys", "audit"]), random },
    apiKeyLookup: pool.apiKeyLookup(sql),
    deliverEvents: events.deliverNow,
    alerts,
  };
}
