/** Product and commission wire shapes: the catalog, the admin product form and the global commission. */
import { z } from "zod";
import { inputKind } from "./input_kinds.ts";
import { myGoal } from "./offer_config.ts";
import { objectBody } from "./common.ts";

/** Refund policy values. */
export const refundPolicy = z.enum(["none", "30_day_guarantee"]);

/** A product's offer-directory settings (docs/offer-directory.md), as admins read them. */
export const offerSettings = z.object({
  visibility: z.enum(["public", "private"]).meta({
    description:
      "public: affiliates find it in the offer directory (GET /api/offers); private (the default): they do not",
  }),
  trafficSources: z.array(z.string()).meta({
    description: "The traffic the offer allows, as the directory lists it",
  }),
  joinPolicy: z.enum(["instant", "approval"]).meta({
    description:
      "How affiliates join from the directory: instant (link made at once) or approval",
  }),
  autoApprove: z.boolean().meta({
    description:
      "Under approval: approve at once when the affiliate has no open risk flag",
  }),
  destinationUrl: z.string().nullable().meta({
    description:
      "Where links made without typing lead ({click_id} is replaced on each click); null: links must be typed",
  }),
});

/** A product as GET /api/products answers it. */
export const product = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  commissionPercent: z.number(),
  imageUrl: z.string().nullable(),
  refundPolicy,
  refundPolicyLabel: z.string(),
  allowedDomains: z.array(z.string()).meta({
    description:
      "Hosts affiliates may deep-link to: shop.example.pk, or *.example.pk for it and its subdomains",
  }),
  // The offer-directory settings (docs/offer-directory.md): admin answers only.
  ...offerSettings.partial().shape,
  /** The caller's own payout per goal now and the cap left (docs/offers.md); absent on admin write answers. */
  goals: z.array(myGoal).optional(),
}).meta({ id: "Product" });
/** A product on the wire. */
export type ProductJson = z.infer<typeof product>;

/** POST /api/products and PUT /api/products/{id}: the form (multipart with an optional image, or JSON without). */
export const productForm = z.object({
  title: z.string(),
  description: z.string(),
  // docs/product.md's form clamps the percent to 0..100 and reads anything non-numeric as 0: no value is bad.
  commissionPercent: inputKind(
    z.string().meta({ description: "0 to 100" }),
    "any",
  ),
  refundPolicy: refundPolicy.optional(),
  // Text or (JSON) an array of hosts, which the domain checks one by one: not swept by kind yet.
  allowedDomains: inputKind(
    z.string().meta({
      description:
        "Hosts affiliates may deep-link to, separated by commas or spaces (JSON: also an array)",
    }),
    "any",
  ).optional(),
  visibility: z.enum(["public", "private"]).optional().meta({
    description: "Absent: private on a new product, unchanged on an edit",
  }),
  // Text or (JSON) an array of labels, which the domain checks one by one.
  trafficSources: inputKind(
    z.string().meta({
      description:
        "Allowed traffic sources separated by commas (JSON: also an array); at most 20 of up to 40 characters",
    }),
    "any",
  ).optional(),
  joinPolicy: z.enum(["instant", "approval"]).optional().meta({
    description: "Absent: approval on a new product, unchanged on an edit",
  }),
  // "true"/"false" in a form, also a boolean in JSON: the domain reads both, so not swept by kind.
  autoApprove: inputKind(
    z.enum(["true", "false"]).meta({
      description:
        "Under approval: approve at once when the affiliate has no open risk flag (JSON: also a boolean)",
    }),
    "any",
  ).optional(),
  // Blank clears it, so no string is a bad kind of value: the domain checks the URL.
  destinationUrl: inputKind(
    z.string().meta({
      description:
        "Where a link made without typing leads (may contain {click_id}); blank clears it, absent keeps it",
    }),
    "any",
  ).optional(),
  // A file part of the multipart form; a JSON body's image is not read.
  image: inputKind(
    z.string().meta({ format: "binary", description: "JPEG, PNG or WebP" }),
    "any",
  ).optional(),
}).meta({ id: "ProductForm" });
/** The product form's fields. */
export type ProductForm = z.infer<typeof productForm>;

/** The answer of an add or an edit. */
export const productAction = z.object({
  message: z.string(),
  product,
}).meta({ id: "ProductAction" });
/** A product write's answer. */
export type ProductAction = z.infer<typeof productAction>;

/** DELETE /api/products/{id} answer. */
export const productDeleted = z.object({
  message: z.string(),
  id: z.number().int(),
}).meta({ id: "ProductDeleted" });
/** A delete answer. */
export type ProductDeleted = z.infer<typeof productDeleted>;

/** GET /api/admin/commission. */
export const commission = z.object({
  globalCommissionPercent: z.number(),
}).meta({ id: "Commission" });
/** The global commission. */
export type CommissionJson = z.infer<typeof commission>;

/** POST /api/admin/commission as sent; the domain checks the range. */
export const commissionBody = z.object({
  globalCommissionPercent: inputKind(
    z.union([z.number(), z.string()]),
    "percent",
  ),
}).meta({ id: "CommissionBody" });

/** What POST /api/admin/commission checks itself; anything else answers the range message. */
export function commissionBodyCheck(rangeMessage: string) {
  return objectBody(rangeMessage);
}

/** POST /api/admin/commission answer. */
export const commissionUpdated = z.object({
  message: z.string(),
  globalCommissionPercent: z.number(),
}).meta({ id: "CommissionUpdated" });
/** The commission update answer. */
export type CommissionUpdated = z.infer<typeof commissionUpdated>;

/** A resource of a product's kit (docs/sharing.md): an image, a caption (English or Urdu) or a note. */
export const productResource = z.object({
  id: z.number().int(),
  productId: z.number().int(),
  kind: z.enum(["image", "caption", "note"]),
  language: z.enum(["en", "ur"]).nullable().meta({
    description: "Captions only",
  }),
  text: z.string().meta({
    description:
      "A caption's or note's text ({link} marks where the affiliate's link goes), or an image's description",
  }),
  imageUrl: z.string().nullable().meta({ description: "Images only" }),
  createdAt: z.string(),
}).meta({ id: "ProductResource" });
/** A resource on the wire. */
export type ProductResourceJson = z.infer<typeof productResource>;

/** POST /api/products/{id}/resources: JSON for a caption or note, multipart (with `image`) for an image. */
export const productResourceForm = z.object({
  kind: z.enum(["image", "caption", "note"]),
  language: z.enum(["en", "ur"]).optional().meta({
    description: "Captions only",
  }),
  text: z.string().meta({ description: "1 to 2000 characters" }),
  // A file part of the multipart form; a JSON body's image is not read.
  image: inputKind(
    z.string().meta({
      format: "binary",
      description: "Images only: JPEG, PNG or WebP, at most 2 MB",
    }),
    "any",
  ).optional(),
}).meta({ id: "ProductResourceForm" });

/** The answer of adding a resource. */
export const productResourceAdded = z.object({
  message: z.string(),
  resource: productResource,
}).meta({ id: "ProductResourceAdded" });
/** An add's answer. */
export type ProductResourceAdded = z.infer<typeof productResourceAdded>;

/** DELETE /api/products/{id}/resources/{resourceId} answer. */
export const productResourceDeleted = z.object({
  message: z.string(),
  id: z.number().int(),
}).meta({ id: "ProductResourceDeleted" });
/** A resource delete's answer. */
export type ProductResourceDeleted = z.infer<typeof productResourceDeleted>;
