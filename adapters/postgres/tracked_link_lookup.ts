/** The link behind a tracked code as the redirect needs it: destination, owner, and whether its clicks count. */
import type { AffiliateLink } from "../../domain/links/affiliate_link.ts";
import { DEEP_LINK_CODE_LENGTH } from "../../domain/links/deep_link.ts";
import type { SqlClient } from "./unit_of_work.ts";

/** A link of a live product; `credits` is false while its affiliate is blocked or deleted (nothing is counted). */
export interface TrackedLink extends AffiliateLink {
  credits: boolean;
  /** The product's allowed domains: where `?to=` may lead (docs/deep-links.md). */
  allowedDomains: string[];
}

interface TrackedRow {
  id: number;
  user_id: number;
  product_id: number;
  destination_url: string;
  code: string;
  credits: boolean;
  allowed_domains: string[] | null;
}

/**
 * Looks a code up; null for an unknown code or a deleted product's link. A deep link's code answers its affiliate
 * link (same id, owner and product: the same tracking) with the deep link's page as destination, or, once the deep
 * link is deleted, the link's own destination.
 */
export function createPostgresTrackedLinkLookup(
  sql: SqlClient,
): (code: string) => Promise<TrackedLink | null> {
  const terms = sql`l.id, l.user_id, l.product_id, p.allowed_domains,
    (u.deleted_at IS NULL AND NOT (u.blocked_at IS NOT NULL AND NOT u.is_approved)) AS credits`;
  return async (code) => {
    const [row] = code.length === DEEP_LINK_CODE_LENGTH
      ? await sql<TrackedRow[]>`
        SELECT ${terms}, d.code,
               CASE WHEN d.deleted_at IS NULL THEN d.url ELSE l.destination_url END AS destination_url
        FROM deep_links d JOIN affiliate_links l ON l.id = d.link_id JOIN products p ON p.id = l.product_id
          JOIN users u ON u.id = l.user_id
        WHERE d.code = ${code} AND p.deleted_at IS NULL`
      : await sql<TrackedRow[]>`
        SELECT ${terms}, l.code, l.destination_url
        FROM affiliate_links l JOIN products p ON p.id = l.product_id JOIN users u ON u.id = l.user_id
        WHERE l.code = ${code} AND p.deleted_at IS NULL`;
    return row
      ? {
        id: Number(row.id),
        userId: Number(row.user_id),
        productId: Number(row.product_id),
        destinationUrl: row.destination_url,
        code: row.code,
        credits: row.credits,
        allowedDomains: row.allowed_domains ?? [],
      }
      : null;
  };
}
