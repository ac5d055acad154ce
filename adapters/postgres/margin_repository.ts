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
  };
}
