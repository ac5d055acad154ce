/** The offer directory area's ports as routers receive them (docs/offer-directory.md). */
import type { Clock } from "../shared/clock.ts";
import type { ProductReader } from "../products/product_repos.ts";
import type { AffiliatePayoutReader } from "../offers/affiliate_payout_reader.ts";

/** What the directory reads besides the catalog. */
export interface DirectoryReader {
  /** The products the user has a link to. */
  linkedProductIds(userId: number): Promise<Set<number>>;
}

/** The offer directory: the catalog, the caller's payouts now and links. */
export interface DirectoryServices {
  products: ProductReader;
  payouts: AffiliatePayoutReader;
  reader: DirectoryReader;
  clock: Clock;
}
