/** API operations: operators' webhooks and affiliates' postbacks (docs/webhooks.md). */
import { messageBody } from "../../../../wire/common.ts";
import * as hooks from "../../../../wire/webhooks.ts";
import { list, ok, type Operation } from "./operation.ts";
import { z, type ZodType } from "zod";

const SIGNING =
  'POST deliveries carry the body { id, type, createdAt, data } signed like POST /api/conversions: Kamai-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>"> under the receiver\'s secret.';

/** The eight operations of one kind of receiver under `base`. */
function receiverOperations(
  base: string,
  tag: string,
  access: "admin" | "user",
  what: string,
  body: z.ZodObject,
): Operation[] {
  const json = (schema: ZodType) => ({
    schema,
    media: ["application/json"],
  });
  return [
    {
      method: "get",
      path: base,
      tag,
      summary: `List ${what}s (never their secrets)`,
      access,
      responses: { 200: list(hooks.receiver) },
    },
    {
      method: "post",
      path: base,
      tag,
      summary: `Add a ${what}; its signing secret is answered this once`,
      description: SIGNING,
      access,
      body: json(body),
      responses: { 201: ok(hooks.receiverCreated, "Added") },
    },
    {
      method: "patch",
      path: `${base}/{id}`,
      tag,
      summary:
        `Change a ${what} (any of its fields); switching it on again clears its failures`,
      access,
      body: json(body.partial()),
      responses: { 200: ok(hooks.receiver) },
    },
    {
      method: "delete",
      path: `${base}/{id}`,
      tag,
      summary: `Delete a ${what}; its pending deliveries are cancelled`,
      access,
      responses: { 200: ok(messageBody) },
    },
    {
      method: "post",
      path: `${base}/{id}/secret`,
      tag,
      summary:
        `Rotate a ${what}'s signing secret; the new one is answered this once`,
      access,
      responses: { 200: ok(hooks.receiverSecret) },
    },
    {
      method: "post",
      path: `${base}/{id}/test`,
      tag,
      summary: `Send a test event (type test.ping) to this ${what} only`,
      access,
      responses: { 202: ok(hooks.deliveryQueued, "Queued") },
    },
    {
      method: "get",
      path: `${base}/{id}/deliveries`,
      tag,
      summary:
        `The ${what}'s last 100 deliveries, newest first, with every attempt`,
      access,
      responses: { 200: list(hooks.delivery) },
    },
    {
      method: "post",
      path: `${base}/{id}/deliveries/{deliveryId}/replay`,
      tag,
      summary: `Send a delivery's event again (same event id) to this ${what}`,
      access,
      responses: { 202: ok(hooks.deliveryQueued, "Queued") },
    },
  ];
}

/** Webhooks (admin) and postbacks (affiliate). */
export const webhookOperations: Operation[] = [
  ...receiverOperations(
    "/api/admin/webhooks",
    "Webhooks",
    "admin",
    "webhook",
    hooks.webhookBody,
  ),
  ...receiverOperations(
    "/api/affiliate/postbacks",
    "Webhooks",
    "user",
    "postback",
    hooks.postbackBody,
  ),
];
