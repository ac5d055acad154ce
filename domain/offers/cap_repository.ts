/** CapRepository: caps (offer_caps) and what they have used (offer_cap_usage). */
import type { CapInput, OfferCap } from "./cap.ts";

/** Which caps to list. */
export interface CapFilter {
  productId?: number;
  userId?: number;
  /** Include removed and superseded caps (history). */
  withRemoved?: boolean;
}

/** The transaction-scoped port for caps. */
export interface CapRepository {
  /** Caps, newest first. */
  list(filter: CapFilter): Promise<OfferCap[]>;
  /** A cap, or null. */
  get(id: number): Promise<OfferCap | null>;
  /** Adds a cap; the live cap of the same scope (offer, goal, affiliate, period), if any, is removed first. */
  add(cap: CapInput, adminId: number): Promise<{
    cap: OfferCap;
    superseded: OfferCap | null;
  }>;
  /** Removes a live cap (removed_at); false when absent or already removed. */
  remove(id: number): Promise<boolean>;
  /** Removes the live caps of a goal the offer no longer has. */
  removeForGoal(productId: number, goal: string): Promise<number>;
  /** What each cap has used in the period starting on `periodStart` (Karachi date), by cap id. */
  usage(capIds: number[], periodStart: string): Promise<Map<number, number>>;
}
