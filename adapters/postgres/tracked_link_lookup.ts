/** The link behind a tracked code as the redirect needs it: destination, owner, and whether its clicks count. */
import type { AffiliateLink } from "../../domain/links/affiliate_link.ts";
import type { SqlClient } from "./unit_of_work.ts";

/** A link of a live product; `credits` is false while its affiliate is blocked or deleted (nothing is counted). */
export interface TrackedLink extends AffiliateLink {
  credits: boolean;
}

/** Looks a code up; null for an unknown code or a deleted product's link. */
export function createPostgresTrackedLinkLookup(
  sql: SqlClient,
): (code: string) => Promise<TrackedLink | null> {
  return async (code) => {
    const [row] = await sql<
      {
        id: number;
        user_id: number;
        product_id: number;
        destination_url: string;
        code: string;
        credits: boolean;
      }[]
    >`
      SELECT l.id, l.user_id, l.product_id, l.destination_url, l.code,
             (u.deleted_at IS NULL AND NOT (u.blocked_at IS NOT NULL AND NOT u.is_approved)) AS credits
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
      }
      : null;
  };
}
