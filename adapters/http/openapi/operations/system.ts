/** API operations: First-run setup, health, this document, metrics and development mail. */
import * as system from "../../../../wire/system.ts";
import * as setup from "../../../../wire/setup.ts";
import { errorBody, messageBody } from "../../../../wire/common.ts";
import { list, ok, type Operation } from "./operation.ts";

/** First-run setup, health, this document, metrics and development mail. */
export const systemOperations: Operation[] = [
  // ---- System ----
  // ---- Setup ----
  {
    method: "get",
    path: "/api/setup/{token}",
    tag: "Setup",
    summary: "Whether a one-time setup link can still create the first admin",
    description:
      "404 SETUP_LINK_INVALID for an unknown token; 409 SETUP_DONE once the link was used or an admin exists.",
    access: "public",
    responses: {
      200: ok(messageBody),
      404: ok(errorBody, "Unknown setup link (SETUP_LINK_INVALID)"),
      409: ok(errorBody, "Link used or an admin exists (SETUP_DONE)"),
    },
  },
  {
    method: "post",
    path: "/api/setup/{token}",
    tag: "Setup",
    summary: "Create the first admin with a one-time setup link (signs in)",
    description:
      "Validated as sign-up is; exactly one creation wins, and every setup link dies with it (409 SETUP_DONE after).",
    access: "public",
    body: { schema: setup.setupBody, media: ["application/json"] },
    responses: {
      201: ok(setup.setupSession, "Admin created"),
      404: ok(errorBody, "Unknown setup link (SETUP_LINK_INVALID)"),
      409: ok(errorBody, "Link used, an admin exists, or email taken"),
    },
  },
  {
    method: "get",
    path: "/api/health",
    tag: "System",
    summary: "Ready once the database answers",
    access: "public",
    responses: { 200: ok(system.health) },
  },
  {
    method: "get",
    path: "/api/openapi.json",
    tag: "System",
    summary: "This document (OpenAPI 3.1)",
    access: "public",
    responses: {
      200: { description: "The OpenAPI document", media: "application/json" },
    },
  },
  {
    method: "get",
    path: "/api/docs",
    tag: "System",
    summary: "This document as a readable page",
    access: "public",
    responses: { 200: { description: "HTML reference", media: "text/html" } },
  },
  {
    method: "get",
    path: "/metrics",
    tag: "System",
    summary: "This instance's metrics in Prometheus text format",
    description:
      "Requests by route and status, a latency histogram, the click buffer, dropped clicks and the database pool (docs/observability.md). Needs METRICS_TOKEN as a bearer token; answers 404 when METRICS_TOKEN is not set.",
    access: "metrics",
    responses: {
      200: {
        description: "Prometheus text exposition format 0.0.4",
        media: "text/plain",
      },
    },
  },
  {
    method: "get",
    path: "/api/dev/mail",
    tag: "System",
    summary: "The development mail outbox, newest first (development only)",
    access: "public",
    developmentOnly: true,
    responses: { 200: list(system.outboxMessage) },
  },
  {
    method: "get",
    path: "/dev/mail",
    tag: "System",
    summary: "The development mail outbox as a page (development only)",
    access: "public",
    developmentOnly: true,
    responses: { 200: { description: "HTML page", media: "text/html" } },
  },
];
