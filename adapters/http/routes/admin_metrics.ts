/** Admin metrics route (mounted under /api): the counts behind the navigation's bubble and badge. */
import { Hono } from "hono";
import type { AppContext, Session } from "../../app_context.ts";
import { createPostgresAdminMetricsReader } from "../../postgres/metrics_repository.ts";
import type { AdminMetricsJson } from "../../../wire/users.ts";

/** The metrics router; mount with app.route("/api", createAdminMetricsRoutes(ctx)). */
export function createAdminMetricsRoutes(ctx: AppContext): Hono {
  const app = new Hono<{ Variables: { session: Session } }>();
  const metrics = createPostgresAdminMetricsReader(ctx.sql);
  app.get("/admin/metrics", ctx.auth.requireAdmin, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json((await metrics.read()) satisfies AdminMetricsJson);
  });
  return app as unknown as Hono;
}
