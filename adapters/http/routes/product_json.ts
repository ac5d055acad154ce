/** Wire shapes shared by the product, link and stats routers (money as display numbers with 2 decimals). */
import {
  type Product,
  productImagePath,
  REFUND_POLICIES,
} from "../../../domain/products/product.ts";
import { basisPointsToPercent } from "../../../domain/products/commission_percent.ts";
import type { Figures } from "../../../domain/links/affiliate_link.ts";
import { toDisplayTotal } from "../../../domain/shared/money.ts";

/** A product as GET /api/products answers it. */
export function productJson(p: Product) {
  return {
    id: p.id,
    title: p.title,
    description: p.description,
    commissionPercent: basisPointsToPercent(p.commissionBp),
    imageUrl: productImagePath(p.image),
    refundPolicy: p.refundPolicy,
    refundPolicyLabel: REFUND_POLICIES[p.refundPolicy].label,
  };
}

/** Clicks, sales and earnings (display amount). */
export function figuresJson(f: Figures) {
  return {
    clicks: f.clicks,
    sales: f.sales,
    earnings: toDisplayTotal(f.earnings),
  };
}
