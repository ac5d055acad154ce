/** In-memory click store, the twin of adapters/postgres/click_store.ts. */
import { type ClickStore, dedupeHour } from "../../domain/tracking/click.ts";
import { karachiDate } from "../../domain/shared/karachi_date.ts";
import {
  incrementDaily,
  type InMemoryTrackingStore,
} from "./tracking_store.ts";

/** A click store that drops a repeat in the same hour bucket and rolls counted clicks up per Karachi day. */
export function createInMemoryClickStore(
  store: InMemoryTrackingStore,
): ClickStore {
  return {
    save(clicks) {
      let saved = 0;
      for (const c of clicks) {
        const hour = dedupeHour(c.clickedAt);
        const repeat = store.clicks.some((x) =>
          x.clickId === c.clickId ||
          (x.linkId === c.linkId && x.visitorHash === c.visitorHash &&
            x.hour === hour)
        );
        if (repeat) continue;
        store.clicks.push({ ...c, hour });
        incrementDaily(store, {
          userId: c.userId,
          productId: c.productId,
          date: karachiDate(c.clickedAt),
          clicks: 1,
          sales: 0,
          earnings: 0,
        });
        saved++;
      }
      return Promise.resolve(saved);
    },
  };
}
