/** AffiliateLinkRepository: links per user and product, and the lists the screens read. */
import type {
  AdminLinkRow,
  AffiliateLink,
  UserLinkRow,
} from "./affiliate_link.ts";

/** A user a link may be assigned to. */
export interface LinkOwner {
  id: number;
  email: string;
  role: "user" | "admin";
}

/** The transaction-scoped port for affiliate links. */
export interface AffiliateLinkRepository {
  /** A non-deleted user, or null. */
  findUser(userId: number): Promise<LinkOwner | null>;
  findByUserAndProduct(
    userId: number,
    productId: number,
  ): Promise<AffiliateLink | null>;
  /**
   * Inserts a link; null when the code or the (user, product) pair is already taken. `followsProduct`: the link
   * leads wherever its product's destination does (docs/offer-directory.md); absent: typed by hand.
   */
  create(
    link: Omit<AffiliateLink, "id">,
    followsProduct?: boolean,
  ): Promise<AffiliateLink | null>;
  /** Sets a link's destination, typed by hand (the default) or following its product's. */
  updateDestination(
    id: number,
    destinationUrl: string,
    followsProduct?: boolean,
  ): Promise<AffiliateLink>;
  /** Points every link that follows the product at its new destination; the codes changed. */
  followProduct(productId: number, destinationUrl: string): Promise<string[]>;
  /** The link behind a tracked code, if its product is still in the catalog. */
  findByCode(code: string): Promise<AffiliateLink | null>;
  /** Every link of a product still in the catalog, newest first. */
  listAll(): Promise<AdminLinkRow[]>;
  /** One page (1-based) of `listAll`, with the count of all of them. */
  listPage(
    page: number,
    pageSize: number,
  ): Promise<{ rows: AdminLinkRow[]; total: number }>;
  /** A user's links of products still in the catalog, with all-time figures. */
  listForUser(userId: number): Promise<UserLinkRow[]>;
}
