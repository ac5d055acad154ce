/** Admin metrics route (mounted under /api): the counts behind the navigation's bubble and badge. */
import { Hono } from "hono";
import type { AppContext, SessionEnv } from "../../app_context.ts";
import type { AdminMetricsReader } from "../../../domain/users/admin_metrics.ts";
import type { AdminMetricsJson } from "../../../wire/users.ts";

/** The metrics router; mount with app.route("/api", createAdminMetricsRoutes(ctx, services.metrics)). */
export function createAdminMetricsRoutes(
  ctx: AppContext,
  metrics: AdminMetricsReader,
): Hono<SessionEnv> {
  const app = new Hono<SessionEnv>();
  app.get("/admin/metrics", ctx.auth.requireAdmin, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json((await metrics.read()) satisfies AdminMetricsJson);
  });
  return app;
}
