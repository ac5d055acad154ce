/** The affiliate link area's ports as use cases and routers receive them. */
import type { AuditRepository } from "../audit/audit_repository.ts";
import type { ProductRepository } from "../products/product_repository.ts";
import type { AffiliateLinkRepository } from "./affiliate_link_repository.ts";

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
