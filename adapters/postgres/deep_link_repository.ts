/** Postgres deep links (table deep_links, migrations/0049). */
import type {
  DeepLink,
  DeepLinkRepository,
} from "../../domain/links/deep_link.ts";
import type { SqlClient } from "./unit_of_work.ts";
import { isUniqueViolation } from "./unique_violation.ts";

interface DeepLinkRow {
  id: number;
  link_id: number;
  code: string;
  name: string;
  url: string;
  created_at: Date;
}

const toDeepLink = (r: DeepLinkRow): DeepLink => ({
  id: Number(r.id),
  linkId: Number(r.link_id),
  code: r.code,
  name: r.name,
  url: r.url,
  createdAt: new Date(r.created_at),
});

/** A deep link repository on a connection or transaction. */
export function createPostgresDeepLinkRepository(
  sql: SqlClient,
): DeepLinkRepository {
  return {
    async findParent(userId, linkId) {
      const [row] = await sql<
        { id: number; product_id: number; allowed_domains: string[] }[]
      >`
        SELECT l.id, l.product_id, p.allowed_domains
        FROM affiliate_links l JOIN products p ON p.id = l.product_id
        WHERE l.id = ${linkId} AND l.user_id = ${userId} AND p.deleted_at IS NULL`;
      return row
        ? {
          linkId: Number(row.id),
          productId: Number(row.product_id),
          allowedDomains: row.allowed_domains ?? [],
        }
        : null;
    },
    async create(d) {
      try {
        const [row] = await sql<DeepLinkRow[]>`
          INSERT INTO deep_links (link_id, code, name, url)
          VALUES (${d.linkId}, ${d.code}, ${d.name}, ${d.url})
          ON CONFLICT (code) DO NOTHING
          RETURNING id, link_id, code, name, url, created_at`;
        return row ? toDeepLink(row) : null;
      } catch (error) {
        if (isUniqueViolation(error)) return null;
        throw error;
      }
    },
    async listForLink(linkId) {
      const rows = await sql<DeepLinkRow[]>`
        SELECT id, link_id, code, name, url, created_at FROM deep_links
        WHERE link_id = ${linkId} AND deleted_at IS NULL
        ORDER BY id DESC`;
      return rows.map(toDeepLink);
    },
    async countForLink(linkId) {
      const [row] = await sql<{ n: number }[]>`
        SELECT count(*)::int AS n FROM deep_links WHERE link_id = ${linkId} AND deleted_at IS NULL`;
      return Number(row.n);
    },
    async delete(linkId, id) {
      const [row] = await sql<{ code: string }[]>`
        UPDATE deep_links SET deleted_at = now()
        WHERE id = ${id} AND link_id = ${linkId} AND deleted_at IS NULL
        RETURNING code`;
      return row?.code ?? null;
    },
  };
}
