/** Deep links: an affiliate's tracked link to another page on its product's allowed domains (docs/deep-links.md). */

/** A saved deep link. */
export interface DeepLink {
  id: number;
  linkId: number;
  code: string;
  name: string;
  url: string;
  createdAt: Date;
}

/** The affiliate link a deep link is made on, with what its product allows. */
export interface DeepLinkParent {
  linkId: number;
  productId: number;
  allowedDomains: string[];
}

/** The length of a deep link's code: never that of a link code (8), so the two never meet. */
export const DEEP_LINK_CODE_LENGTH = 10;

/** Most characters of a deep link's name. */
export const MAX_DEEP_LINK_NAME = 100;

/** Most live deep links on one affiliate link. */
export const MAX_DEEP_LINKS_PER_LINK = 200;

/** The transaction-scoped port for deep links. */
export interface DeepLinkRepository {
  /** The user's own link `linkId` of a product still in the catalog, or null. */
  findParent(userId: number, linkId: number): Promise<DeepLinkParent | null>;
  /** Inserts; null when the code is taken. */
  create(
    link: Omit<DeepLink, "id" | "createdAt">,
  ): Promise<DeepLink | null>;
  /** The live deep links of a link, newest first. */
  listForLink(linkId: number): Promise<DeepLink[]>;
  /** How many live deep links a link has. */
  countForLink(linkId: number): Promise<number>;
  /** Marks a live deep link of the link deleted; its code, or null when there was none. */
  delete(linkId: number, id: number): Promise<string | null>;
}
