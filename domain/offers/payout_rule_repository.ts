/** PayoutRuleRepository: dated payout rules (payout_rules), appended and never edited. See docs/offers.md. */
import type { Payout } from "./goal.ts";
import type { PayoutRule } from "./payout_rule.ts";

/** A rule to append. */
export interface NewPayoutRule {
  productId: number | null;
  goal: string;
  groupId: number | null;
  userId: number | null;
  payout: Payout;
  startsAt: Date;
  /** The admin who made it; null for a rule the system appends on its own. */
  createdBy: number | null;
}

/** Which rules to list: every filter given must match (a rule for another offer never matches `productId`). */
export interface PayoutRuleFilter {
  productId?: number;
  groupId?: number;
  userId?: number;
}

/** The transaction-scoped port for payout rules. */
export interface PayoutRuleRepository {
  append(rule: NewPayoutRule): Promise<PayoutRule>;
  /** A rule not deleted, or null. */
  get(id: number): Promise<PayoutRule | null>;
  /** Marks a rule deleted (the caller checks it is not yet in force); false when absent or already deleted. */
  remove(id: number): Promise<boolean>;
  /** Rules not deleted, by offer, group and affiliate, oldest start first. */
  list(filter: PayoutRuleFilter): Promise<PayoutRule[]>;
  /** Every rule that may apply on one offer: its own, its groups' and affiliates', and the global ones. */
  forOffer(productId: number): Promise<PayoutRule[]>;
}
