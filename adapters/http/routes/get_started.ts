/** The admin's "Get started" checklist route (mounted under /api): each step ticked from stored state. */
import { Hono } from "hono";
import type { AppContext, SessionEnv } from "../../app_context.ts";
import {
  checklistOf,
  type GetStartedReader,
} from "../../../domain/insight/get_started.ts";
import type { GetStartedJson } from "../../../wire/insight.ts";

/** The checklist router; mount with app.route("/api", createGetStartedRoutes(ctx, services.getStarted)). */
export function createGetStartedRoutes(
  ctx: AppContext,
  reader: GetStartedReader,
): Hono<SessionEnv> {
  const app = new Hono<SessionEnv>();
  app.get("/admin/get-started", ctx.auth.requireAdmin, async (c) => {
    c.header("Cache-Control", "no-store");
    return c.json(checklistOf(await reader.read()) satisfies GetStartedJson);
  });
  return app;
}
