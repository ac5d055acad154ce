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

  // The person's language for the page, from the token (an invalid one reads in English).
  const languageOf = async (userId: number | null) =>
    userId === null
      ? "en"
      : (await services.outbox.recipient(userId))?.language === "ur"
      ? "ur"
      : "en";
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
    html(c);
    const read = readUnsubscribeToken(services, c.req.valid("query").token);
    const language = await languageOf(read.ok ? read.value.userId : null);
    const action = new URL(c.req.url).pathname + new URL(c.req.url).search;
    return c.html(
      unsubscribePage(read.ok ? "ask" : "invalid", language, action),
      read.ok ? 200 : 400,
    );
  });

  app.post("/unsubscribe", queryParams(unsubscribeQuery), async (c) => {
    // The body is "List-Unsubscribe=One-Click" (RFC 8058); the signed token alone decides what is turned off.
    const result = await unsubscribeAlert(services, c.req.valid("query").token);
    const wantsHtml = /text\/html/.test(c.req.header("accept") ?? "");
    if (wantsHtml) {
      html(c);
      const language = await languageOf(result.ok ? result.value.userId : null);
      return c.html(
        unsubscribePage(result.ok ? "done" : "invalid", language, ""),
        result.ok ? 200 : 400,
      );
    }
    if (!result.ok) throw answerError(result.error, { status: 400 });
    return c.json(
      {
        message: "You are unsubscribed.",
        kinds: result.value.kinds,
      } satisfies UnsubscribedJson,
    );
  });

  return app;
}
