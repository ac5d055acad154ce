/** The offer directory's rules (docs/offer-directory.md): which products an affiliate may browse, and the filters. */
import type { Product } from "../products/product.ts";

/** The directory's filters: words of the title or description, and a goal key. */
export interface OfferFilter {
  q?: string;
  goalType?: string;
}

/** True when an affiliate may see the product in the directory and open it: public and not deleted. */
export function isListed(product: Product): boolean {
  return product.visibility === "public";
}

/**
 * The public products matching the filter, oldest first. Every word of `q` must appear in the title or the
 * description (any case); `goalType` keeps offers that have that goal (`goalsOf` gives a product's goal keys).
 */
export function filterOffers(
  products: readonly Product[],
  filter: OfferFilter,
  goalsOf: (productId: number) => readonly string[],
): Product[] {
  const words = (filter.q ?? "").toLocaleLowerCase().split(/\s+/).filter(
    Boolean,
  );
  return products.filter((p) => {
    if (!isListed(p)) return false;
    if (filter.goalType && !goalsOf(p.id).includes(filter.goalType)) {
      return false;
    }
    const text = `${p.title}\n${p.description}`.toLocaleLowerCase();
    return words.every((w) => text.includes(w));
  });
}
