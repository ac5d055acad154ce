/** The product area's ports as use cases and routers receive them: the catalog transaction and the read side. */
import type { UnitOfWork } from "../shared/unit_of_work.ts";
import type { AuditRepository } from "../audit/audit_repository.ts";
import type { CommissionRepository } from "../commission/commission_repository.ts";
import type { ProductRepository } from "./product_repository.ts";
import type { ProductResourceRepository } from "./product_resource_repository.ts";
import type { Clock } from "../shared/clock.ts";
import type { AffiliateLinkRepository } from "../links/affiliate_link_repository.ts";
import type { GoalRepository } from "../offers/goal_repository.ts";
import type { PayoutRuleRepository } from "../offers/payout_rule_repository.ts";
import type { AffiliatePayoutReader } from "../offers/affiliate_payout_reader.ts";

/** Repositories the product use cases run against, in one transaction. */
export interface ProductRepos {
  products: ProductRepository;
  resources: ProductResourceRepository;
  commission: CommissionRepository;
  /** The sale goal mirrors commission and refund policy; each commission change appends an offer rule. */
  goals: GoalRepository;
  rules: PayoutRuleRepository;
  audit: AuditRepository;
  /** Links that follow a product's destination (docs/offer-directory.md). */
  links: Pick<AffiliateLinkRepository, "followProduct">;
}

/** The read side of the catalog: the product list and stored images. */
export type ProductReader = Pick<
  ProductRepository,
  "list" | "get" | "getImage"
>;

/** The read side of the resource kits. */
export type ProductResourceReader = Pick<
  ProductResourceRepository,
  "listForProduct"
>;

/** Products: the catalog and its images (read), add/edit/delete (write). */
export interface ProductServices {
  reader: ProductReader;
  /** The resource kits (docs/sharing.md). */
  resources: ProductResourceReader;
  uow: UnitOfWork<ProductRepos>;
  /** When a commission change's offer rule starts. */
  clock: Clock;
  /** The caller's own payout per goal on each product (GET /api/products). */
  payouts: AffiliatePayoutReader;
}
