/** API operations: alert settings and one-click unsubscribe (docs/alerts.md). */
import * as alerts from "../../../../wire/alerts.ts";
import { ok, type Operation } from "./operation.ts";

/** Alerts to affiliates. */
export const alertOperations: Operation[] = [
  {
    method: "get",
    path: "/api/user/notification-settings",
    tag: "Alerts",
    summary: "The caller's mode per alert kind: instant, digest or off",
    access: "user",
    responses: { 200: ok(alerts.notificationSettings) },
  },
  {
    method: "put",
    path: "/api/user/notification-settings",
    tag: "Alerts",
    summary: "Change the mode of some alert kinds (others keep theirs)",
    description:
      'Body: an object of kinds (conversionPending, conversionApproved, conversionReversed, capReached, applicationDecided, payoutPaid, payoutFailed, announcements), each "instant", "digest" or "off"; answers every kind\'s mode.',
    access: "user",
    body: {
      schema: alerts.notificationSettingsBody,
      media: ["application/json"],
    },
    responses: { 200: ok(alerts.notificationSettings) },
  },
  {
    method: "get",
    path: "/api/unsubscribe",
    tag: "Alerts",
    summary: "The confirmation page of an alert email's unsubscribe link",
    description:
      "Changes nothing (mail scanners open links): shows a form that POSTs the same URL. A bad token answers 400 INVALID_TOKEN.",
    access: "public",
    query: alerts.unsubscribeQuery,
    responses: {
      200: { description: "The confirmation form", media: "text/html" },
    },
  },
  {
    method: "post",
    path: "/api/unsubscribe",
    tag: "Alerts",
    summary: "One-click unsubscribe (RFC 8058): turns the email's kind off",
    description:
      'The List-Unsubscribe URL of every alert email, POSTed with the body "List-Unsubscribe=One-Click" by mail clients; no sign-in, the signed token decides. A digest\'s link turns off every kind in the digest. JSON answer, or a page when the caller accepts text/html.',
    access: "public",
    query: alerts.unsubscribeQuery,
    responses: { 200: ok(alerts.unsubscribed) },
  },
];
