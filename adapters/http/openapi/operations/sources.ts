/** API operations: Sales sources: store webhooks, network postbacks, imports, coupons. */
import { z } from "zod";
import * as sources from "../../../../wire/sources.ts";
import { messageBody } from "../../../../wire/common.ts";
import { list, ok, type Operation, PAGED } from "./operation.ts";

/** Sales sources: store webhooks, network postbacks, imports, coupons. */
export const sourcesOperations: Operation[] = [
  // ---- Sources ----
  {
    method: "get",
    path: "/api/admin/sources",
    tag: "Sources",
    summary: "Every source, the built-in api source first",
    access: "admin",
    responses: { 200: list(sources.source) },
  },
  {
    method: "post",
    path: "/api/admin/sources",
    tag: "Sources",
    summary: "Add a source (a secret is generated when none is given)",
    access: "admin",
    body: { schema: sources.createSourceBody, media: ["application/json"] },
    responses: { 201: ok(sources.source, "Created") },
  },
  {
    method: "patch",
    path: "/api/admin/sources/{id}",
    tag: "Sources",
    summary: "Change any field of a source, the secret included",
    access: "admin",
    body: { schema: sources.patchSourceBody, media: ["application/json"] },
    responses: { 200: ok(sources.source) },
  },
  {
    method: "delete",
    path: "/api/admin/sources/{id}",
    tag: "Sources",
    summary: "Delete a source (its events and earnings stay)",
    access: "admin",
    responses: { 200: ok(messageBody) },
  },
  {
    method: "get",
    path: "/api/admin/sources/{id}/events",
    tag: "Sources",
    summary: "A source's deliveries, newest first, optionally one outcome",
    access: "admin",
    query: sources.sourceEventsQuery,
    responses: { 200: { ...list(sources.sourceEvent), headers: PAGED } },
  },
  {
    method: "post",
    path: "/api/admin/sources/{id}/events/{eventId}/attribute",
    tag: "Sources",
    summary: "Attribute an unattributed delivery to an affiliate and product",
    access: "admin",
    body: { schema: sources.attributeEventBody, media: ["application/json"] },
    responses: { 200: ok(sources.attributed) },
  },
  {
    method: "post",
    path: "/api/admin/sources/{id}/import",
    tag: "Sources",
    summary: "Import sales from a CSV file (or a dry run of it)",
    description:
      "A file of more than 5,000 lines, or one sent with async=1, runs as a background job: the answer is 202 { jobId } at once and the rows are applied in batches of 1,000, each its own transaction (GET /api/admin/jobs/{id}). Smaller files answer as before. Each row is read like a postback (status words approved, pending, reversed… plus refund, whose amount is the refund's) and applied like a delivery, a small file's rows in one transaction with one audit row; rows in error are reported by line and skipped. Importing a file again gives only duplicates. With dryRun=1 the same run is rolled back: nothing is written. preset=shopify|woocommerce reads a store's own order export (its columns, status words, dates with time and offset, currency, an order's line-item rows once); statusMap maps any other status word. Each row answers its outcome and, once it reached an order, its orderId, amount, earning, pending and affiliate.",
    access: "admin",
    body: { schema: sources.importForm, media: ["multipart/form-data"] },
    responses: {
      200: ok(sources.importResult),
      202: ok(
        sources.importAccepted,
        "Queued as a job: follow it at GET /api/admin/jobs/{jobId}",
      ),
    },
  },
  {
    method: "get",
    path: "/api/admin/jobs/{id}",
    tag: "Sources",
    summary: "An import job: its status, progress and, when done, its report",
    description:
      "A sales import (kind sales) or a payout batch's results import (kind batch_results). status queued|running|done|failed; rowsRead and rowsApplied count the file's rows as the job reads them and commits each batch of 1,000 (a batch is applied once, even across a restart). A failed job keeps every batch it applied; message says why it stopped.",
    access: "admin",
    responses: { 200: ok(sources.adminJob) },
  },
  {
    method: "post",
    path: "/api/webhooks/{token}",
    tag: "Sources",
    summary:
      "Shopify or WooCommerce order webhook, addressed by the source's unguessable token (its endpointUrl)",
    description:
      "As POST /api/sources/{id}/webhook. Wrongly signed deliveries are limited to 60 a minute per source and 20 a minute per sender address (429 with Retry-After), and their rejected events are kept once a minute per sender and code.",
    access: "public",
    body: { schema: z.unknown(), media: ["application/json"] },
    responses: { 200: ok(sources.deliveryAnswer) },
  },
  {
    method: "post",
    path: "/api/sources/{id}/webhook",
    tag: "Sources",
    summary: "Shopify or WooCommerce order webhook (by the source's kind)",
    description:
      "The URL of before, by sequential id, kept for sources that exist; new sources show /api/webhooks/{token}. Signed with X-Shopify-Hmac-Sha256 or X-WC-Webhook-Signature: the base64 HMAC-SHA256 of the raw body under the source's secret. WooCommerce's activation ping (webhook_id=…) answers 200 and changes nothing. A bad signature answers 401 and is recorded as rejected.",
    access: "public",
    body: { schema: z.unknown(), media: ["application/json"] },
    responses: { 200: ok(sources.deliveryAnswer) },
  },
  {
    method: "get",
    path: "/api/postback/{token}",
    tag: "Sources",
    summary: "Network postback (query parameters; the token is the secret)",
    description:
      "Parameters click_id, order_id, amount, payout, status, currency, each renamable per source. Every accepted delivery (duplicates and unattributed ones included) answers 200 with a short text.",
    access: "public",
    responses: { 200: { description: "Accepted", media: "text/plain" } },
  },
  {
    method: "post",
    path: "/api/postback/{token}",
    tag: "Sources",
    summary: "Network postback (form parameters; the token is the secret)",
    access: "public",
    body: {
      schema: z.record(z.string(), z.string()),
      media: ["application/x-www-form-urlencoded"],
      required: false,
    },
    responses: { 200: { description: "Accepted", media: "text/plain" } },
  },
  {
    method: "get",
    path: "/api/admin/coupons",
    tag: "Sources",
    summary: "Every coupon code, newest first",
    access: "admin",
    responses: { 200: list(sources.coupon) },
  },
  {
    method: "post",
    path: "/api/admin/coupons",
    tag: "Sources",
    summary: "Give an affiliate a coupon code for a product",
    access: "admin",
    body: { schema: sources.createCouponBody, media: ["application/json"] },
    responses: { 201: ok(sources.coupon, "Created") },
  },
  {
    method: "delete",
    path: "/api/admin/coupons/{id}",
    tag: "Sources",
    summary: "Take a coupon code back",
    access: "admin",
    responses: { 200: ok(messageBody) },
  },
];
