/** In-memory stats, the twin of adapters/postgres/stats_repository.ts. */
import type { StatsRepository } from "../../domain/stats/stats_repository.ts";
import type { DateRange } from "../../domain/stats/date_range.ts";
import {
  incrementDaily,
  type InMemoryTrackingStore,
} from "./tracking_store.ts";

/** A stats repository over the shared in-memory store. */
export function createInMemoryStatsRepository(
  store: InMemoryTrackingStore,
): StatsRepository {
  const inRange = (date: string, range: DateRange | null) =>
    !range || (date >= range.startDate && date <= range.endDate);
  return {
    increment(delta) {
      incrementDaily(store, delta);
      return Promise.resolve();
    },
    addEntry(entry) {
      const id = store.statEntries.length + 1;
      store.statEntries.push({ ...entry, id });
      return Promise.resolve(id);
    },
    totals(userId, range) {
      const t = { clicks: 0, sales: 0, earnings: 0 };
      for (const d of store.daily.values()) {
        if (d.userId !== userId || !inRange(d.date, range)) continue;
        t.clicks += d.clicks;
        t.sales += d.sales;
        t.earnings += d.earnings;
      }
      return Promise.resolve(t);
    },
    listRows(range, limit) {
      const rows = [...store.daily.values()].filter((d) =>
        inRange(d.date, range)
      ).map((d) => {
        const user = store.users.find((u) => u.id === d.userId);
        return {
          ...d,
          id: `${d.userId}-${d.productId}-${d.date}`,
          userName: user?.name ?? "",
          userEmail: user?.email ?? "",
          productTitle: store.products.find((p) =>
            p.id === d.productId
          )?.title ?? "",
        };
      });
      rows.sort((a, b) =>
        b.date.localeCompare(a.date) || a.userId - b.userId ||
        a.productId - b.productId
      );
      return Promise.resolve(rows.slice(0, limit));
    },
    async listRowsPage(range, page, pageSize) {
      const all = await this.listRows(range, Number.MAX_SAFE_INTEGER);
      const start = Math.max(0, (page - 1) * pageSize);
      const totals = { clicks: 0, sales: 0, earnings: 0 };
      for (const r of all) {
        totals.clicks += r.clicks;
        totals.sales += r.sales;
        totals.earnings += Number(r.earnings);
      }
      return {
        rows: all.slice(start, start + pageSize),
        total: all.length,
        totals,
      };
    },
  };
}
