/** Postgres click store: inserts a batch of clicks and adds the counted ones to daily_stats in one statement. */
import { type ClickStore, dedupeHour } from "../../domain/tracking/click.ts";
import { karachiDate } from "../../domain/shared/karachi_date.ts";
import type { SqlClient } from "./unit_of_work.ts";

/** A click store on a connection; each save is one atomic statement, so the rollup never drifts from clicks. */
export function createPostgresClickStore(sql: SqlClient): ClickStore {
  return {
    async save(clicks) {
      if (clicks.length === 0) return 0;
      const rows = clicks.map((c) => ({
        click_id: c.clickId,
        link_id: c.linkId,
        user_id: c.userId,
        product_id: c.productId,
        visitor_hash: c.visitorHash,
        dedupe_hour: dedupeHour(c.clickedAt),
        stat_date: karachiDate(c.clickedAt),
        clicked_at: c.clickedAt.toISOString(),
      }));
      // A batch travels as one JSON parameter: one round trip whatever its size, and it runs on PGlite too.
      const [result] = await sql<{ saved: number }[]>`
        WITH batch AS (
          SELECT * FROM json_to_recordset(${
        JSON.stringify(rows)
      }::text::json) AS b(
            click_id text, link_id bigint, user_id bigint, product_id bigint, visitor_hash text,
            dedupe_hour integer, stat_date date, clicked_at timestamptz)
        ), inserted AS (
          INSERT INTO clicks (click_id, link_id, user_id, product_id, visitor_hash, dedupe_hour, stat_date, clicked_at)
          SELECT click_id, link_id, user_id, product_id, visitor_hash, dedupe_hour, stat_date, clicked_at
          FROM batch WHERE link_id IN (SELECT id FROM affiliate_links)
          ON CONFLICT DO NOTHING
          RETURNING user_id, product_id, stat_date
        ), rolled AS (
          INSERT INTO daily_stats (user_id, product_id, stat_date, clicks)
          SELECT user_id, product_id, stat_date, count(*) FROM inserted GROUP BY user_id, product_id, stat_date
          -- One order for every writer (instances share the table), so two batches never wait on each other in a cycle.
          ORDER BY user_id, product_id, stat_date
          ON CONFLICT (user_id, product_id, stat_date) DO UPDATE SET clicks = daily_stats.clicks + EXCLUDED.clicks
          RETURNING clicks
        )
        SELECT (SELECT count(*) FROM inserted)::bigint AS saved`;
      return Number(result.saved);
    },
  };
}
