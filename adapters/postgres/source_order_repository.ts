/** Postgres order progress of sources (table source_orders), locked per order within a delivery's transaction. */
import type {
  SourceOrder,
  SourceOrderRepository,
} from "../../domain/sources/sources_repos.ts";
import type { SqlClient } from "./unit_of_work.ts";

interface OrderRow {
  id: number;
  source_id: number;
  order_id: string;
  goal: string;
  user_id: number;
  product_id: number;
  status: SourceOrder["status"];
  sale_minor: number;
  earned_minor: number;
  reversed_minor: number;
  refunded_minor: number;
  refund_hold_days: number;
  sale_date: string;
  available_on: string | null;
  click_id: string | null;
}

const toOrder = (r: OrderRow): SourceOrder => ({
  id: Number(r.id),
  sourceId: Number(r.source_id),
  orderId: r.order_id,
  goal: r.goal,
  userId: Number(r.user_id),
  productId: Number(r.product_id),
  status: r.status,
  saleMinor: Number(r.sale_minor),
  earnedMinor: Number(r.earned_minor),
  reversedMinor: Number(r.reversed_minor),
  refundedMinor: Number(r.refunded_minor),
  refundHoldDays: Number(r.refund_hold_days),
  saleDate: r.sale_date,
  availableOn: r.available_on,
  clickId: r.click_id,
});

/** An order repository on a connection or transaction. */
export function createPostgresSourceOrderRepository(
  sql: SqlClient,
): SourceOrderRepository {
  const columns =
    sql`id, source_id, order_id, goal, user_id, product_id, status, sale_minor, earned_minor,
    reversed_minor, refunded_minor, refund_hold_days, sale_date::text AS sale_date,
    available_on::text AS available_on, click_id`;
  return {
    async findForUpdate(sourceId, orderId, goal) {
      const [row] = await sql<OrderRow[]>`
        SELECT ${columns} FROM source_orders
        WHERE source_id = ${sourceId} AND order_id = ${orderId} AND goal = ${goal} FOR UPDATE`;
      return row ? toOrder(row) : null;
    },
    async findManyForUpdate(sourceId, orderIds) {
      if (orderIds.length === 0) return [];
      // Ordered by id so two imports lock shared orders in the same order.
      const rows = await sql<OrderRow[]>`
        SELECT ${columns} FROM source_orders
        WHERE source_id = ${sourceId}
          AND order_id IN (SELECT jsonb_array_elements_text(${
        JSON.stringify(orderIds)
      }::text::jsonb))
        ORDER BY id FOR UPDATE`;
      return rows.map(toOrder);
    },
    async insert(o) {
      const [row] = await sql<OrderRow[]>`
        INSERT INTO source_orders (source_id, order_id, goal, user_id, product_id, status, sale_minor, earned_minor,
          reversed_minor, refunded_minor, refund_hold_days, sale_date, available_on, click_id)
        VALUES (${o.sourceId}, ${o.orderId}, ${o.goal}, ${o.userId}, ${o.productId}, ${o.status}, ${o.saleMinor},
          ${o.earnedMinor}, ${o.reversedMinor}, ${o.refundedMinor}, ${o.refundHoldDays}, ${o.saleDate}::date,
          ${o.availableOn}::date, ${o.clickId ?? null})
        RETURNING ${columns}`;
      return toOrder(row);
    },
    async update(o) {
      await sql`
        UPDATE source_orders SET status = ${o.status}, earned_minor = ${o.earnedMinor},
          reversed_minor = ${o.reversedMinor}, refunded_minor = ${o.refundedMinor},
          available_on = ${o.availableOn}::date, updated_at = now()
        WHERE id = ${o.id}`;
    },
  };
}
