/** Sales sources wire shapes: sources, their events, manual attribution and coupon codes. */
import { z } from "zod";
import { EVENT_OUTCOMES, SOURCE_KINDS } from "../domain/sources/source.ts";
import { id, instant, objectBody } from "./common.ts";
import { MAX_PAGE, pagingFields } from "./paging.ts";

/** A source as the admin sees it, with the URL to paste into the store or network. */
export const source = z.object({
  id,
  name: z.string(),
  kind: z.enum(SOURCE_KINDS),
  /** The signing key or URL token; "" for the built-in api source (it signs with CONVERSIONS_SECRET). */
  secret: z.string(),
  currency: z.string(),
  commissionBase: z.enum(["sale", "payout"]),
  params: z.record(z.string(), z.string()),
  endpointUrl: z.string(),
}).meta({ id: "Source" });
/** A source answer. */
export type SourceJson = z.infer<typeof source>;

/** POST /api/admin/sources and PATCH /api/admin/sources/{id}: the use case checks each field. */
export const sourceBody = objectBody("Send the source as a JSON object.").meta({
  id: "SourceBody",
  description:
    "{ name, kind, secret?, currency?, commissionBase?, params? }; kind shopify, woocommerce or postback",
});

/** One recorded delivery. */
export const sourceEvent = z.object({
  id,
  receivedAt: instant,
  kind: z.string(),
  outcome: z.enum(EVENT_OUTCOMES),
  orderId: z.string().nullable(),
  reason: z.string().nullable(),
  userId: id.nullable(),
  productId: id.nullable(),
}).meta({ id: "SourceEvent" });
/** An event answer. */
export type SourceEventJson = z.infer<typeof sourceEvent>;

/** GET /api/admin/sources/{id}/events query. */
export const sourceEventsQuery = z.object({
  outcome: z.enum(EVENT_OUTCOMES, {
    error: `outcome must be one of ${EVENT_OUTCOMES.join(", ")}`,
  }).optional(),
  ...pagingFields(MAX_PAGE),
});

/** POST /api/admin/sources/{id}/events/{eventId}/attribute body. */
export const attributeBody = objectBody(
  "Send { userId, productId } as a JSON object.",
)
  .meta({ id: "AttributeBody" });

/** The attribution's answer: what replaying the delivery came to. */
export const attributed = z.object({
  message: z.string(),
  outcome: z.enum(EVENT_OUTCOMES),
}).meta({ id: "Attributed" });
/** The attribution answer. */
export type AttributedJson = z.infer<typeof attributed>;

/** A coupon code. */
export const coupon = z.object({
  id,
  userId: id,
  productId: id,
  code: z.string(),
  createdAt: instant,
}).meta({ id: "Coupon" });
/** A coupon answer. */
export type CouponJson = z.infer<typeof coupon>;

/** POST /api/admin/coupons body. */
export const couponBody = objectBody(
  "Send { userId, productId, code } as a JSON object.",
)
  .meta({ id: "CouponBody" });

/** What a delivery endpoint answers as JSON (webhooks). */
export const deliveryAnswer = z.object({
  outcome: z.enum(EVENT_OUTCOMES).or(z.literal("ping")),
  eventId: id.optional(),
}).meta({ id: "DeliveryAnswer" });
/** A delivery answer. */
export type DeliveryAnswerJson = z.infer<typeof deliveryAnswer>;
