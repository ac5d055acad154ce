/**
 * Alert settings and one-click unsubscribe (mounted under /api; docs/alerts.md): GET/PUT
 * /user/notification-settings for the signed-in person, and /unsubscribe?token= for an email's link: GET shows a
 * confirmation form, POST (RFC 8058 one-click, or that form) turns the kind off without signing in.
 */
import { Hono } from "hono";
import type { AppContext, SessionEnv } from "../../app_context.ts";
import type { AlertServices } from "../../../domain/alerts/alert_repos.ts";
import { settingsWithDefaults } from "../../../domain/alerts/alert_kinds.ts";
import { updateAlertSettings } from "../../../domain/alerts/update_alert_settings.ts";
import {
  readUnsubscribeToken,
  unsubscribeAlert,
} from "../../../domain/alerts/unsubscribe_alert.ts";
import { answerError } from "../api_error.ts";
import { jsonBody, queryParams } from "../validate.ts";
import { DOCUMENT_POLICY } from "../security_headers.ts";
import {
  notificationSettingsBody,
  type NotificationSettingsJson,
  type UnsubscribedJson,
  unsubscribeQuery,
} from "../../../wire/alerts.ts";
import { unsubscribePage } from "./unsubscribe_page.ts";

/** The router; mount with app.route("/api", createAlertRoutes(ctx, services.alerts)). */
export function createAlertRoutes(
  ctx: AppContext,
  services: AlertServices,
): Hono<SessionEnv> {
  const app = new Hono<SessionEnv>();

  app.get("/user/notification-settings", ctx.auth.requireUser, async (c) => {
    c.header("Cache-Control", "no-store");
    const stored = await services.settings.get(c.get("session").userId);
    return c.json(
      settingsWithDefaults(stored) satisfies NotificationSettingsJson,
    );
  });

  app.put(
    "/user/notification-settings",
    ctx.auth.requireUser,
    jsonBody(notificationSettingsBody),
    async (c) => {
      const result = await updateAlertSettings(
        services,
        c.get("session").userId,
        c.req.valid("json"),
      );
      if (!result.ok) throw answerError(result.error);
      return c.json(result.value satisfies NotificationSettingsJson);
    },
  );

  // The person's language for the page, from the token.
  const languageOf = async (userId: number) =>
    (await services.outbox.recipient(userId))?.language === "ur" ? "ur" : "en";
  const html = (
    c: { header(name: string, value: string): void },
  ) => {
    c.header("Cache-Control", "no-store");
    c.header(
      "Content-Security-Policy",
      `${DOCUMENT_POLICY}; form-action 'self'`,
    );
    c.header("Referrer-Policy", "no-referrer");
  };

  app.get("/unsubscribe", queryParams(unsubscribeQuery), async (c) => {
    // A bad link answers like any refused call ({ message, code }); a good one shows the confirmation form.
    const read = readUnsubscribeToken(services, c.req.valid("query").token);
    if (!read.ok) throw answerError(read.error, { status: 400 });
    html(c);
    const url = new URL(c.req.url);
    return c.html(
      unsubscribePage(
        "ask",
        await languageOf(read.value.userId),
        url.pathname + url.search,
      ),
    );
  });

  app.post("/unsubscribe", queryParams(unsubscribeQuery), async (c) => {
    // The body is "List-Unsubscribe=One-Click" (RFC 8058); the signed token alone decides what is turned off.
    const result = await unsubscribeAlert(services, c.req.valid("query").token);
    if (!result.ok) throw answerError(result.error, { status: 400 });
    if (/text\/html/.test(c.req.header("accept") ?? "")) {
      html(c);
      return c.html(
        unsubscribePage("done", await languageOf(result.value.userId), ""),
      );
    }
    return c.json(
      {
        message: "You are unsubscribed.",
        kinds: result.value.kinds,
      } satisfies UnsubscribedJson,
    );
  });

  return app;
}
