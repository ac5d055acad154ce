/** Webhook and postback wire shapes (docs/webhooks.md): a receiver, its secret shown once, its delivery log. */
import { z } from "zod";
import {
  POSTBACK_EVENT_TYPES,
  WEBHOOK_EVENT_TYPES,
} from "../domain/events/event_types.ts";
import { idInput, instant, objectBody } from "./common.ts";
import { inputKind } from "./input_kinds.ts";

/** Where a receiver's deliveries go (the domain checks it: docs/webhooks.md). */
const receiverUrl = inputKind(
  z.string().meta({
    description: "An http:// or https:// URL of at most 2,000 characters",
  }),
  "url",
);

/** The events a receiver asks for: at least one, each of the list (a bad one is refused like a bad enum value). */
const eventList = <T extends readonly [string, ...string[]]>(types: T) =>
  inputKind(z.array(z.enum(types)).min(1), "enum");

/**
 * POST /api/admin/webhooks and PATCH …/{id}: `{ url, events, enabled }` (PATCH: any of them). The route checks only
 * that the body is an object (receiverBodyCheck); the domain checks the fields with its own messages.
 */
export const webhookBody = z.object({
  url: receiverUrl,
  events: eventList(WEBHOOK_EVENT_TYPES),
  enabled: z.boolean().optional(),
}).meta({ id: "WebhookBody" });

/** POST /api/affiliate/postbacks and PATCH …/{id} (PATCH: any of them). */
export const postbackBody = z.object({
  url: receiverUrl,
  method: z.enum(["GET", "POST"]).optional().meta({
    description: "A new postback without one is sent by POST",
  }),
  events: eventList(POSTBACK_EVENT_TYPES),
  productId: idInput.nullable().optional().meta({
    description: "Only this product's events; null or left out: every product",
  }),
  enabled: z.boolean().optional(),
}).meta({ id: "PostbackBody" });

/** What the receiver routes check themselves (a JSON object); the domain checks the fields. */
export const receiverBodyCheck = objectBody(
  "Send the receiver as a JSON object.",
);

/** A receiver as listed: never its secret. */
export const receiver = z.object({
  id: z.number().int(),
  url: z.string(),
  method: z.enum(["GET", "POST"]),
  events: z.array(z.string()),
  productId: z.number().int().nullable(),
  enabled: z.boolean(),
  failingSince: instant.nullable(),
  disabledAt: instant.nullable(),
  disabledReason: z.string().nullable(),
  createdAt: instant,
}).meta({ id: "EventReceiver" });
/** A receiver on the wire. */
export type ReceiverJson = z.infer<typeof receiver>;

/** The answer of adding a receiver: the receiver and its signing secret, shown this once. */
export const receiverCreated = receiver.extend({ secret: z.string() }).meta({
  id: "EventReceiverCreated",
});
/** A created receiver on the wire. */
export type ReceiverCreatedJson = z.infer<typeof receiverCreated>;

/** The answer of rotating a secret. */
export const receiverSecret = z.object({ secret: z.string() });

/** The answer of "Send test" and of a replay: the delivery queued. */
export const deliveryQueued = z.object({
  deliveryId: z.number().int(),
  eventId: z.string().optional(),
});

/** One attempt of a delivery. */
export const deliveryAttempt = z.object({
  at: instant,
  statusCode: z.number().int().nullable(),
  durationMs: z.number().int(),
  answer: z.string(),
  error: z.string().nullable(),
});

/** One delivery in a receiver's log, newest first. */
export const delivery = z.object({
  id: z.number().int(),
  eventId: z.string(),
  eventType: z.string(),
  status: z.enum(["pending", "delivered", "given_up", "cancelled"]),
  attempts: z.array(deliveryAttempt),
  nextAttemptAt: instant.nullable(),
  replayOf: z.number().int().nullable(),
  createdAt: instant,
}).meta({ id: "EventDelivery" });
/** A delivery on the wire. */
export type DeliveryJson = z.infer<typeof delivery>;
