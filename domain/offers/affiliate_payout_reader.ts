/** AffiliatePayoutReader: an affiliate's payout per goal now on each offer (the product cards, the admin's view). */
import type { GoalPayoutNow } from "./payouts_now.ts";

/** An affiliate's group as the explanation names it. */
export interface AffiliateGroupRef {
  groupId: number;
  groupName: string;
  isDefault: boolean;
  pinned: boolean;
}

/** The read port. */
export interface AffiliatePayoutReader {
  /**
   * Per product (all live products, or only `productId`): the affiliate's payout per goal now, and the group they
   * are in; null when the user is not an affiliate.
   */
  forAffiliate(
    userId: number,
    at: Date,
    productId?: number,
  ): Promise<
    { group: AffiliateGroupRef; offers: Map<number, GoalPayoutNow[]> } | null
  >;
}
