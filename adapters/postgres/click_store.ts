/** Postgres click store: inserts a batch of clicks and adds the counted ones to daily_stats in one statement. */
import { type ClickStore, dedupeHour } from "../../domain/tracking/click.ts";
import { karachiDate } from "../../domain/shared/karachi_date.ts";
import type { SqlClient } from "./unit_of_work.ts";
import type { HitCountStore } from "../tracking/hit_tally.ts";

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

/** The shared per-hour hit counts (click_hit_counts, migrations/0026): one upsert per tally batch. */
export function createPostgresHitCountStore(sql: SqlClient): HitCountStore {
  let prunedHour = 0;
  return {
    async add(counts) {
      if (counts.length === 0) return { crossed: [], limit: 0 };
      const rows = counts.map((c) => ({
        link_id: c.linkId,
        user_id: c.userId,
        hour: c.hour,
        key_kind: c.keyKind,
        key: c.key,
        hits: c.hits,
        refused: c.refused,
      }));
      const found = await sql<
        {
          link_id: number;
          user_id: number;
          hour: number;
          key_kind: "visitor" | "network";
          key: string;
          hits: string;
          refused: string;
          burst: number;
        }[]
      >`
        WITH batch AS (
          SELECT * FROM json_to_recordset(${
        JSON.stringify(rows)
      }::text::json) AS b(
            link_id bigint, user_id bigint, hour integer, key_kind text, key text, hits bigint, refused bigint)
        ), up AS (
          INSERT INTO click_hit_counts AS t (link_id, hour, key_kind, key, hits, refused)
          SELECT link_id, hour, key_kind, key, hits, refused FROM batch
          ORDER BY link_id, hour, key_kind, key
          ON CONFLICT (link_id, hour, key_kind, key)
            DO UPDATE SET hits = t.hits + EXCLUDED.hits, refused = t.refused + EXCLUDED.refused
          RETURNING t.link_id, t.hour, t.key_kind, t.key, t.hits, t.refused
        )
        -- Only the counts this batch took over the limit: each burst is reported once, whatever the instance.
        SELECT up.link_id, b.user_id, up.hour, up.key_kind, up.key, up.hits::text AS hits,
          up.refused::text AS refused, s.risk_click_burst AS burst
        FROM up JOIN batch b USING (link_id, hour, key_kind, key) CROSS JOIN payout_settings s
        WHERE up.hits > s.risk_click_burst AND up.hits - b.hits <= s.risk_click_burst`;
      const hour = Math.max(...counts.map((c) => c.hour));
      if (hour > prunedHour) {
        prunedHour = hour;
        await sql`DELETE FROM click_hit_counts WHERE hour < ${hour - 48}`;
      }
      return {
        crossed: found.map((r) => ({
          linkId: Number(r.link_id),
          userId: Number(r.user_id),
          hour: Number(r.hour),
          keyKind: r.key_kind,
          key: r.key,
          hits: Number(r.hits),
          refused: Number(r.refused),
        })),
        limit: found.length ? Number(found[0].burst) : 0,
      };
    },
  };
}
