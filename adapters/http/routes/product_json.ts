/** Wire shapes shared by the product, link and stats routers (money as display numbers with 2 decimals). */
import { wireAmount } from "./money_json.ts";
import {
  type Product,
  productImagePath,
  REFUND_POLICIES,
} from "../../../domain/products/product.ts";
import { basisPointsToPercent } from "../../../domain/products/commission_percent.ts";
import type { Figures } from "../../../domain/links/affiliate_link.ts";
import type { FiguresJson } from "../../../wire/common.ts";
import type { ProductJson } from "../../../wire/products.ts";

/**
 * A product as GET /api/products answers it. The offer-directory settings (docs/offer-directory.md) are the admin's:
 * only `admin` answers carry them, so an affiliate's catalog reads exactly as before.
 */
export function productJson(p: Product, admin = true): ProductJson {
  const base = {
    id: p.id,
    title: p.title,
    description: p.description,
    commissionPercent: basisPointsToPercent(p.commissionBp),
    imageUrl: productImagePath(p.image),
    refundPolicy: p.refundPolicy,
    refundPolicyLabel: REFUND_POLICIES[p.refundPolicy].label,
    allowedDomains: p.allowedDomains,
  };
  if (!admin) return base;
  return {
    ...base,
    visibility: p.visibility,
    trafficSources: p.trafficSources,
    destinationUrl: p.destinationUrl,
    joinPolicy: p.joinPolicy,
    autoApprove: p.autoApprove,
  };
}

/** Clicks, sales and earnings (display amount). */
export function figuresJson(f: Figures): FiguresJson {
  return {
    clicks: f.clicks,
    sales: f.sales,
    earnings: wireAmount(f.earnings),
  };
}
