/** Postgres product catalog (tables products, product_images). */
import type {
  ProductLookup,
  ProductRepository,
} from "../../domain/products/product_repository.ts";
import {
  type Product,
  REFUND_POLICIES,
  refundPolicyForHoldDays,
} from "../../domain/products/product.ts";
import type { SqlClient } from "./unit_of_work.ts";

interface ProductRow {
  id: number;
  title: string;
  description: string;
  commission_bp: number;
  refund_hold_days: number;
  image_id: number | null;
  image_sha256: string | null;
  image_type: string | null;
  allowed_domains: string[] | null;
  visibility: string;
  traffic_sources: string[] | null;
  destination_url: string | null;
  join_policy: string;
  auto_approve: boolean;
}

/** Maps a products row joined with its image to the domain product. */
export function toProduct(r: ProductRow): Product {
  return {
    id: Number(r.id),
    title: r.title,
    description: r.description,
    commissionBp: Number(r.commission_bp),
    refundPolicy: refundPolicyForHoldDays(Number(r.refund_hold_days)),
    allowedDomains: r.allowed_domains ?? [],
    visibility: r.visibility === "public" ? "public" : "private",
    trafficSources: r.traffic_sources ?? [],
    destinationUrl: r.destination_url,
    joinPolicy: r.join_policy === "instant" ? "instant" : "approval",
    autoApprove: r.auto_approve,
    image: r.image_id === null ? null : {
      id: Number(r.image_id),
      sha256: r.image_sha256!,
      contentType: r.image_type!,
    },
  };
}

/** A product repository on a connection or transaction. */
export function createPostgresProductRepository(
  sql: SqlClient,
): ProductRepository & ProductLookup {
  const select = (id: number | null) =>
    sql<ProductRow[]>`
      SELECT p.id, p.title, p.description, p.commission_bp, p.refund_hold_days, p.image_id, p.allowed_domains,
             p.visibility, p.traffic_sources, p.destination_url,
             p.join_policy, p.auto_approve,
             i.sha256 AS image_sha256, i.content_type AS image_type
      FROM products p LEFT JOIN product_images i ON i.id = p.image_id
      WHERE p.deleted_at IS NULL AND (${id}::bigint IS NULL OR p.id = ${id}::bigint)
      ORDER BY p.id`;
  const get = async (id: number) => {
    const [row] = await select(id);
    return row ? toProduct(row) : null;
  };
  return {
    list: async () => (await select(null)).map(toProduct),
    get,
    async exists(id) {
      // Deleted products count: they still exist for the history that names them.
      const rows = await sql`SELECT 1 FROM products WHERE id = ${id}`;
      return rows.length === 1;
    },
    async create(f) {
      const [row] = await sql<{ id: number }[]>`
        INSERT INTO products (title, description, commission_bp, refund_hold_days, image_id, allowed_domains,
                              visibility, traffic_sources, destination_url,
                              join_policy, auto_approve)
        VALUES (${f.title}, ${f.description}, ${f.commissionBp}, ${
        f.holdDays ?? REFUND_POLICIES[f.refundPolicy].holdDays
      },
                ${f.imageId}, ${f.allowedDomains ?? []}::text[], ${
        f.visibility ?? "private"
      }, ${f.trafficSources ?? []}::text[], ${f.destinationUrl ?? null}, ${
        f.joinPolicy ?? "approval"
      }, ${f.autoApprove ?? false})
        RETURNING id`;
      return (await get(Number(row.id)))!;
    },
    async update(id, f) {
      const rows = await sql`
        UPDATE products SET title = ${f.title}, description = ${f.description}, commission_bp = ${f.commissionBp},
               refund_hold_days = ${
        f.holdDays ?? REFUND_POLICIES[f.refundPolicy].holdDays
      }, image_id = ${f.imageId}, allowed_domains = ${
        f.allowedDomains ?? []
      }::text[],
               visibility = ${f.visibility ?? "private"}, traffic_sources = ${
        f.trafficSources ?? []
      }::text[], destination_url = ${f.destinationUrl ?? null},
               join_policy = ${f.joinPolicy ?? "approval"}, auto_approve = ${
        f.autoApprove ?? false
      },
               updated_at = now()
        WHERE id = ${id} AND deleted_at IS NULL
        RETURNING id`;
      return rows.length ? await get(id) : null;
    },
    async setSaleTerms(id, terms) {
      await sql`
        UPDATE products SET commission_bp = ${terms.commissionBp}, refund_hold_days = ${terms.holdDays},
               updated_at = now()
        WHERE id = ${id}`;
    },
    async softDelete(id) {
      const rows = await sql`
        UPDATE products SET deleted_at = now(), updated_at = now() WHERE id = ${id} AND deleted_at IS NULL
        RETURNING id`;
      return rows.length === 1;
    },
    async saveImage(image) {
      const [row] = await sql<{ id: number }[]>`
        INSERT INTO product_images (content_type, bytes, sha256)
        VALUES (${image.contentType}, ${image.bytes}, ${image.sha256})
        RETURNING id`;
      return {
        id: Number(row.id),
        sha256: image.sha256,
        contentType: image.contentType,
      };
    },
    async getImage(id) {
      const [row] = await sql<
        {
          id: number;
          content_type: string;
          bytes: Uint8Array;
          sha256: string;
        }[]
      >`
        SELECT id, content_type, bytes, sha256 FROM product_images WHERE id = ${id}`;
      return row
        ? {
          id: Number(row.id),
          contentType: row.content_type,
          bytes: new Uint8Array(row.bytes),
          sha256: row.sha256,
        }
        : null;
    },
  };
}
