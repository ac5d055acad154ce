/** AffiliateLink: a user's destination URL for one product, shared through a short tracked URL. */
import type { ProductImageRef } from "../products/product.ts";
import type { MoneyTotal } from "../shared/money.ts";

/** One link per user and product; `code` makes the tracked URL. */
export interface AffiliateLink {
  id: number;
  userId: number;
  productId: number;
  destinationUrl: string;
  code: string;
}

/** Clicks, sales and earnings (minor units, a sum that may exceed 2^53) of a link or a range. */
export interface Figures {
  clicks: number;
  sales: number;
  earnings: MoneyTotal;
}

/** A row of the admin link list. */
export interface AdminLinkRow extends AffiliateLink {
  userEmail: string;
  productTitle: string;
}

/** An affiliate's own link with its product and all-time figures. */
export interface UserLinkRow extends AffiliateLink {
  product: {
    id: number;
    title: string;
    description: string;
    image: ProductImageRef | null;
    /** Where deep links of this product may lead (docs/deep-links.md). */
    allowedDomains: string[];
  };
  figures: Figures;
}

/** The tracked URL affiliates share: PUBLIC_URL/go/{code}. */
export function trackedUrl(publicUrl: string, code: string): string {
  return `${publicUrl.replace(/\/+$/, "")}/go/${code}`;
}

/** True for an absolute http(s) URL with a host. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") &&
      url.hostname !== "";
  } catch {
    return false;
  }
}
