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
          AND order_id = ANY(${orderIds}::text[])
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
    async insertMany(orders) {
      const ids: number[] = [];
      // An import's new orders in a few statements; ORDER BY n gives them ids in the order they came.
      for (let at = 0; at < orders.length; at += 5000) {
        const part = orders.slice(at, at + 5000);
        const column = <T>(get: (o: typeof part[number]) => T) => part.map(get);
        const rows = await sql<
          { id: number; order_id: string; goal: string }[]
        >`
          INSERT INTO source_orders (source_id, order_id, goal, user_id, product_id, status, sale_minor,
            earned_minor, reversed_minor, refunded_minor, refund_hold_days, sale_date, available_on, click_id)
          SELECT source_id, order_id, goal, user_id, product_id, status, sale_minor, earned_minor, reversed_minor,
            refunded_minor, refund_hold_days, sale_date::date, available_on::date, click_id
          FROM unnest(${column((o) => o.sourceId)}::bigint[], ${
          column((o) => o.orderId)
        }::text[], ${column((o) => o.goal)}::text[], ${
          column((o) => o.userId)
        }::bigint[], ${column((o) => o.productId)}::bigint[], ${
          column((o) => o.status)
        }::text[], ${column((o) => o.saleMinor)}::bigint[], ${
          column((o) => o.earnedMinor)
        }::bigint[], ${column((o) => o.reversedMinor)}::bigint[], ${
          column((o) => o.refundedMinor)
        }::bigint[], ${column((o) => o.refundHoldDays)}::int[], ${
          column((o) => o.saleDate)
        }::text[], ${column((o) => o.availableOn)}::text[], ${
          column((o) => o.clickId ?? null)
        }::text[])
            WITH ORDINALITY AS o(source_id, order_id, goal, user_id, product_id, status, sale_minor, earned_minor,
              reversed_minor, refunded_minor, refund_hold_days, sale_date, available_on, click_id, n)
          ORDER BY n
          RETURNING id, order_id, goal`;
        // Matched by (order id, goal), one order per source, rather than trusting RETURNING's order.
        const idOf = new Map(
          rows.map((r) => [`${r.goal} ${r.order_id}`, r.id]),
        );
        ids.push(
          ...part.map((o) => Number(idOf.get(`${o.goal} ${o.orderId}`))),
        );
      }
      return ids;
    },
    async updateMany(orders) {
      for (let at = 0; at < orders.length; at += 5000) {
        const part = orders.slice(at, at + 5000);
        const column = <T>(get: (o: typeof part[number]) => T) => part.map(get);
        await sql`
          UPDATE source_orders o SET status = t.status, earned_minor = t.earned_minor,
            reversed_minor = t.reversed_minor, refunded_minor = t.refunded_minor,
            available_on = t.available_on::date, updated_at = now()
          FROM unnest(${column((o) => o.id)}::bigint[], ${
          column((o) => o.status)
        }::text[], ${column((o) => o.earnedMinor)}::bigint[], ${
          column((o) => o.reversedMinor)
        }::bigint[], ${column((o) => o.refundedMinor)}::bigint[], ${
          column((o) => o.availableOn)
        }::text[]) AS t(id, status, earned_minor, reversed_minor, refunded_minor, available_on)
          WHERE o.id = t.id`;
      }
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
