/** The affiliate link area's ports as use cases and routers receive them. */
import type { RandomSource } from "../shared/random.ts";
import type { Clock } from "../shared/clock.ts";
import type { AffiliatePayoutReader } from "../offers/affiliate_payout_reader.ts";
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import type { CouponReader } from "../sources/sources_repos.ts";
import type { RedirectCache } from "../tracking/tracking_repos.ts";
import type { AuditRepository } from "../audit/audit_repository.ts";
import type { ProductRepository } from "../products/product_repository.ts";
import type { AffiliateLinkRepository } from "./affiliate_link_repository.ts";
import type { DeepLinkRepository } from "./deep_link.ts";

/** Repositories an assignment reads and writes together. */
export interface LinkRepos {
  links: AffiliateLinkRepository;
  products: ProductRepository;
  audit: AuditRepository;
}

/** The read side of links: the admin list (whole or paged) and an affiliate's own links with figures. */
export type LinkReader = Pick<
  AffiliateLinkRepository,
  "listAll" | "listPage" | "listForUser"
>;

/** Affiliate links: the lists (read), assignment (write), link codes' randomness and the redirect cache to refresh. */
export interface LinkServices {
  reader: LinkReader;
  uow: UnitOfWork<LinkRepos>;
  random: RandomSource;
  /** The redirect cache; an assignment drops the code so this instance redirects to the new destination at once. */
  redirectCache: RedirectCache;
  /** The affiliate's coupon codes, shown beside each link. */
  coupons: Pick<CouponReader, "codesForUser">;
  /** Deep links: made and deleted in a unit of work, listed from the reader. */
  deepLinks: {
    uow: UnitOfWork<{ deepLinks: DeepLinkRepository }>;
    reader: Pick<DeepLinkRepository, "findParent" | "listForLink">;
  };
  /** The affiliate's own payout per goal and cap left on each product (docs/offers.md). */
  payouts: AffiliatePayoutReader;
  clock: Clock;
}
