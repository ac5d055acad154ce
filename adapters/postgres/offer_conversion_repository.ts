/** Postgres conversions of every source (table offer_conversions), as the earning path writes them. */
import type {
  OfferConversionRecord,
  OfferConversionRepository,
} from "../../domain/offers/offer_earning_repos.ts";
import type { EarningRule } from "../../domain/offers/earning.ts";
import type { SqlClient } from "./unit_of_work.ts";

interface Row {
  id: number;
  source_id: number;
  order_id: string;
  goal: string;
  user_id: number;
  product_id: number;
  group_id: number | null;
  occurred_at: Date;
  stat_date: string;
  status: OfferConversionRecord["status"];
  amount_minor: string | null;
  reported_payout_minor: string | null;
  earning_minor: string;
  reversed_minor: string;
  earning_rule: EarningRule | string;
  revenue_minor: string | null;
  s1: string | null;
  s2: string | null;
  s3: string | null;
  s4: string | null;
  s5: string | null;
  click_id: string | null;
  cap_id: number | null;
}

const num = (v: string | number | null) => (v === null ? null : Number(v));

const toRecord = (r: Row): OfferConversionRecord => ({
  id: Number(r.id),
  sourceId: Number(r.source_id),
  orderId: r.order_id,
  goal: r.goal,
  userId: Number(r.user_id),
  productId: Number(r.product_id),
  groupId: num(r.group_id),
  occurredAt: new Date(r.occurred_at),
  statDate: r.stat_date,
  status: r.status,
  amountMinor: num(r.amount_minor),
  reportedPayoutMinor: num(r.reported_payout_minor),
  earningMinor: Number(r.earning_minor),
  reversedMinor: Number(r.reversed_minor),
  earningRule: typeof r.earning_rule === "string"
    ? JSON.parse(r.earning_rule)
    : r.earning_rule,
  revenueMinor: num(r.revenue_minor),
  subIds: [r.s1, r.s2, r.s3, r.s4, r.s5],
  clickId: r.click_id,
  capId: num(r.cap_id),
});

/** An offer-conversion repository on a connection or transaction. */
export function createPostgresOfferConversionRepository(
  sql: SqlClient,
): OfferConversionRepository {
  const columns =
    sql`id, source_id, order_id, goal, user_id, product_id, group_id, occurred_at, stat_date::text AS stat_date,
    status, amount_minor::text, reported_payout_minor::text, earning_minor::text, reversed_minor::text, earning_rule,
    revenue_minor::text, s1, s2, s3, s4, s5, click_id, cap_id`;
  return {
    async insert(c) {
      const [s1, s2, s3, s4, s5] = c.subIds;
      const [row] = await sql<{ id: number }[]>`
        INSERT INTO offer_conversions (source_id, order_id, goal, user_id, product_id, group_id, occurred_at,
          stat_date, status, amount_minor, reported_payout_minor, earning_minor, reversed_minor, earning_rule,
          revenue_minor, s1, s2, s3, s4, s5, click_id, cap_id)
        VALUES (${c.sourceId}, ${c.orderId}, ${c.goal}, ${c.userId}, ${c.productId}, ${c.groupId}, ${c.occurredAt},
          ${c.statDate}::date, ${c.status}, ${c.amountMinor}, ${c.reportedPayoutMinor}, ${c.earningMinor},
          ${c.reversedMinor}, ${
        JSON.stringify(c.earningRule)
      }::text::jsonb, ${c.revenueMinor}, ${s1 ?? null},
          ${s2 ?? null}, ${s3 ?? null}, ${s4 ?? null}, ${
        s5 ?? null
      }, ${c.clickId}, ${c.capId})
        RETURNING id`;
      return Number(row.id);
    },
    async findForUpdate(sourceId, orderId, goal) {
      const [row] = await sql<Row[]>`
        SELECT ${columns} FROM offer_conversions
        WHERE source_id = ${sourceId} AND order_id = ${orderId} AND goal = ${goal} FOR UPDATE`;
      return row ? toRecord(row) : null;
    },
    async findManyForUpdate(sourceId, orderIds) {
      if (orderIds.length === 0) return [];
      const rows = await sql<Row[]>`
        SELECT ${columns} FROM offer_conversions
        WHERE source_id = ${sourceId} AND order_id = ANY(${orderIds}::text[])
        ORDER BY id FOR UPDATE`;
      return rows.map(toRecord);
    },
    async insertMany(rows) {
      const ids: number[] = [];
      // An import's conversions in a few statements, in the order they came (ORDER BY n).
      for (let at = 0; at < rows.length; at += 2000) {
        const part = rows.slice(at, at + 2000);
        const column = <T>(get: (c: typeof part[number]) => T) => part.map(get);
        const sub = (i: number) => column((c) => c.subIds[i] ?? null);
        const inserted = await sql<
          { id: number; order_id: string; goal: string }[]
        >`
          INSERT INTO offer_conversions (source_id, order_id, goal, user_id, product_id, group_id, occurred_at,
            stat_date, status, amount_minor, reported_payout_minor, earning_minor, reversed_minor, earning_rule,
            revenue_minor, s1, s2, s3, s4, s5, cap_id)
          SELECT source_id, order_id, goal, user_id, product_id, group_id, occurred_at, stat_date::date, status,
            amount_minor, reported_payout_minor, earning_minor, reversed_minor, earning_rule::jsonb, revenue_minor,
            s1, s2, s3, s4, s5, cap_id
          FROM unnest(${column((c) => c.sourceId)}::bigint[], ${
          column((c) => c.orderId)
        }::text[], ${column((c) => c.goal)}::text[], ${
          column((c) => c.userId)
        }::bigint[], ${column((c) => c.productId)}::bigint[], ${
          column((c) => c.groupId)
        }::bigint[], ${
          column((c) => c.occurredAt.toISOString())
        }::timestamptz[], ${column((c) => c.statDate)}::text[], ${
          column((c) => c.status)
        }::text[], ${column((c) => c.amountMinor)}::bigint[], ${
          column((c) => c.reportedPayoutMinor)
        }::bigint[], ${column((c) => c.earningMinor)}::bigint[], ${
          column((c) => c.reversedMinor)
        }::bigint[], ${column((c) => JSON.stringify(c.earningRule))}::text[], ${
          column((c) => c.revenueMinor)
        }::bigint[], ${sub(0)}::text[], ${sub(1)}::text[], ${sub(2)}::text[], ${
          sub(3)
        }::text[], ${sub(4)}::text[], ${column((c) => c.capId)}::bigint[])
            WITH ORDINALITY AS c(source_id, order_id, goal, user_id, product_id, group_id, occurred_at, stat_date,
              status, amount_minor, reported_payout_minor, earning_minor, reversed_minor, earning_rule,
              revenue_minor, s1, s2, s3, s4, s5, cap_id, n)
          ORDER BY n
          RETURNING id, order_id, goal`;
        // Matched by (order id, goal), one conversion per source, rather than trusting RETURNING's order.
        const idOf = new Map(
          inserted.map((r) => [`${r.goal} ${r.order_id}`, r.id]),
        );
        ids.push(
          ...part.map((c) => Number(idOf.get(`${c.goal} ${c.orderId}`))),
        );
      }
      return ids;
    },
    async updateMany(changes) {
      for (let at = 0; at < changes.length; at += 5000) {
        const part = changes.slice(at, at + 5000);
        const column = <T>(get: (c: typeof part[number]) => T) => part.map(get);
        await sql`
          UPDATE offer_conversions c SET status = t.status, reversed_minor = t.reversed_minor,
            revenue_minor = t.revenue_minor, updated_at = now()
          FROM unnest(${column((c) => c.id)}::bigint[], ${
          column((c) => c.status)
        }::text[], ${column((c) => c.reversedMinor)}::bigint[], ${
          column((c) => c.revenueMinor)
        }::bigint[]) AS t(id, status, reversed_minor, revenue_minor)
          WHERE c.id = t.id`;
      }
    },
    async getManyForUpdate(ids) {
      if (ids.length === 0) return [];
      const rows = await sql<Row[]>`
        SELECT ${columns} FROM offer_conversions
        WHERE id IN (SELECT jsonb_array_elements_text(${
        JSON.stringify(ids)
      }::text::jsonb)::bigint)
        ORDER BY id FOR UPDATE`;
      return rows.map(toRecord);
    },
    async update(id, change) {
      await sql`
        UPDATE offer_conversions SET status = ${change.status}, reversed_minor = ${change.reversedMinor},
          revenue_minor = ${change.revenueMinor}, decided_by = COALESCE(${
        change.decidedBy ?? null
      }, decided_by),
          decided_at = CASE WHEN ${
        change.decidedBy ?? null
      }::bigint IS NULL THEN decided_at ELSE now() END,
          updated_at = now()
        WHERE id = ${id}`;
    },
  };
}
