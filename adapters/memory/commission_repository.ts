/** In-memory global commission, the twin of adapters/postgres/commission_repository.ts. */
import type { CommissionRepository } from "../../domain/commission/commission_repository.ts";
import type { InMemoryTrackingStore } from "./tracking_store.ts";

/** A commission repository over the shared in-memory store. */
export function createInMemoryCommissionRepository(
  store: InMemoryTrackingStore,
): CommissionRepository {
  return {
    getGlobalBp: () => Promise.resolve(store.globalCommissionBp),
    setGlobalBp(bp) {
      store.globalCommissionBp = bp;
      return Promise.resolve();
    },
  };
}
