/** Making or re-pointing an affiliate's link to a product: shared by assignment and approved applications. */
import type { RandomSource } from "../shared/random.ts";
import type { AffiliateLink } from "./affiliate_link.ts";
import type { AffiliateLinkRepository } from "./affiliate_link_repository.ts";

/** Where the link should lead and whether it follows the product's destination (docs/offer-directory.md). */
export interface LinkPlacement {
  userId: number;
  productId: number;
  url: string;
  followsProduct: boolean;
  /** False: an existing link is kept as it is (an approved application never overrides a typed link). */
  overwrite: boolean;
}

/** Creates the link, or re-points (or keeps) the existing one; `created` tells which. */
export async function placeLink(
  links: AffiliateLinkRepository,
  random: RandomSource,
  p: LinkPlacement,
): Promise<{ link: AffiliateLink; created: boolean }> {
  // A code clash is astronomically rare but possible: try a few fresh codes.
  for (let attempt = 0; attempt < 5; attempt++) {
    const existing = await links.findByUserAndProduct(p.userId, p.productId);
    if (existing) {
      if (!p.overwrite) return { link: existing, created: false };
      const link = await links.updateDestination(
        existing.id,
        p.url,
        p.followsProduct,
      );
      return { link, created: false };
    }
    const link = await links.create({
      userId: p.userId,
      productId: p.productId,
      destinationUrl: p.url,
      code: newLinkCode(random),
    }, p.followsProduct);
    if (link) return { link, created: true };
  }
  throw new Error("could not allocate a unique link code");
}

/** An 8-character link code. */
export function newLinkCode(random: RandomSource): string {
  return random.token(64).replace(/[^A-Za-z0-9]/g, "").slice(0, 8).padEnd(
    8,
    "x",
  );
}
