/** createApp: the Kamai HTTP app, the shell plus every router. Add one mount line per router below. */
import type { Hono } from "hono";
import type { AppContext } from "../app_context.ts";
import { createAppShell } from "./app_shell.ts";
import { limitUnauthenticatedWrites } from "./rate_limit_middleware.ts";
import { createAuthRoutes } from "./routes/auth.ts";
import { createCaptchaRoutes } from "./routes/captcha.ts";
import { createDevMailRoutes } from "./routes/dev_mail.ts";
import { createProfileRoutes } from "./routes/profiles.ts";
import { createAdminUserRoutes } from "./routes/admin_users.ts";
import { createAdminMetricsRoutes } from "./routes/admin_metrics.ts";
import { createAuditLogRoutes } from "./routes/audit_logs.ts";
import { createPayoutRoutes } from "./routes/payouts.ts";
import { createProductRoutes } from "./routes/products.ts";
import { createProductImageRoutes } from "./routes/product_images.ts";
import { createCommissionRoutes } from "./routes/commission.ts";
import { createAffiliateLinkRoutes } from "./routes/affiliate_links.ts";
import { createStatsRoutes } from "./routes/stats.ts";
import { createReportRoutes } from "./routes/reports.ts";
import { createConversionRoutes } from "./routes/conversions.ts";
import { createGoRoutes } from "./routes/go.ts";
import { createApiDocsRoutes } from "./routes/api_docs.ts";

/** Builds the whole HTTP app for one running instance. */
export function createApp(ctx: AppContext): Hono {
  return createAppShell(ctx, (app) => {
    // Per-address limits run before the routers they guard.
    limitUnauthenticatedWrites(app, ctx);
    // ---- mount points: one line per router, API routers under /api ----
    app.route("/api", createAuthRoutes(ctx));
    app.route("/api", createCaptchaRoutes(ctx));
    app.route("/api", createProfileRoutes(ctx));
    app.route("/api", createAdminUserRoutes(ctx));
    app.route("/api", createAdminMetricsRoutes(ctx));
    app.route("/api", createAuditLogRoutes(ctx));
    app.route("/api", createPayoutRoutes(ctx));
    app.route("/api", createProductRoutes(ctx));
    app.route("/api", createCommissionRoutes(ctx));
    app.route("/api", createAffiliateLinkRoutes(ctx));
    app.route("/api", createStatsRoutes(ctx));
    app.route("/api", createReportRoutes(ctx));
    app.route("/api", createConversionRoutes(ctx));
    app.route("/api", createApiDocsRoutes(ctx.config.publicUrl));
    // Tracked links and product images live at the host root, not under /api.
    app.route("/", createGoRoutes(ctx));
    app.route("/", createProductImageRoutes(ctx));
    // Serves both /dev/mail and /api/dev/mail, so it mounts at the root; never in production.
    if (ctx.config.appEnv === "development") {
      app.route("/", createDevMailRoutes(ctx));
    }
    // ---- end of mount points ----
  });
}
