/** Attribution precedence: a delivery's click id, then its link code, then its coupon codes; the first one known wins. */
import type { Attribution } from "./conversion_step.ts";

/** How a conversion was attributed. */
export type AttributedBy = "click" | "link" | "coupon";

/** The port resolving each kind of key to whatever the caller credits (link, affiliate and product). */
export interface AttributionLookup<T> {
  byClickId(clickId: string): Promise<T | null>;
  byLinkCode(code: string): Promise<T | null>;
  /** Gets the code already normalised (normalizeCouponCode); coupons are stored normalised and unique. */
  byCouponCode(code: string): Promise<T | null>;
}

/** A resolved attribution. */
export interface AttributionMatch<T> {
  by: AttributedBy;
  key: string;
  target: T;
}

/** Coupon codes match case-insensitively (WooCommerce lower-cases them, Shopify keeps the case typed): trimmed, lower-cased. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toLowerCase();
}

/**
 * Resolves an attribution in precedence order: click id, link code, then each coupon code in the delivery's order.
 * A key that matches nothing (an expired click, a foreign coupon) falls through to the next; null when none match.
 */
export async function resolveAttribution<T>(
  attribution: Attribution,
  lookup: AttributionLookup<T>,
): Promise<AttributionMatch<T> | null> {
  if (attribution.clickId) {
    const target = await lookup.byClickId(attribution.clickId);
    if (target) return { by: "click", key: attribution.clickId, target };
  }
  if (attribution.linkCode) {
    const target = await lookup.byLinkCode(attribution.linkCode);
    if (target) return { by: "link", key: attribution.linkCode, target };
  }
  for (const raw of attribution.couponCodes ?? []) {
    const code = normalizeCouponCode(raw);
    if (!code) continue;
    const target = await lookup.byCouponCode(code);
    if (target) return { by: "coupon", key: code, target };
  }
  return null;
}
