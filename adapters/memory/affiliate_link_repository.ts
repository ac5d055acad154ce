/** In-memory affiliate links, the twin of adapters/postgres/affiliate_link_repository.ts. */
import type { AffiliateLinkRepository } from "../../domain/links/affiliate_link_repository.ts";
import type { InMemoryTrackingStore } from "./tracking_store.ts";

/** A link repository over the shared in-memory store. */
export function createInMemoryAffiliateLinkRepository(
  store: InMemoryTrackingStore,
): AffiliateLinkRepository {
  const liveProduct = (id: number) =>
    store.products.find((p) => p.id === id && !p.deleted);
  return {
    findUser(userId) {
      const u = store.users.find((x) => x.id === userId);
      return Promise.resolve(
        u ? { id: u.id, email: u.email, role: u.role } : null,
      );
    },
    findByUserAndProduct: (userId, productId) =>
      Promise.resolve(
        store.links.find((l) =>
          l.userId === userId && l.productId === productId
        ) ?? null,
      ),
    create(link) {
      if (
        store.links.some((l) =>
          l.code === link.code ||
          (l.userId === link.userId && l.productId === link.productId)
        )
      ) {
        return Promise.resolve(null);
      }
      const created = { ...link, id: store.links.length + 1 };
      store.links.push(created);
      return Promise.resolve({ ...created });
    },
    updateDestination(id, destinationUrl) {
      const link = store.links.find((l) => l.id === id)!;
      link.destinationUrl = destinationUrl;
      return Promise.resolve({ ...link });
    },
    findByCode(code) {
      const link = store.links.find((l) => l.code === code);
      return Promise.resolve(
        link && liveProduct(link.productId) ? { ...link } : null,
      );
    },
    listAll: () =>
      Promise.resolve(
        store.links.filter((l) => liveProduct(l.productId)).reverse().map((
          l,
        ) => ({
          ...l,
          userEmail: store.users.find((u) => u.id === l.userId)?.email ?? "",
          productTitle: liveProduct(l.productId)!.title,
        })),
      ),
    async listPage(page, pageSize) {
      const all = await this.listAll();
      const start = Math.max(0, (page - 1) * pageSize);
      return { rows: all.slice(start, start + pageSize), total: all.length };
    },
    listForUser: (userId) =>
      Promise.resolve(
        store.links.filter((l) =>
          l.userId === userId && liveProduct(l.productId)
        ).map((l) => {
          const p = liveProduct(l.productId)!;
          const figures = { clicks: 0, sales: 0, earnings: 0 };
          for (const d of store.daily.values()) {
            if (d.userId !== userId || d.productId !== l.productId) continue;
            figures.clicks += d.clicks;
            figures.sales += d.sales;
            figures.earnings += d.earnings;
          }
          return {
            ...l,
            product: {
              id: p.id,
              title: p.title,
              description: p.description,
              image: p.image,
            },
            figures,
          };
        }),
      ),
  };
}
