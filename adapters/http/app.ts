/** createApp: the Kamai HTTP app, the shell plus every router. Add one mount line per router below. */
import type { Hono } from "hono";
import type { AppContext } from "../app_context.ts";
import { createAppShell } from "./app_shell.ts";
import { createAuthRoutes } from "./routes/auth.ts";
import { createCaptchaRoutes } from "./routes/captcha.ts";
import { createDevMailRoutes } from "./routes/dev_mail.ts";
import { createProfileRoutes } from "./routes/profiles.ts";
import { createAdminUserRoutes } from "./routes/admin_users.ts";
import { createAdminMetricsRoutes } from "./routes/admin_metrics.ts";
import { createAuditLogRoutes } from "./routes/audit_logs.ts";
import { createPayoutRoutes } from "./routes/payouts.ts";

/** Builds the whole HTTP app for one running instance. */
export function createApp(ctx: AppContext): Hono {
  return createAppShell(ctx, (app) => {
    // ---- mount points: one line per router, API routers under /api ----
    app.route("/api", createAuthRoutes(ctx));
    app.route("/api", createCaptchaRoutes(ctx));
    app.route("/api", createProfileRoutes(ctx));
    app.route("/api", createAdminUserRoutes(ctx));
    app.route("/api", createAdminMetricsRoutes(ctx));
    app.route("/api", createAuditLogRoutes(ctx));
    app.route("/api", createPayoutRoutes(ctx));
    // Serves both /dev/mail and /api/dev/mail, so it mounts at the root; never in production.
    if (ctx.config.appEnv === "development") {
      app.route("/", createDevMailRoutes(ctx));
    }
    // ---- end of mount points ----
  });
}
