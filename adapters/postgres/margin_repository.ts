/** Postgres margin rollup (table margin_daily): signed deltas added per day, offer, goal, affiliate and source. */
import type { MarginRepository } from "../../domain/offers/offer_earning_repos.ts";
import type { SqlClient } from "./unit_of_work.ts";

/** A margin repository on a connection or transaction. */
export function createPostgresMarginRepository(
  sql: SqlClient,
): MarginRepository {
  return {
    async add(d) {
      await sql`
        INSERT INTO margin_daily AS m (stat_date, product_id, goal, user_id, source_id, conversions, revenue_minor,
          payout_minor)
        VALUES (${d.statDate}::date, ${d.productId}, ${d.goal}, ${d.userId}, ${d.sourceId}, ${d.conversions},
          ${d.revenueMinor}, ${d.payoutMinor})
        ON CONFLICT (stat_date, product_id, goal, user_id, source_id) DO UPDATE SET
          conversions = m.conversions + EXCLUDED.conversions,
          revenue_minor = m.revenue_minor + EXCLUDED.revenue_minor,
          payout_minor = m.payout_minor + EXCLUDED.payout_minor`;
    },
    async addMany(deltas) {
      // A whole import's rows in a few statements, not one per row: each statement costs a socket write.
      for (let at = 0; at < deltas.length; at += 5000) {
        const part = deltas.slice(at, at + 5000);
        const column = <T>(get: (d: typeof part[number]) => T) => part.map(get);
        await sql`
          INSERT INTO margin_daily AS m (stat_date, product_id, goal, user_id, source_id, conversions,
            revenue_minor, payout_minor)
          SELECT * FROM unnest(
            ${column((d) => d.statDate)}::date[], ${
          column((d) => d.productId)
        }::bigint[],
            ${column((d) => d.goal)}::text[], ${
          column((d) => d.userId)
        }::bigint[],
            ${column((d) => d.sourceId)}::bigint[], ${
          column((d) => d.conversions)
        }::bigint[],
            ${column((d) => d.revenueMinor)}::bigint[], ${
          column((d) => d.payoutMinor)
        }::bigint[])
          ON CONFLICT (stat_date, product_id, goal, user_id, source_id) DO UPDATE SET
            conversions = m.conversions + EXCLUDED.conversions,
            revenue_minor = m.revenue_minor + EXCLUDED.revenue_minor,
            payout_minor = m.payout_minor + EXCLUDED.payout_minor`;
      }
    },
  };
}
