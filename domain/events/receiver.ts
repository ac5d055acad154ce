/** A receiver of events: an operator's webhook or an affiliate's postback, and the rules its fields follow. */
import { err, ok, type Result } from "../shared/result.ts";
import { isOutboundUrl } from "./outbound.ts";
import {
  type EventType,
  POSTBACK_EVENT_TYPES,
  WEBHOOK_EVENT_TYPES,
} from "./event_types.ts";

/** Whose receiver it is: an operator's webhook (every event) or an affiliate's postback (their own). */
export type ReceiverKind = "webhook" | "postback";

/** A stored receiver (its secret is never read back after it is shown once). */
export interface Receiver {
  id: number;
  kind: ReceiverKind;
  userId: number;
  url: string;
  method: "GET" | "POST";
  events: EventType[];
  productId: number | null;
  enabled: boolean;
  failingSince: Date | null;
  disabledAt: Date | null;
  disabledReason: string | null;
  createdAt: Date;
}

/** The fields a person sets. */
export interface ReceiverFields {
  url: string;
  method: "GET" | "POST";
  events: EventType[];
  productId: number | null;
  enabled: boolean;
}

/** Messages of the receiver forms (English; the web shows its own translations by code). */
export const RECEIVER_MESSAGES = {
  url: "Enter an http:// or https:// URL of at most 2,000 characters.",
  events: "Choose at least one event from the list.",
  method: "Method must be GET or POST.",
  enabled: "enabled must be true or false.",
  productId: "productId must be a product id or null.",
  productNotFound: "Product not found.",
  notFound: "Webhook not found.",
  postbackNotFound: "Postback not found.",
  tooMany: "You can have at most 5 postbacks.",
} as const;

/** A validation failure of a receiver's fields. */
export interface ReceiverFieldError {
  code: "VALIDATION_ERROR";
  message: string;
  field: string;
}

/** The events a receiver of `kind` may ask for. */
export function allowedEvents(kind: ReceiverKind): readonly EventType[] {
  return kind === "webhook" ? WEBHOOK_EVENT_TYPES : POSTBACK_EVENT_TYPES;
}

/** Reads a receiver's fields from a request body; `current` fills what a partial update leaves out. */
export function readReceiverFields(
  kind: ReceiverKind,
  body: Record<string, unknown>,
  current?: ReceiverFields,
): Result<ReceiverFields, ReceiverFieldError> {
  const fail = (field: string, message: string) =>
    err({ code: "VALIDATION_ERROR" as const, message, field });
  const url = body.url === undefined && current ? current.url : body.url;
  if (typeof url !== "string" || !isOutboundUrl(url.trim())) {
    return fail("url", RECEIVER_MESSAGES.url);
  }
  const method = body.method === undefined
    ? current?.method ?? "POST"
    : body.method;
  if (method !== "GET" && method !== "POST") {
    return fail("method", RECEIVER_MESSAGES.method);
  }
  const events = body.events === undefined && current
    ? current.events
    : body.events;
  const allowed = allowedEvents(kind) as readonly string[];
  if (
    !Array.isArray(events) || events.length === 0 ||
    events.some((e) => typeof e !== "string" || !allowed.includes(e))
  ) {
    return fail("events", RECEIVER_MESSAGES.events);
  }
  const enabled = body.enabled === undefined
    ? current?.enabled ?? true
    : body.enabled;
  if (typeof enabled !== "boolean") {
    return fail("enabled", RECEIVER_MESSAGES.enabled);
  }
  const productId = body.productId === undefined
    ? current?.productId ?? null
    : body.productId;
  if (
    productId !== null &&
    !(typeof productId === "number" && Number.isSafeInteger(productId) &&
      productId > 0)
  ) {
    return fail("productId", RECEIVER_MESSAGES.productId);
  }
  return ok({
    url: url.trim(),
    method: kind === "webhook" ? "POST" : method,
    events: [...new Set(events as EventType[])],
    productId: kind === "webhook" ? null : productId,
    enabled,
  });
}

/** The product check of a postback limited to one product: VALIDATION_ERROR when there is no such product. */
export async function checkReceiverProduct(
  fields: ReceiverFields,
  hasProduct: (id: number) => Promise<boolean>,
): Promise<ReceiverFieldError | null> {
  if (fields.productId === null || await hasProduct(fields.productId)) {
    return null;
  }
  return {
    code: "VALIDATION_ERROR",
    message: RECEIVER_MESSAGES.productNotFound,
    field: "productId",
  };
}
