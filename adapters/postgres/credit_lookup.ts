/** Postgres lookups of whom a source's sale credits: by click id, link code, coupon code, or an admin's choice. */
import type {
  CreditLookup,
  CreditTarget,
} from "../../domain/sources/sources_repos.ts";
import type { ClickIdCodec } from "../tracking/click_id.ts";
import type { SqlClient } from "./unit_of_work.ts";

interface TargetRow {
  s1?: string | null;
  s2?: string | null;
  s3?: string | null;
  s4?: string | null;
  s5?: string | null;
  user_id: number;
  product_id: number;
  commission_bp: number;
  refund_hold_days: number;
  credits: boolean;
}

const toTarget = (r: TargetRow | undefined): CreditTarget | null =>
  r
    ? {
      userId: Number(r.user_id),
      productId: Number(r.product_id),
      commissionBp: Number(r.commission_bp),
      refundHoldDays: Number(r.refund_hold_days),
      credits: r.credits,
      subIds: r.s1 || r.s2 || r.s3 || r.s4 || r.s5
        ? {
          s1: r.s1 ?? null,
          s2: r.s2 ?? null,
          s3: r.s3 ?? null,
          s4: r.s4 ?? null,
          s5: r.s5 ?? null,
        }
        : null,
    }
    : null;

/** A credit lookup on a connection or transaction; a signed click id (`clickIds`) resolves without its click row. */
export function createPostgresCreditLookup(
  sql: SqlClient,
  clickIds: Pick<ClickIdCodec, "read">,
): CreditLookup {
  // The same rule as conversions: a blocked (or deleted) affiliate and a deleted product earn nothing.
  const terms =
    sql`u.id AS user_id, p.id AS product_id, p.commission_bp, p.refund_hold_days,
    (p.deleted_at IS NULL AND u.deleted_at IS NULL AND NOT (u.blocked_at IS NOT NULL AND NOT u.is_approved))
      AS credits`;
  return {
    async byClickId(clickId) {
      const signed = clickIds.read(clickId);
      // The click's row, when written, gives its sub-ids (docs/sub-ids.md); a signed id credits without it.
      const [row] = signed
        ? await sql<TargetRow[]>`
        SELECT ${terms}, c.s1, c.s2, c.s3, c.s4, c.s5
        FROM affiliate_links l JOIN products p ON p.id = l.product_id JOIN users u ON u.id = l.user_id
          LEFT JOIN clicks c ON c.click_id = ${clickId}
        WHERE l.id = ${signed.linkId}`
        : await sql<TargetRow[]>`
        SELECT ${terms}, c.s1, c.s2, c.s3, c.s4, c.s5
        FROM clicks c JOIN affiliate_links l ON l.id = c.link_id JOIN products p ON p.id = l.product_id
          JOIN users u ON u.id = l.user_id
        WHERE c.click_id = ${clickId.slice(0, 200)}`;
      return toTarget(row);
    },
    async byLinkCode(code) {
      const [row] = await sql<TargetRow[]>`
        SELECT ${terms}
        FROM affiliate_links l JOIN products p ON p.id = l.product_id JOIN users u ON u.id = l.user_id
        WHERE l.code = ${code.slice(0, 200)}`;
      return toTarget(row);
    },
    async byCouponCode(codeKey) {
      const [row] = await sql<TargetRow[]>`
        SELECT ${terms}
        FROM coupons k JOIN products p ON p.id = k.product_id JOIN users u ON u.id = k.user_id
        WHERE k.code_key = ${codeKey.slice(0, 200)}`;
      return toTarget(row);
    },
    async many(keys) {
      // Only keys a single lookup reads whole (at most 200 characters); a longer one is left to byClickId & co.
      const fits = (k: string) => k.length <= 200;
      const clickIdsOf = [...new Set(keys.clickIds.filter(fits))];
      const signed = clickIdsOf.flatMap((id) => {
        const read = clickIds.read(id);
        return read ? [{ id, linkId: read.linkId }] : [];
      });
      const plain = clickIdsOf.filter((id) => !clickIds.read(id));
      const keyed = (rows: (TargetRow & { key: string })[]) => {
        const found = new Map<string, CreditTarget>();
        for (const r of rows) {
          if (!found.has(r.key)) found.set(r.key, toTarget(r)!);
        }
        return found;
      };
      const bySigned = signed.length === 0 ? [] : await sql<
        (TargetRow & { key: string })[]
      >`
        SELECT t.key, ${terms}, c.s1, c.s2, c.s3, c.s4, c.s5
        FROM unnest(${signed.map((s) => s.id)}::text[], ${
        signed.map((s) => s.linkId)
      }::bigint[]) AS t(key, link_id)
          JOIN affiliate_links l ON l.id = t.link_id JOIN products p ON p.id = l.product_id
          JOIN users u ON u.id = l.user_id
          LEFT JOIN clicks c ON c.click_id = t.key`;
      const byPlain = plain.length === 0 ? [] : await sql<
        (TargetRow & { key: string })[]
      >`
        SELECT c.click_id AS key, ${terms}, c.s1, c.s2, c.s3, c.s4, c.s5
        FROM clicks c JOIN affiliate_links l ON l.id = c.link_id JOIN products p ON p.id = l.product_id
          JOIN users u ON u.id = l.user_id
        WHERE c.click_id = ANY(${plain}::text[])`;
      const codes = [...new Set(keys.linkCodes.filter(fits))];
      const byLink = codes.length === 0 ? [] : await sql<
        (TargetRow & { key: string })[]
      >`
        SELECT l.code AS key, ${terms}
        FROM affiliate_links l JOIN products p ON p.id = l.product_id JOIN users u ON u.id = l.user_id
        WHERE l.code = ANY(${codes}::text[])`;
      const couponKeys = [...new Set(keys.couponCodes.filter(fits))];
      const byCoupon = couponKeys.length === 0 ? [] : await sql<
        (TargetRow & { key: string })[]
      >`
        SELECT k.code_key AS key, ${terms}
        FROM coupons k JOIN products p ON p.id = k.product_id JOIN users u ON u.id = k.user_id
        WHERE k.code_key = ANY(${couponKeys}::text[])`;
      return {
        byClickId: keyed([...bySigned, ...byPlain]),
        byLinkCode: keyed(byLink),
        byCouponCode: keyed(byCoupon),
      };
    },
    async forUserProduct(userId, productId) {
      const [row] = await sql<TargetRow[]>`
        SELECT ${terms} FROM users u, products p
        WHERE u.id = ${userId} AND u.role = 'user' AND p.id = ${productId}`;
      return toTarget(row);
    },
  };
}
