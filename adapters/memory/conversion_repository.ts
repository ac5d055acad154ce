/** In-memory conversions, the twin of adapters/postgres/conversion_repository.ts. */
import type {
  ConversionRepository,
  ConversionTarget,
} from "../../domain/tracking/conversion.ts";
import { REFUND_POLICIES } from "../../domain/products/product.ts";
import type { InMemoryTrackingStore } from "./tracking_store.ts";

/** A conversion repository over the shared in-memory store. */
export function createInMemoryConversionRepository(
  store: InMemoryTrackingStore,
): ConversionRepository {
  const target = (linkId: number | undefined): ConversionTarget | null => {
    const link = store.links.find((l) => l.id === linkId);
    const product = link && store.products.find((p) => p.id === link.productId);
    if (!link || !product) return null;
    return {
      linkId: link.id,
      userId: link.userId,
      productId: link.productId,
      commissionBp: product.commissionBp,
      refundHoldDays: REFUND_POLICIES[product.refundPolicy].holdDays,
      credits: true,
    };
  };
  return {
    targetForClick: (clickId) =>
      Promise.resolve(
        target(store.clicks.find((c) => c.clickId === clickId)?.linkId),
      ),
    targetForCode: (code) =>
      Promise.resolve(target(store.links.find((l) => l.code === code)?.id)),
    find: (orderId, status) =>
      Promise.resolve(
        store.conversions.find((c) =>
          c.orderId === orderId && c.status === status
        ) ?? null,
      ),
    insert(c) {
      if (
        store.conversions.some((x) =>
          x.orderId === c.orderId && x.status === c.status
        )
      ) {
        return Promise.resolve(null);
      }
      const stored = {
        ...c,
        id: store.conversions.length + 1,
        createdAt: new Date(),
      };
      store.conversions.push(stored);
      return Promise.resolve({ ...stored });
    },
  };
}
