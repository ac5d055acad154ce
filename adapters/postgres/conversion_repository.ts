/** Postgres conversions (table conversions) and the link lookups a postback needs. */
import type {
  Conversion,
  ConversionRepository,
  ConversionTarget,
} from "../../domain/tracking/conversion.ts";
import type { ClickIdCodec } from "../tracking/click_id.ts";
import type { SqlClient } from "./unit_of_work.ts";

interface ConversionRow {
  id: number;
  order_id: string;
  goal: string;
  status: "sale" | "refund";
  click_id: string | null;
  link_id: number;
  user_id: number;
  product_id: number;
  amount_minor: number;
  commission_bp: number;
  sales_delta: number;
  earnings_minor: number;
  stat_date: string;
  available_on: string;
  created_at: Date;
}

const toConversion = (r: ConversionRow): Conversion => ({
  id: Number(r.id),
  orderId: r.order_id,
  goal: r.goal,
  status: r.status,
  clickId: r.click_id,
  linkId: Number(r.link_id),
  userId: Number(r.user_id),
  productId: Number(r.product_id),
  amount: Number(r.amount_minor),
  commissionBp: Number(r.commission_bp),
  salesDelta: Number(r.sales_delta),
  earnings: Number(r.earnings_minor),
  statDate: r.stat_date,
  availableOn: r.available_on,
  createdAt: new Date(r.created_at),
});

interface TargetRow {
  link_id: number;
  user_id: number;
  product_id: number;
  commission_bp: number;
  refund_hold_days: number;
  credits: boolean;
}

const toTarget = (r: TargetRow | undefined): ConversionTarget | null =>
  r
    ? {
      linkId: Number(r.link_id),
      userId: Number(r.user_id),
      productId: Number(r.product_id),
      commissionBp: Number(r.commission_bp),
      refundHoldDays: Number(r.refund_hold_days),
      credits: r.credits,
    }
    : null;

/**
 * A conversion repository on a connection or transaction. A click id resolves through its stored click row, or,
 * when it is a genuine signed id (`clickIds`), through the link it carries, whether or not its row was written.
 */
export function createPostgresConversionRepository(
  sql: SqlClient,
  clickIds: Pick<ClickIdCodec, "read">,
): ConversionRepository {
  // A blocked (or deleted) affiliate and a deleted product earn nothing; blocked = blocked_at set and not approved.
  const credits = () =>
    sql`(p.deleted_at IS NULL AND u.deleted_at IS NULL AND NOT (u.blocked_at IS NOT NULL AND NOT u.is_approved))
        AS credits`;
  return {
    async targetForClick(clickId) {
      const signed = clickIds.read(clickId);
      const [row] = signed
        ? await sql<TargetRow[]>`
        SELECT l.id AS link_id, l.user_id, l.product_id, p.commission_bp, p.refund_hold_days, ${credits()}
        FROM affiliate_links l JOIN products p ON p.id = l.product_id JOIN users u ON u.id = l.user_id
        WHERE l.id = ${signed.linkId}`
        : await sql<TargetRow[]>`
        SELECT l.id AS link_id, l.user_id, l.product_id, p.commission_bp, p.refund_hold_days, ${credits()}
        FROM clicks c JOIN affiliate_links l ON l.id = c.link_id JOIN products p ON p.id = l.product_id
          JOIN users u ON u.id = l.user_id
        WHERE c.click_id = ${clickId}`;
      return toTarget(row);
    },
    async targetForCode(code) {
      const [row] = await sql<TargetRow[]>`
        SELECT l.id AS link_id, l.user_id, l.product_id, p.commission_bp, p.refund_hold_days, ${credits()}
        FROM affiliate_links l JOIN products p ON p.id = l.product_id JOIN users u ON u.id = l.user_id
        WHERE l.code = ${code}`;
      return toTarget(row);
    },
    async find(orderId, goal, status) {
      const [row] = await sql<ConversionRow[]>`
        SELECT id, order_id, goal, status, click_id, link_id, user_id, product_id, amount_minor, commission_bp,
               sales_delta, earnings_minor, stat_date::text AS stat_date, available_on::text AS available_on,
               created_at
        FROM conversions WHERE order_id = ${orderId} AND goal = ${goal} AND status = ${status}`;
      return row ? toConversion(row) : null;
    },
    async creditSale(id, earnedMinor, creditedMinor) {
      // The daily_source_stats trigger counts inserts only; an approval's credit is added to the sale's day here.
      await sql`
        WITH c AS (
          UPDATE conversions SET earnings_minor = ${earnedMinor} WHERE id = ${id} RETURNING stat_date)
        SELECT daily_source_stats_add(c.stat_date, (SELECT id FROM sources WHERE kind = 'api'), 0, 0,
          ${creditedMinor}::bigint)
        FROM c`;
    },
    async insert(c) {
      // DO NOTHING (not an error) so a concurrent repeat leaves the transaction usable.
      // The click's sub-ids go with the conversion (docs/sub-ids.md): read from its row, when written.
      const [row] = await sql<ConversionRow[]>`
        INSERT INTO conversions (order_id, goal, status, click_id, link_id, user_id, product_id, amount_minor,
                                 commission_bp, sales_delta, earnings_minor, stat_date, available_on,
                                 s1, s2, s3, s4, s5)
        SELECT ${c.orderId}, ${c.goal}, ${c.status}, ${c.clickId}, ${c.linkId}, ${c.userId}, ${c.productId}, ${c.amount},
                ${c.commissionBp}, ${c.salesDelta}, ${c.earnings}, ${c.statDate}::date, ${c.availableOn}::date,
                k.s1, k.s2, k.s3, k.s4, k.s5
        FROM (SELECT 1) one LEFT JOIN clicks k ON k.click_id = ${c.clickId}
        ON CONFLICT (order_id, goal, status) DO NOTHING
        RETURNING id, order_id, goal, status, click_id, link_id, user_id, product_id, amount_minor, commission_bp,
                  sales_delta, earnings_minor, stat_date::text AS stat_date, available_on::text AS available_on,
                  created_at`;
      return row ? toConversion(row) : null;
    },
  };
}
