/** createApp: the Kamai HTTP app, the shell plus every router. Add one mount line per router below. */
import { Hono } from "hono";
import { trustProxies } from "./client_address.ts";
import type { AppContext } from "../app_context.ts";
import type { Services } from "../service_types.ts";
import { createAppShell } from "./app_shell.ts";
import { limitUnauthenticatedWrites } from "./rate_limit_middleware.ts";
import { createAuthRoutes } from "./routes/auth.ts";
import { createTwoFactorRoutes } from "./routes/two_factor.ts";
import { createCaptchaRoutes } from "./routes/captcha.ts";
import { createDevMailRoutes } from "./routes/dev_mail.ts";
import { createProfileRoutes } from "./routes/profiles.ts";
import { createAdminUserRoutes } from "./routes/admin_users.ts";
import { createAdminMetricsRoutes } from "./routes/admin_metrics.ts";
import { createGetStartedRoutes } from "./routes/get_started.ts";
import { createAuditLogRoutes } from "./routes/audit_logs.ts";
import { createPayoutRoutes } from "./routes/payouts.ts";
import { createBatchRoutes } from "./routes/batches.ts";
import { createAdminAccountRoutes } from "./routes/admins.ts";
import { createProductRoutes } from "./routes/products.ts";
import { createProductImageRoutes } from "./routes/product_images.ts";
import { createProductResourceRoutes } from "./routes/product_resources.ts";
import { createCommissionRoutes } from "./routes/commission.ts";
import { createOfferConfigRoutes } from "./routes/offer_config.ts";
import { createAffiliateGroupRoutes } from "./routes/affiliate_groups.ts";
import { createAffiliateLinkRoutes } from "./routes/affiliate_links.ts";
import { createOfferDirectoryRoutes } from "./routes/offer_directory.ts";
import { createOfferApplicationRoutes } from "./routes/offer_applications.ts";
import { createAlertRoutes } from "./routes/alerts.ts";
import { createTermsRoutes } from "./routes/terms.ts";
import { createAnnouncementRoutes } from "./routes/announcements.ts";
import { createStatsRoutes } from "./routes/stats.ts";
import { createDeepLinkRoutes } from "./routes/deep_links.ts";
import { createBreakdownRoutes } from "./routes/breakdowns.ts";
import { createReportRoutes } from "./routes/reports.ts";
import { createConversionRoutes } from "./routes/conversions.ts";
import { createOfferConversionRoutes } from "./routes/offer_conversions.ts";
import { observeRequests } from "./observe_requests.ts";
import { createGoRoutes } from "./routes/go.ts";
import { createSourceRoutes } from "./routes/sources.ts";
import { createSourceImportRoutes } from "./routes/source_imports.ts";
import { createSourceDeliveryRoutes } from "./routes/source_deliveries.ts";
import { createCouponRoutes } from "./routes/coupons.ts";
import { createApiDocsRoutes } from "./routes/api_docs.ts";
import { createSettingsRoutes } from "./routes/settings.ts";
import { createPayoutAccountRoutes } from "./routes/payout_accounts.ts";
import { createTaxRoutes } from "./routes/tax.ts";
import { createExchangeRateRoutes } from "./routes/exchange_rates.ts";
import { createSetupRoutes } from "./routes/setup.ts";
import { createRiskRoutes } from "./routes/risk.ts";
import { createReceiverRoutes } from "./routes/webhooks.ts";
import { createOverviewRoutes } from "./routes/overview.ts";
import { createMarginReportRoutes } from "./routes/margin_report.ts";
import { createMetricsRoutes } from "./routes/metrics.ts";
import { createApiKeyRoutes } from "./routes/api_keys.ts";
import { acceptApiKeys } from "./api_key_guard.ts";

/** Builds the whole HTTP app for one running instance: each router gets `ctx` and its area's bundle. */
export function createApp(ctx: AppContext, services: Services): Hono {
  return createAppShell(
    {
      config: ctx.config,
      health: services.health,
      observer: {
        metrics: services.observability.metrics,
        log: services.observability.log,
        level: ctx.config.logRequests ?? "all",
      },
    },
    (app) => {
      // Per-address limits run before the routers they guard.
      limitUnauthenticatedWrites(app, {
        limiter: services.rateLimiter,
        clock: ctx.clock,
        limits: ctx.config.rateLimits,
      });
      // An operator API key is let through only to the routes its scopes cover, before any router sees it.
      acceptApiKeys(app, {
        lookup: services.apiKeyLookup,
        limiter: services.rateLimiter,
        clock: ctx.clock,
      });
      // ---- mount points: one line per router, API routers under /api ----
      app.route(
        "/api",
        createAuthRoutes(ctx, services.auth, services.sessionVisitors),
      );
      app.route("/api", createTwoFactorRoutes(ctx, services.auth));
      app.route("/api", createCaptchaRoutes(ctx, services.captchaChallenge));
      app.route("/api", createProfileRoutes(ctx, services.profiles));
      app.route("/api", createAdminUserRoutes(ctx, services.users));
      app.route("/api", createAdminMetricsRoutes(ctx, services.metrics));
      app.route("/api", createGetStartedRoutes(ctx, services.getStarted));
      app.route("/api", createOverviewRoutes(ctx, services.overview));
      app.route("/api", createMarginReportRoutes(ctx, services.margin));
      app.route("/api", createRiskRoutes(ctx, services.risk));
      app.route("/api", createReceiverRoutes(ctx, services.events));
      app.route("/api", createApiKeyRoutes(ctx, services.apiKeys));
      app.route("/api", createAuditLogRoutes(ctx, services.auditLog));
      app.route("/api", createPayoutRoutes(ctx, services.payouts));
      app.route("/api", createBatchRoutes(ctx, services.batches));
      app.route("/api", createAdminAccountRoutes(ctx, services.admins));
      app.route("/api", createProductRoutes(ctx, services.products));
      app.route("/api", createProductResourceRoutes(ctx, services.products));
      app.route("/api", createCommissionRoutes(ctx, services.commission));
      app.route("/api", createOfferConfigRoutes(ctx, services.offerConfig));
      app.route("/api", createAffiliateGroupRoutes(ctx, services.offerConfig));
      app.route("/api", createAffiliateLinkRoutes(ctx, services.links));
      app.route("/api", createOfferDirectoryRoutes(ctx, services.directory));
      app.route(
        "/api",
        createOfferApplicationRoutes(ctx, services.directory),
      );
      app.route("/api", createTermsRoutes(ctx, services.directory));
      app.route(
        "/api",
        createAnnouncementRoutes(ctx, services.announcements),
      );
      app.route("/api", createAlertRoutes(ctx, services.alerts));
      app.route("/api", createDeepLinkRoutes(ctx, services.links));
      app.route("/api", createStatsRoutes(ctx, services.stats));
      app.route("/api", createBreakdownRoutes(ctx, services.stats));
      app.route(
        "/api",
        createReportRoutes(ctx, services.reports, services.stats.breakdowns),
      );
      app.route("/api", createConversionRoutes(ctx, services.conversions));
      app.route(
        "/api",
        createOfferConversionRoutes(ctx, services.offerConversions),
      );
      app.route("/api", createSourceRoutes(ctx, services.sources));
      app.route("/api", createSourceImportRoutes(ctx, services.sources));
      app.route(
        "/api",
        createSourceDeliveryRoutes(ctx, services.sources, services.rateLimiter),
      );
      app.route("/api", createCouponRoutes(ctx, services.coupons));
      app.route(
        "/api",
        createApiDocsRoutes(ctx.config.publicUrl, ctx.config.appEnv),
      );
      app.route("/api", createSettingsRoutes(ctx, services.settings));
      app.route(
        "/api",
        createPayoutAccountRoutes(ctx, services.payoutAccounts),
      );
      app.route("/api", createTaxRoutes(ctx, services.tax));
      app.route(
        "/api",
        createExchangeRateRoutes(ctx, services.exchangeRates),
      );
      app.route("/api", createSetupRoutes(ctx, services.setup));
      // Tracked links and product images live at the host root, not under /api.
      app.route("/", createGoRoutes(ctx, services.tracking));
      app.route("/", createProductImageRoutes(services.products.reader));
      // Prometheus scrapes /metrics at the root by convention; 404 unless METRICS_TOKEN is set.
      app.route("/", createMetricsRoutes(ctx, services.observability));
      // Serves both /dev/mail and /api/dev/mail, so it mounts at the root; never in production.
      if (ctx.config.appEnv === "development") {
        app.route("/", createDevMailRoutes(services.outbox));
      }
      // ---- end of mount points ----
    },
  );
}

/**
 * The tracked redirect on its own, for the server to dispatch `/go/` requests to before the API's middleware
 * stack (security headers, CORS, body limits, the breaker): a redirect reads no body and needs none of it. Only
 * the client address (TRUSTED_PROXIES) is resolved, for click de-duplication.
 */
export function createGoApp(ctx: AppContext, services: Services): Hono {
  const app = new Hono();
  // The redirect keeps its request log line, id and metrics (docs/observability.md).
  app.use(
    "*",
    observeRequests({
      metrics: services.observability.metrics,
      log: services.observability.log,
      level: ctx.config.logRequests ?? "all",
    }),
  );
  const proxies = trustProxies(ctx.config.trustedProxies ?? []);
  if (proxies) app.use("*", proxies);
  app.route("/", createGoRoutes(ctx, services.tracking));
  return app;
}
