/** What a refused delivery's event says: all such a delivery leaves behind. */
import type { SourceEventFields } from "./sources_repos.ts";

/** The fields of a `rejected` event for `orderId` (null when the delivery named none, or was not trusted). */
export function rejectedEvent(
  orderId: string | null,
  reason: string,
): SourceEventFields {
  return {
    outcome: "rejected",
    orderId,
    reason,
    userId: null,
    productId: null,
    steps: null,
  };
}
