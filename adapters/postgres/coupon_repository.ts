/** Postgres coupon codes (table coupons): stored as typed and normalised, unique case-insensitively. */
import { normalizeCouponCode } from "../../domain/sources/attribution.ts";
import type {
  Coupon,
  CouponReader,
  CouponRepository,
} from "../../domain/sources/sources_repos.ts";
import type { SqlClient } from "./unit_of_work.ts";

interface CouponRow {
  id: number;
  user_id: number;
  product_id: number;
  code: string;
  created_at: Date;
}

const toCoupon = (r: CouponRow): Coupon => ({
  id: Number(r.id),
  userId: Number(r.user_id),
  productId: Number(r.product_id),
  code: r.code,
  createdAt: new Date(r.created_at),
});

/** A coupon repository (and reader) on a connection or transaction. */
export function createPostgresCouponRepository(
  sql: SqlClient,
): CouponRepository & CouponReader {
  return {
    async insert(c) {
      // DO NOTHING (not an error) so a taken code leaves the transaction usable.
      const [row] = await sql<CouponRow[]>`
        INSERT INTO coupons (user_id, product_id, code, code_key)
        VALUES (${c.userId}, ${c.productId}, ${c.code}, ${
        normalizeCouponCode(c.code)
      })
        ON CONFLICT (code_key) DO NOTHING
        RETURNING id, user_id, product_id, code, created_at`;
      return row ? toCoupon(row) : null;
    },
    async list() {
      const rows = await sql<
        (CouponRow & { user_name: string; product_title: string })[]
      >`
        SELECT c.id, c.user_id, c.product_id, c.code, c.created_at,
          u.name AS user_name, p.title AS product_title
        FROM coupons c
        JOIN users u ON u.id = c.user_id
        JOIN products p ON p.id = c.product_id
        ORDER BY c.id DESC`;
      return rows.map((r) => ({
        ...toCoupon(r),
        userName: r.user_name,
        productTitle: r.product_title,
      }));
    },
    async delete(id) {
      const [row] = await sql<CouponRow[]>`
        DELETE FROM coupons WHERE id = ${id} RETURNING id, user_id, product_id, code, created_at`;
      return row ? toCoupon(row) : null;
    },
    async targetExists(userId, productId) {
      const rows = await sql`
        SELECT 1 FROM users u, products p
        WHERE u.id = ${userId} AND u.role = 'user' AND u.deleted_at IS NULL
          AND p.id = ${productId} AND p.deleted_at IS NULL`;
      return rows.length > 0;
    },
    async codesForUser(userId) {
      const rows = await sql<{ product_id: number; code: string }[]>`
        SELECT product_id, code FROM coupons WHERE user_id = ${userId} ORDER BY id`;
      const codes = new Map<number, string[]>();
      for (const r of rows) {
        const id = Number(r.product_id);
        codes.set(id, [...(codes.get(id) ?? []), r.code]);
      }
      return codes;
    },
  };
}
