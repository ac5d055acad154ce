/** Postgres versioned terms and acceptances (tables terms_documents, terms_versions, terms_acceptances; 0065). */
import type {
  TermsReader,
  TermsRepository,
} from "../../domain/directory/terms_repository.ts";
import type { TermsVersion } from "../../domain/directory/terms.ts";
import type { SqlClient } from "./unit_of_work.ts";

interface VersionRow {
  id: number;
  terms_id: number;
  version: number;
  body_en: string;
  body_ur: string;
  published_at: Date;
}

function toVersion(r: VersionRow): TermsVersion {
  return {
    termsId: Number(r.terms_id),
    versionId: Number(r.id),
    version: Number(r.version),
    bodyEn: r.body_en,
    bodyUr: r.body_ur,
    publishedAt: r.published_at,
  };
}

/** The repository and reader on a connection or transaction. */
export function createPostgresTermsRepository(
  sql: SqlClient,
): TermsRepository & TermsReader {
  const current = async (termsId: number) => {
    const [row] = await sql<VersionRow[]>`
      SELECT id, terms_id, version, body_en, body_ur, published_at FROM terms_versions
      WHERE terms_id = ${termsId} ORDER BY version DESC LIMIT 1`;
    return row ? toVersion(row) : null;
  };
  return {
    async ensureDocument(productId) {
      const find = async () =>
        (await sql<{ id: number }[]>`
          SELECT id FROM terms_documents
          WHERE product_id IS NOT DISTINCT FROM ${productId}::bigint`)[0];
      const found = await find();
      if (found) return Number(found.id);
      await sql`
        INSERT INTO terms_documents (product_id) VALUES (${productId}::bigint) ON CONFLICT DO NOTHING`;
      return Number((await find()).id);
    },
    async appendVersion(termsId, v) {
      await sql`SELECT id FROM terms_documents WHERE id = ${termsId} FOR UPDATE`;
      const [row] = await sql<VersionRow[]>`
        INSERT INTO terms_versions (terms_id, version, body_en, body_ur, published_by, published_at)
        SELECT ${termsId}, COALESCE(max(version), 0) + 1, ${v.bodyEn}, ${v.bodyUr}, ${v.publishedBy}, ${v.at}
        FROM terms_versions WHERE terms_id = ${termsId}
        RETURNING id, terms_id, version, body_en, body_ur, published_at`;
      return toVersion(row);
    },
    current,
    async accept(a) {
      await sql`
        INSERT INTO terms_acceptances (terms_version_id, user_id, accepted_at, visitor_key)
        VALUES (${a.versionId}, ${a.userId}, ${a.at}, ${a.visitorKey})
        ON CONFLICT (terms_version_id, user_id) DO NOTHING`;
    },
    async listDocuments() {
      const rows = await sql<
        {
          id: number;
          product_id: number | null;
          title: string | null;
          acceptances: number;
        }[]
      >`
        SELECT d.id, d.product_id, p.title,
               (SELECT count(*)::int FROM terms_acceptances a JOIN terms_versions v ON v.id = a.terms_version_id
                WHERE v.terms_id = d.id) AS acceptances
        FROM terms_documents d LEFT JOIN products p ON p.id = d.product_id
        ORDER BY d.product_id NULLS FIRST, d.id`;
      return await Promise.all(rows.map(async (r) => ({
        id: Number(r.id),
        productId: r.product_id === null ? null : Number(r.product_id),
        productTitle: r.title,
        current: await current(Number(r.id)),
        acceptances: Number(r.acceptances),
      })));
    },
    async currentFor(productId) {
      const [row] = await sql<VersionRow[]>`
        SELECT v.id, v.terms_id, v.version, v.body_en, v.body_ur, v.published_at
        FROM terms_versions v JOIN terms_documents d ON d.id = v.terms_id
        WHERE d.product_id IS NOT DISTINCT FROM ${productId}::bigint
        ORDER BY v.version DESC LIMIT 1`;
      return row ? toVersion(row) : null;
    },
    async acceptedOf(userId, versionIds) {
      if (versionIds.length === 0) return new Set();
      const rows = await sql<{ terms_version_id: number }[]>`
        SELECT terms_version_id FROM terms_acceptances
        WHERE user_id = ${userId} AND terms_version_id = ANY(${versionIds}::bigint[])`;
      return new Set(rows.map((r) => Number(r.terms_version_id)));
    },
    async acceptances(termsId) {
      const [doc] =
        await sql`SELECT 1 FROM terms_documents WHERE id = ${termsId}`;
      if (!doc) return null;
      const rows = await sql<
        {
          user_id: number;
          name: string;
          email: string;
          version: number;
          accepted_at: Date;
          visitor_key: string;
        }[]
      >`
        SELECT a.user_id, u.name, u.email, v.version, a.accepted_at, a.visitor_key
        FROM terms_acceptances a
        JOIN terms_versions v ON v.id = a.terms_version_id
        JOIN users u ON u.id = a.user_id
        WHERE v.terms_id = ${termsId}
        ORDER BY a.accepted_at DESC, a.id DESC`;
      return rows.map((r) => ({
        userId: Number(r.user_id),
        userName: r.name,
        userEmail: r.email,
        version: Number(r.version),
        acceptedAt: r.accepted_at,
        visitorKey: r.visitor_key,
      }));
    },
  };
}
