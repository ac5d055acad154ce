/** First-run setup routes (mounted under /api): check a one-time setup link, and create the first admin with it. */
import { Hono } from "hono";
import type { AppContext, SessionEnv } from "../../app_context.ts";
import type { SetupServices } from "../../../domain/setup/setup_repos.ts";
import { checkSetupLink } from "../../../domain/setup/check_setup_link.ts";
import { createFirstAdmin } from "../../../domain/setup/create_first_admin.ts";
import { answerError } from "../api_error.ts";
import { jsonBody } from "../validate.ts";
import { setupBody, type SetupSession } from "../../../wire/setup.ts";
import type { MessageBody } from "../../../wire/common.ts";

/** The setup router; mount with app.route("/api", createSetupRoutes(ctx, services.setup)). */
export function createSetupRoutes(
  ctx: AppContext,
  setup: SetupServices,
): Hono<SessionEnv> {
  const app = new Hono<SessionEnv>();

  app.get("/setup/:token", async (c) => {
    c.header("Cache-Control", "no-store");
    const result = await checkSetupLink(setup, c.req.param("token"));
    if (!result.ok) throw answerError(result.error);
    return c.json(result.value satisfies MessageBody);
  });

  app.post("/setup/:token", jsonBody(setupBody), async (c) => {
    const body = c.req.valid("json");
    const result = await createFirstAdmin({ ...setup, clock: ctx.clock }, {
      token: c.req.param("token"),
      email: body.email,
      password: body.password,
    });
    if (!result.ok) throw answerError(result.error);
    return c.json(result.value satisfies SetupSession, 201);
  });

  return app;
}
