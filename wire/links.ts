/** Affiliate link wire shapes: admin assignment and list, an affiliate's own links with figures. */
import { z } from "zod";
import { inputKind } from "./input_kinds.ts";
import { myGoal } from "./offer_config.ts";
import { figures, objectBody } from "./common.ts";
import { MAX_PAGE, pagingFields } from "./paging.ts";

/** A row of the admin link list. */
export const adminLink = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  productId: z.number().int(),
  user: z.string().meta({ description: "The affiliate's email" }),
  product: z.string(),
  customLink: z.string(),
  trackedLink: z.string(),
  code: z.string(),
}).meta({ id: "AdminLink" });
/** An admin link row on the wire. */
export type AdminLinkJson = z.infer<typeof adminLink>;

/** The admin link list query: optional paging (without it, every link). */
export const adminLinksQuery = z.object({ ...pagingFields(MAX_PAGE) });

/** POST /api/admin/affiliate-links/assign as sent; the domain checks the fields. */
export const assignLinkBody = z.object({
  userId: inputKind(z.union([z.number().int(), z.string()]), "id"),
  productId: inputKind(z.union([z.number().int(), z.string()]), "id"),
  customLink: inputKind(
    z.string().meta({
      description:
        "Typed by hand, it overrides the product's destination URL. Absent or blank: the link follows the product's destinationUrl (400 when the product has none)",
    }),
    "url",
  ).optional(),
}).meta({ id: "AssignLinkBody" });
/** An assignment as sent. */
export type AssignLinkBody = z.infer<typeof assignLinkBody>;

/** What the assignment checks itself (a JSON object). */
export const assignLinkBodyCheck = objectBody(
  "Send the assignment as a JSON object.",
);

/** The answer of an assignment (201 when created, 200 when the link existed). */
export const linkAssigned = z.object({
  message: z.string(),
  link: z.object({
    id: z.number().int(),
    userId: z.number().int(),
    productId: z.number().int(),
    customLink: z.string(),
    trackedLink: z.string(),
    code: z.string(),
  }),
}).meta({ id: "LinkAssigned" });
/** An assignment answer. */
export type LinkAssigned = z.infer<typeof linkAssigned>;

/** The product part of an affiliate's link. */
export const linkProduct = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
}).meta({ id: "LinkProduct" });

/** GET /api/affiliate-links/user-products-with-stats row. */
export const productWithStats = z.object({
  product: linkProduct,
  /** The affiliate link's id (its deep links live under it). */
  linkId: z.number().int(),
  /** Where deep links of this product may lead; empty: none may be made. */
  allowedDomains: z.array(z.string()),
  link: z.string(),
  stats: figures,
  /** The affiliate's coupon codes for this product, as the admin typed them. */
  coupons: z.array(z.string()),
  /** The affiliate's own payout per goal now and the cap left (docs/offers.md). */
  goals: z.array(myGoal),
}).meta({ id: "ProductWithStats" });
/** A product with its tracked link and figures. */
export type ProductWithStats = z.infer<typeof productWithStats>;

/** GET /api/affiliate-links/assigned row. */
export const assignedLink = z.object({
  id: z.number().int(),
  link: z.string(),
  product: linkProduct,
  stats: figures,
  /** The affiliate's coupon codes for this product, as the admin typed them. */
  coupons: z.array(z.string()),
}).meta({ id: "AssignedLink" });
/** An assigned link with its figures. */
export type AssignedLinkJson = z.infer<typeof assignedLink>;

/** POST /api/affiliate-links/{id}/deep-links: a page on the product's allowed domains, and an optional name. */
export const deepLinkBody = z.object({
  url: z.string().meta({
    description: "An http(s) address on the product's allowed domains",
  }),
  name: z.string().optional().meta({
    description: "At most 100 characters; default: the address",
  }),
}).meta({ id: "DeepLinkBody" });

/** The same body as the route reads it: only "is it an object" (the domain checks the fields). */
export const deepLinkBodyCheck = objectBody(
  "Send { url, name? } as a JSON object.",
);

/** A deep link as the API answers it. */
export const deepLink = z.object({
  id: z.number().int(),
  name: z.string(),
  url: z.string(),
  trackedUrl: z.string(),
  createdAt: z.string().meta({ format: "date-time" }),
}).meta({ id: "DeepLink" });
/** A deep link on the wire. */
export type DeepLinkJson = z.infer<typeof deepLink>;
