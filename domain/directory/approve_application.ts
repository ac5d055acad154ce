/** The step every approval shares: the affiliate's link to the offer, made to follow its destination. */
import type { Product } from "../products/product.ts";
import type { RandomSource } from "../shared/random.ts";
import type { AffiliateLink } from "../links/affiliate_link.ts";
import type { AffiliateLinkRepository } from "../links/affiliate_link_repository.ts";
import { placeLink } from "../links/place_link.ts";

/**
 * Makes the affiliate's link to the product (following its destination URL); an existing link, typed or not, is
 * kept as it is. Null when the product has no destination URL and the affiliate no link yet.
 */
export async function linkForApproval(
  links: AffiliateLinkRepository,
  random: RandomSource,
  userId: number,
  product: Product,
): Promise<AffiliateLink | null> {
  const existing = await links.findByUserAndProduct(userId, product.id);
  if (existing) return existing;
  if (!product.destinationUrl) return null;
  return (await placeLink(links, random, {
    userId,
    productId: product.id,
    url: product.destinationUrl,
    followsProduct: true,
    overwrite: false,
  })).link;
}
