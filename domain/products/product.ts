/** Product: what affiliates promote, with its commission and refund policy. */

/** The refund policy, stored as hold days: earnings are payable at once or after the guarantee. */
export type RefundPolicy = "none" | "30_day_guarantee";

/** Every refund policy, with the label the admin form shows. */
export const REFUND_POLICIES: Record<
  RefundPolicy,
  { holdDays: number; label: string }
> = {
  none: { holdDays: 0, label: "No refunds — earnings payable at once" },
  "30_day_guarantee": {
    holdDays: 30,
    label: "30-day money-back guarantee — earnings payable after 30 days",
  },
};

/** True when a value names a refund policy. */
export function isRefundPolicy(value: unknown): value is RefundPolicy {
  return value === "none" || value === "30_day_guarantee";
}

/** The refund policy stored as a number of hold days. */
export function refundPolicyForHoldDays(holdDays: number): RefundPolicy {
  return holdDays >= 30 ? "30_day_guarantee" : "none";
}

import type { JoinPolicy } from "../directory/application.ts";

/** Whether affiliates find a product in the offer directory (docs/offer-directory.md); new products are private. */
export type OfferVisibility = "public" | "private";

/** True when a value names a visibility. */
export function isOfferVisibility(value: unknown): value is OfferVisibility {
  return value === "public" || value === "private";
}

/** Where a stored product image lives: content-addressed, so its URL can be cached forever. */
export interface ProductImageRef {
  id: number;
  sha256: string;
  contentType: string;
}

/** A product as the catalog holds it. */
export interface Product {
  id: number;
  title: string;
  description: string;
  commissionBp: number;
  refundPolicy: RefundPolicy;
  image: ProductImageRef | null;
  /** Where affiliates may deep-link (docs/deep-links.md); empty: nowhere but the assigned destination. */
  allowedDomains: string[];
  /** Shown in the offer directory only when public (docs/offer-directory.md). */
  visibility: OfferVisibility;
  /** The traffic the offer allows ("Facebook", "YouTube"), as the directory lists it; empty: not stated. */
  trafficSources: string[];
  /** Where a link made without typing leads (docs/offer-directory.md); null: links must be typed. */
  destinationUrl: string | null;
  /** How affiliates join it from the directory: at once, or after approval (docs/offer-directory.md). */
  joinPolicy: JoinPolicy;
  /** Under "approval": approve at once when the affiliate has no open risk flag. */
  autoApprove: boolean;
}

const EXTENSIONS: Record<string, string> = {
  "image/jpeg": "jpg",
  "image/png": "png",
  "image/webp": "webp",
};

/** The host-root path a product image is served at, e.g. "/images/products/7-1a2b3c4d5e6f.webp". */
export function productImagePath(image: ProductImageRef | null): string | null {
  if (!image) return null;
  return `/images/products/${image.id}-${image.sha256}.${
    EXTENSIONS[image.contentType] ?? "img"
  }`;
}
