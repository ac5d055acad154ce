/** Postgres conversion lists (offer_conversions with their offer, goal, group, affiliate and source names). */
import type {
  ListedOfferConversion,
  OfferConversionReader,
} from "../../domain/offers/offer_conversion_list.ts";
import type { EarningRule } from "../../domain/offers/earning.ts";
import {
  addDays,
  karachiStartOfDay,
} from "../../domain/shared/karachi_date.ts";
import type { SqlClient } from "./unit_of_work.ts";

interface Row {
  total: string;
  id: number;
  source_id: number;
  order_id: string;
  goal: string;
  user_id: number;
  product_id: number;
  group_id: number | null;
  occurred_at: Date;
  stat_date: string;
  status: ListedOfferConversion["status"];
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
  product_title: string;
  goal_name: string | null;
  group_name: string | null;
  user_name: string;
  source_name: string;
}

const num = (v: string | number | null) => (v === null ? null : Number(v));

/** A conversion-list reader on the pool. */
export function createPostgresOfferConversionReader(
  sql: SqlClient,
): OfferConversionReader {
  return {
    async list(f, { page, pageSize }) {
      const from = f.from ? karachiStartOfDay(f.from) : null;
      const to = f.to ? karachiStartOfDay(addDays(f.to, 1)) : null;
      // One statement: the page and the count of every row the filters match (a window over the filtered set).
      const rows = await sql<Row[]>`
        SELECT count(*) OVER ()::text AS total, c.id, c.source_id, c.order_id, c.goal, c.user_id, c.product_id,
          c.group_id, c.occurred_at, c.stat_date::text AS stat_date, c.status, c.amount_minor::text,
          c.reported_payout_minor::text, c.earning_minor::text, c.reversed_minor::text, c.earning_rule,
          c.revenue_minor::text, c.s1, c.s2, c.s3, c.s4, c.s5, c.click_id, c.cap_id,
          p.title AS product_title, g.name AS goal_name, ag.name AS group_name, u.name AS user_name,
          s.name AS source_name
        FROM offer_conversions c
          JOIN products p ON p.id = c.product_id
          JOIN users u ON u.id = c.user_id
          JOIN sources s ON s.id = c.source_id
          LEFT JOIN offer_goals g ON g.product_id = c.product_id AND g.goal = c.goal
          LEFT JOIN affiliate_groups ag ON ag.id = c.group_id
        WHERE (${f.userId ?? null}::bigint IS NULL OR c.user_id = ${
        f.userId ?? null
      })
          AND (${f.productId ?? null}::bigint IS NULL OR c.product_id = ${
        f.productId ?? null
      })
          AND (${f.goal ?? null}::text IS NULL OR c.goal = ${f.goal ?? null})
          AND (${f.sourceId ?? null}::bigint IS NULL OR c.source_id = ${
        f.sourceId ?? null
      })
          AND (${f.status ?? null}::text IS NULL OR c.status = ${
        f.status ?? null
      })
          AND (${from}::timestamptz IS NULL OR c.occurred_at >= ${from})
          AND (${to}::timestamptz IS NULL OR c.occurred_at < ${to})
        ORDER BY c.occurred_at DESC, c.id DESC
        LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`;
      let total = rows.length > 0 ? Number(rows[0].total) : 0;
      if (rows.length === 0 && page > 1) {
        const [r] = await sql<{ n: string }[]>`
          SELECT count(*)::text AS n FROM offer_conversions c
          WHERE (${f.userId ?? null}::bigint IS NULL OR c.user_id = ${
          f.userId ?? null
        })
            AND (${f.productId ?? null}::bigint IS NULL OR c.product_id = ${
          f.productId ?? null
        })
            AND (${f.goal ?? null}::text IS NULL OR c.goal = ${f.goal ?? null})
            AND (${f.sourceId ?? null}::bigint IS NULL OR c.source_id = ${
          f.sourceId ?? null
        })
            AND (${f.status ?? null}::text IS NULL OR c.status = ${
          f.status ?? null
        })
            AND (${from}::timestamptz IS NULL OR c.occurred_at >= ${from})
            AND (${to}::timestamptz IS NULL OR c.occurred_at < ${to})`;
        total = Number(r.n);
      }
      return {
        total,
        rows: rows.map((r): ListedOfferConversion => ({
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
          productTitle: r.product_title,
          goalName: r.goal_name ?? r.goal,
          groupName: r.group_name,
          userName: r.user_name,
          sourceName: r.source_name,
        })),
      };
    },
  };
}
