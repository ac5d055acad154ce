/** In-memory product catalog, the twin of adapters/postgres/product_repository.ts. */
import type { ProductRepository } from "../../domain/products/product_repository.ts";
import type { Product } from "../../domain/products/product.ts";
import type { InMemoryTrackingStore } from "./tracking_store.ts";

/** A product repository over the shared in-memory store. */
export function createInMemoryProductRepository(
  store: InMemoryTrackingStore,
): ProductRepository {
  const imageRef = (id: number | null) => {
    const img = store.images.find((i) => i.id === id);
    return img
      ? { id: img.id, sha256: img.sha256, contentType: img.contentType }
      : null;
  };
  const strip = (
    { deleted: _deleted, ...p }: Product & { deleted: boolean },
  ): Product => ({ ...p });
  const live = (id: number) =>
    store.products.find((p) => p.id === id && !p.deleted);
  return {
    list: () =>
      Promise.resolve(store.products.filter((p) => !p.deleted).map(strip)),
    get: (id) => {
      const p = live(id);
      return Promise.resolve(p ? strip(p) : null);
    },
    create(fields) {
      const product = {
        id: store.products.length + 1,
        title: fields.title,
        description: fields.description,
        commissionBp: fields.commissionBp,
        refundPolicy: fields.refundPolicy,
        image: imageRef(fields.imageId),
        deleted: false,
      };
      store.products.push(product);
      return Promise.resolve(strip(product));
    },
    update(id, fields) {
      const p = live(id);
      if (!p) return Promise.resolve(null);
      Object.assign(p, {
        title: fields.title,
        description: fields.description,
        commissionBp: fields.commissionBp,
        refundPolicy: fields.refundPolicy,
        image: imageRef(fields.imageId),
      });
      return Promise.resolve(strip(p));
    },
    softDelete(id) {
      const p = live(id);
      if (p) p.deleted = true;
      return Promise.resolve(!!p);
    },
    saveImage(image) {
      const stored = { ...image, id: store.images.length + 1 };
      store.images.push(stored);
      return Promise.resolve({
        id: stored.id,
        sha256: stored.sha256,
        contentType: stored.contentType,
      });
    },
    getImage: (id) =>
      Promise.resolve(store.images.find((i) => i.id === id) ?? null),
  };
}
