/** Sales source wire shapes: sources, their delivery events, manual attribution, coupon codes and CSV import. */
import { z } from "zod";
import { instant } from "./common.ts";

/** The kinds of source: two stores, network postbacks and the built-in signed API. */
export const sourceKind = z.enum(["shopify", "woocommerce", "postback", "api"]);
/** A source kind. */
export type SourceKind = z.infer<typeof sourceKind>;

/** What a postback's commission is a percent of: the sale amount or the network's payout. */
export const commissionBase = z.enum(["sale", "payout"]);
/** A commission base. */
export type CommissionBaseJson = z.infer<typeof commissionBase>;

/** Postback parameter renames, Kamai's field → the network's name, e.g. `{ "click_id": "aff_sub" }`. */
export const sourceParams = z.record(z.string(), z.string());

/** A source as GET /api/admin/sources lists it and POST/PATCH answer it. */
export const source = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: sourceKind,
  secret: z.string().meta({
    description:
      "The webhook signing key (Shopify, WooCommerce) or the postback URL's token",
  }),
  currency: z.string().meta({ description: "ISO 4217 code, e.g. PKR" }),
  commissionBase,
  params: sourceParams,
  endpointUrl: z.string().meta({
    description: "Where the store or network delivers, absolute",
  }),
}).meta({ id: "Source" });
/** A source on the wire. */
export type SourceJson = z.infer<typeof source>;

/** POST /api/admin/sources: Kamai generates the secret when none is given; currency defaults to the platform's. */
export const createSourceBody = z.object({
  name: z.string(),
  kind: sourceKind,
  secret: z.string().optional(),
  currency: z.string().optional(),
  commissionBase: commissionBase.optional(),
  params: sourceParams.optional(),
}).meta({ id: "CreateSourceBody" });
/** A source creation as sent. */
export type CreateSourceBody = z.infer<typeof createSourceBody>;

/** PATCH /api/admin/sources/{id}: any of the creation fields, the secret included (a rotation). */
export const patchSourceBody = createSourceBody.partial().meta({
  id: "PatchSourceBody",
});
/** A source change as sent. */
export type PatchSourceBody = z.infer<typeof patchSourceBody>;

/** What became of one delivery (or one imported row). */
export const sourceEventOutcome = z.enum([
  "attributed",
  "duplicate",
  "unattributed",
  "ignored",
  "rejected",
]);
/** A delivery outcome. */
export type SourceEventOutcome = z.infer<typeof sourceEventOutcome>;

/** A delivery as GET /api/admin/sources/{id}/events lists it, newest first. */
export const sourceEvent = z.object({
  id: z.number().int(),
  receivedAt: instant,
  kind: z.string().meta({
    description: "What the delivery was, e.g. orders/create, sale, refund",
  }),
  outcome: sourceEventOutcome,
  orderId: z.string().nullable(),
  reason: z.string().nullable(),
  userId: z.number().int().nullable(),
  productId: z.number().int().nullable(),
  // Display fields the list may add; the page falls back to the ids without them.
  user: z.string().nullable().optional().meta({
    description: "The attributed affiliate's email",
  }),
  product: z.string().nullable().optional().meta({
    description: "The attributed product's title",
  }),
  amount: z.number().nullable().optional().meta({
    description: "The sale or refund amount, when the delivery had one",
  }),
}).meta({ id: "SourceEvent" });
/** A delivery event on the wire. */
export type SourceEventJson = z.infer<typeof sourceEvent>;

/** GET /api/admin/sources/{id}/events query: an outcome filter and optional paging. */
export const sourceEventsQuery = z.object({
  outcome: sourceEventOutcome.optional(),
  page: z.string().regex(/^\d{1,9}$/).optional(),
  pageSize: z.string().regex(/^\d{1,3}$/).optional(),
});

/** POST /api/admin/sources/{id}/events/{eventId}/attribute: who the unattributed sale belongs to. */
export const attributeEventBody = z.object({
  userId: z.number().int(),
  productId: z.number().int(),
}).meta({ id: "AttributeEventBody" });
/** A manual attribution as sent. */
export type AttributeEventBody = z.infer<typeof attributeEventBody>;

/** An affiliate's coupon code for one product, as GET /api/admin/coupons lists it. */
export const coupon = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  productId: z.number().int(),
  code: z.string(),
  user: z.string().optional().meta({ description: "The affiliate's email" }),
  product: z.string().optional().meta({ description: "The product's title" }),
  createdAt: instant.optional(),
}).meta({ id: "Coupon" });
/** A coupon on the wire. */
export type CouponJson = z.infer<typeof coupon>;

/** POST /api/admin/coupons: codes are unique and matched case-insensitively. */
export const createCouponBody = z.object({
  userId: z.number().int(),
  productId: z.number().int(),
  code: z.string(),
}).meta({ id: "CreateCouponBody" });
/** A coupon creation as sent. */
export type CreateCouponBody = z.infer<typeof createCouponBody>;

/** The fields a CSV import maps columns to. */
export const IMPORT_FIELDS = [
  "click_id",
  "link_code",
  "coupon_code",
  "order_id",
  "amount",
  "payout",
  "status",
  "date",
] as const;
/** One importable field. */
export type ImportField = typeof IMPORT_FIELDS[number];

/** The `mapping` part of POST /api/admin/sources/{id}/import: field → column header. */
export const importMapping = z.partialRecord(
  z.enum(IMPORT_FIELDS),
  z.string(),
);
/** A column mapping. */
export type ImportMapping = z.infer<typeof importMapping>;

/** The outcome of one imported row: a delivery outcome, or `error` for a row that could not be read. */
export const importRowOutcome = z.enum([
  ...sourceEventOutcome.options,
  "error",
]);
/** An import row outcome. */
export type ImportRowOutcome = z.infer<typeof importRowOutcome>;

/** The answer of an import, dry run or real: each row's outcome and the count of each outcome. */
export const importResult = z.object({
  rows: z.array(z.object({
    line: z.number().int().meta({ description: "The row's line in the file" }),
    outcome: importRowOutcome,
    reason: z.string().optional(),
  })),
  summary: z.partialRecord(importRowOutcome, z.number().int()),
}).meta({ id: "ImportResult" });
/** An import answer. */
export type ImportResultJson = z.infer<typeof importResult>;
