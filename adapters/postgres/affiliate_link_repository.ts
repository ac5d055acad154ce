/** Postgres affiliate links (table affiliate_links) and the link lists with figures from daily_stats. */
import type { AffiliateLinkRepository } from "../../domain/links/affiliate_link_repository.ts";
import type { AffiliateLink } from "../../domain/links/affiliate_link.ts";
import type { SqlClient } from "./unit_of_work.ts";
import { moneyTotal } from "../../domain/shared/money.ts";

interface LinkRow {
  id: number;
  user_id: number;
  product_id: number;
  destination_url: string;
  code: string;
}

const toLink = (r: LinkRow): AffiliateLink => ({
  id: Number(r.id),
  userId: Number(r.user_id),
  productId: Number(r.product_id),
  destinationUrl: r.destination_url,
  code: r.code,
});

/** A link repository on a connection or transaction. */
export function createPostgresAffiliateLinkRepository(
  sql: SqlClient,
): AffiliateLinkRepository {
  return {
    async findUser(userId) {
      const [row] = await sql<
        { id: number; email: string; role: "user" | "admin" }[]
      >`
        SELECT id, email, role FROM users WHERE id = ${userId} AND deleted_at IS NULL`;
      return row
        ? { id: Number(row.id), email: row.email, role: row.role }
        : null;
    },
    async findByUserAndProduct(userId, productId) {
      const [row] = await sql<LinkRow[]>`
        SELECT id, user_id, product_id, destination_url, code FROM affiliate_links
        WHERE user_id = ${userId} AND product_id = ${productId}`;
      return row ? toLink(row) : null;
    },
    async create(link, followsProduct = false) {
      const [row] = await sql<LinkRow[]>`
        INSERT INTO affiliate_links (user_id, product_id, destination_url, code, follows_product)
        VALUES (${link.userId}, ${link.productId}, ${link.destinationUrl}, ${link.code}, ${followsProduct})
        ON CONFLICT DO NOTHING
        RETURNING id, user_id, product_id, destination_url, code`;
      return row ? toLink(row) : null;
    },
    async updateDestination(id, destinationUrl, followsProduct = false) {
      const [row] = await sql<LinkRow[]>`
        UPDATE affiliate_links SET destination_url = ${destinationUrl}, follows_product = ${followsProduct},
               updated_at = now()
        WHERE id = ${id}
        RETURNING id, user_id, product_id, destination_url, code`;
      return toLink(row);
    },
    async followProduct(productId, destinationUrl) {
      const rows = await sql<{ code: string }[]>`
        UPDATE affiliate_links SET destination_url = ${destinationUrl}, updated_at = now()
        WHERE product_id = ${productId} AND follows_product AND destination_url <> ${destinationUrl}
        RETURNING code`;
      return rows.map((r) => r.code);
    },
    async findByCode(code) {
      const [row] = await sql<LinkRow[]>`
        SELECT l.id, l.user_id, l.product_id, l.destination_url, l.code
        FROM affiliate_links l JOIN products p ON p.id = l.product_id
        WHERE l.code = ${code} AND p.deleted_at IS NULL`;
      return row ? toLink(row) : null;
    },
    async listAll() {
      const rows = await sql<(LinkRow & { email: string; title: string })[]>`
        SELECT l.id, l.user_id, l.product_id, l.destination_url, l.code, u.email, p.title
        FROM affiliate_links l JOIN users u ON u.id = l.user_id JOIN products p ON p.id = l.product_id
        WHERE p.deleted_at IS NULL
        ORDER BY l.updated_at DESC, l.id DESC`;
      return rows.map((r) => ({
        ...toLink(r),
        userEmail: r.email,
        productTitle: r.title,
      }));
    },
    async listPage(page, pageSize) {
      const offset = Math.max(0, (page - 1) * pageSize);
      const rows = await sql<(LinkRow & { email: string; title: string })[]>`
        SELECT l.id, l.user_id, l.product_id, l.destination_url, l.code, u.email, p.title
        FROM affiliate_links l JOIN users u ON u.id = l.user_id JOIN products p ON p.id = l.product_id
        WHERE p.deleted_at IS NULL
        ORDER BY l.updated_at DESC, l.id DESC
        LIMIT ${pageSize}::bigint OFFSET ${offset}::bigint`;
      const [count] = await sql<{ n: number }[]>`
        SELECT count(*)::int AS n
        FROM affiliate_links l JOIN products p ON p.id = l.product_id
        WHERE p.deleted_at IS NULL`;
      return {
        rows: rows.map((r) => ({
          ...toLink(r),
          userEmail: r.email,
          productTitle: r.title,
        })),
        total: Number(count.n),
      };
    },
    async listForUser(userId) {
      const rows = await sql<
        (LinkRow & {
          title: string;
          description: string;
          image_id: number | null;
          image_sha256: string | null;
          image_type: string | null;
          allowed_domains: string[] | null;
          clicks: number;
          sales: number;
          earnings: string;
        })[]
      >`
        SELECT l.id, l.user_id, l.product_id, l.destination_url, l.code, p.title, p.description, p.image_id,
               p.allowed_domains,
               i.sha256 AS image_sha256, i.content_type AS image_type,
               COALESCE(s.clicks, 0)::bigint AS clicks, COALESCE(s.sales, 0)::bigint AS sales,
               COALESCE(s.earnings, 0)::text AS earnings
        FROM affiliate_links l
        JOIN products p ON p.id = l.product_id
        LEFT JOIN product_images i ON i.id = p.image_id
        LEFT JOIN LATERAL (
          SELECT SUM(clicks) AS clicks, SUM(sales) AS sales, SUM(earnings_minor) AS earnings
          FROM daily_stats d WHERE d.user_id = l.user_id AND d.product_id = l.product_id
        ) s ON true
        WHERE l.user_id = ${userId} AND p.deleted_at IS NULL
        ORDER BY l.created_at, l.id`;
      return rows.map((r) => ({
        ...toLink(r),
        product: {
          id: Number(r.product_id),
          title: r.title,
          allowedDomains: r.allowed_domains ?? [],
          description: r.description,
          image: r.image_id === null ? null : {
            id: Number(r.image_id),
            sha256: r.image_sha256!,
            contentType: r.image_type!,
          },
        },
        figures: {
          clicks: Number(r.clicks),
          sales: Number(r.sales),
          earnings: moneyTotal(r.earnings),
        },
      }));
    },
  };
}
