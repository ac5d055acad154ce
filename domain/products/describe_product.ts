/** The audit trail's one-line description of a product. */
import { basisPointsToPercent } from "./commission_percent.ts";
import type { Product } from "./product.ts";

/** E.g. `Product #3 "Course" (commission 50%, refund policy none, public)`. */
export function describeProduct(p: Product): string {
  return `Product #${p.id} "${p.title}" (commission ${
    basisPointsToPercent(p.commissionBp)
  }%, refund policy ${p.refundPolicy}, ${p.visibility})`;
}
