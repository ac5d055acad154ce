/** Postgres resource kits (table product_resources, images in product_images). */
import type {
  NewProductResource,
  ProductResourceRepository,
} from "../../domain/products/product_resource_repository.ts";
import type {
  CaptionLanguage,
  ProductResource,
  ResourceKind,
} from "../../domain/products/product_resource.ts";
import type { SqlClient } from "./unit_of_work.ts";

interface ResourceRow {
  id: number;
  product_id: number;
  kind: ResourceKind;
  language: CaptionLanguage | null;
  body: string;
  image_id: number | null;
  image_sha256: string | null;
  image_type: string | null;
  created_at: Date;
}

function toResource(r: ResourceRow): ProductResource {
  return {
    id: Number(r.id),
    productId: Number(r.product_id),
    kind: r.kind,
    language: r.language,
    text: r.body,
    image: r.image_id === null ? null : {
      id: Number(r.image_id),
      sha256: r.image_sha256!,
      contentType: r.image_type!,
    },
    createdAt: r.created_at,
  };
}

/** A resource kit repository on a connection or transaction. */
export function createPostgresProductResourceRepository(
  sql: SqlClient,
): ProductResourceRepository {
  return {
    async listForProduct(productId) {
      const rows = await sql<ResourceRow[]>`
        SELECT r.id, r.product_id, r.kind, r.language, r.body, r.image_id, r.created_at,
               i.sha256 AS image_sha256, i.content_type AS image_type
          FROM product_resources r
          LEFT JOIN product_images i ON i.id = r.image_id
         WHERE r.product_id = ${productId}
         ORDER BY CASE r.kind WHEN 'image' THEN 0 WHEN 'caption' THEN 1 ELSE 2 END,
                  CASE r.language WHEN 'en' THEN 0 WHEN 'ur' THEN 1 ELSE 2 END,
                  r.id`;
      return rows.map(toResource);
    },
    async add(resource: NewProductResource) {
      const [row] = await sql<ResourceRow[]>`
        WITH r AS (
          INSERT INTO product_resources (product_id, kind, language, body, image_id)
          VALUES (${resource.productId}, ${resource.kind}, ${resource.language}, ${resource.text},
                  ${resource.imageId})
          RETURNING *)
        SELECT r.id, r.product_id, r.kind, r.language, r.body, r.image_id, r.created_at,
               i.sha256 AS image_sha256, i.content_type AS image_type
          FROM r LEFT JOIN product_images i ON i.id = r.image_id`;
      return toResource(row);
    },
    async remove(productId, id) {
      const [row] = await sql<ResourceRow[]>`
        WITH r AS (
          DELETE FROM product_resources WHERE id = ${id} AND product_id = ${productId}
          RETURNING *)
        SELECT r.id, r.product_id, r.kind, r.language, r.body, r.image_id, r.created_at,
               i.sha256 AS image_sha256, i.content_type AS image_type
          FROM r LEFT JOIN product_images i ON i.id = r.image_id`;
      return row ? toResource(row) : null;
    },
  };
}
