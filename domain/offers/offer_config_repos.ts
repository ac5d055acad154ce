/** The offer configuration area's ports: goals, payout rules, groups and caps, as use cases and routers get them. */
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import type { Clock } from "../shared/clock.ts";
import type { AuditRepository } from "../audit/audit_repository.ts";
import type { ProductRepository } from "../products/product_repository.ts";
import type { GoalRepository } from "./goal_repository.ts";
import type { PayoutRuleRepository } from "./payout_rule_repository.ts";
import type { GroupRepository } from "./group_repository.ts";
import type { CapRepository } from "./cap_repository.ts";
import type { AffiliatePayoutReader } from "./affiliate_payout_reader.ts";

/** Repositories an offer configuration change writes together. */
export interface OfferConfigRepos {
  goals: GoalRepository;
  rules: PayoutRuleRepository;
  groups: GroupRepository;
  caps: CapRepository;
  products: ProductRepository;
  audit: AuditRepository;
}

/** The read side: the same repositories on the pool. */
export interface OfferConfigReader {
  goals: Pick<GoalRepository, "list" | "get">;
  rules: Pick<PayoutRuleRepository, "list" | "forOffer" | "get">;
  groups: Pick<GroupRepository, "list" | "get" | "placement">;
  caps: Pick<CapRepository, "list" | "usage">;
  products: Pick<ProductRepository, "get" | "list">;
  /** What an affiliate earns on each offer now. */
  payouts: AffiliatePayoutReader;
}

/** Offer configuration: goals, rules, groups, caps and what an affiliate earns now. */
export interface OfferConfigServices {
  reader: OfferConfigReader;
  uow: UnitOfWork<OfferConfigRepos>;
  clock: Clock;
}
