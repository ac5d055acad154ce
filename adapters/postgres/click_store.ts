/** Postgres click store: inserts a batch of clicks and adds the counted ones to their rollups in one statement. */
import type { ClickStore } from "../../domain/tracking/click.ts";
import { breakdownValues } from "./breakdown_values.ts";
import { breakdownColumns, breakdownRollup, SEP } from "./click_breakdown.ts";
import type { SqlClient } from "./unit_of_work.ts";
import type { HitCountStore } from "../tracking/hit_tally.ts";
import { isUniqueViolation } from "./unique_violation.ts";
import {
  createPostgresClickPartitions,
  isMissingPartition,
} from "./click_partitions.ts";
import { karachiDate } from "../../domain/shared/karachi_date.ts";

/**
 * A click store on a connection; each save is one atomic statement, so the rollup never drifts from clicks.
 * A batch travels as six comma-joined text parameters (ids and hashes are hex, times are epoch milliseconds) that
 * PostgreSQL splits with string_to_array: one round trip whatever its size, cheaper to parse than JSON, and it
 * runs on PGlite too. The usual batch holds only new visitors, so it is inserted without ON CONFLICT (speculative
 * insertion costs about a third more per row); a batch that meets a visitor counted elsewhere within the hour
 * (another instance, or this one before a restart) fails as a whole and is written again skipping those rows.
 * A batch of a month without its partition yet (clicks are partitioned by month, migrations/0059; months are
 * made ahead by a timer, so this is a clock far from the database's or a timer that has not run) makes the
 * months it needs and is written again: a click is never lost for want of a partition.
 */
export function createPostgresClickStore(sql: SqlClient): ClickStore {
  const write = async (
    clicks: Parameters<ClickStore["save"]>[0],
    skipCounted: boolean,
  ): Promise<number> => {
    const ids = clicks.map((c) => c.clickId).join(",");
    const links = clicks.map((c) => c.linkId).join(",");
    const users = clicks.map((c) => c.userId).join(",");
    const products = clicks.map((c) => c.productId).join(",");
    const visitors = clicks.map((c) => c.visitorHash).join(",");
    const times = clicks.map((c) => c.clickedAt.getTime()).join(",");
    // Breakdown values travel the same way, split at SEP; a batch without any (the usual
    // plain link) keeps the plain statement.
    const dims = breakdownColumns(clicks);
    // Each breakdown column splits to NULL where a click has no value ("", string_to_array's null string).
    const dim = (i: number) => sql`string_to_array(${dims![i]}, ${SEP}, '')`;
    // A batch written whole (no ON CONFLICT: every click whose link exists is inserted, or the statement fails)
    // takes its breakdown rollup summed here; a batch skipping counted clicks sums the clicks it inserted.
    const rollup = dims !== null && !skipCounted
      ? breakdownRollup(clicks)
      : null;
    const [result] = await sql<{ saved: number }[]>`
      WITH batch AS (
        SELECT * FROM unnest(
          string_to_array(${ids}, ','), string_to_array(${links}, ',')::bigint[],
          string_to_array(${users}, ',')::bigint[], string_to_array(${products}, ',')::bigint[],
          string_to_array(${visitors}, ','), string_to_array(${times}, ',')::bigint[]${
      dims === null ? sql`` : sql`,
          ${dim(0)}, ${dim(1)}, ${dim(2)}, ${dim(3)}, ${dim(4)}, ${dim(5)}, ${
        dim(6)
      }, ${dim(7)},
          ${dim(8)}, ${dim(9)}, ${dim(10)}`
    }
        ) AS b(click_id, link_id, user_id, product_id, visitor_hash, ms${
      dims === null
        ? sql``
        : sql`, s1, s2, s3, s4, s5, country, city, device, os, browser, referrer`
    })
      ), timed AS (
        SELECT click_id, link_id, user_id, product_id, visitor_hash, (ms / 3600000)::integer AS dedupe_hour,
          timestamptz 'epoch' + ms * interval '1 millisecond' AS clicked_at${
      dims === null
        ? sql``
        : sql`, s1, s2, s3, s4, s5, country, city, device, os, browser, referrer`
    }
        FROM batch WHERE EXISTS (SELECT 1 FROM affiliate_links l WHERE l.id = batch.link_id)
      ), inserted AS (
        INSERT INTO clicks (click_id, link_id, user_id, product_id, visitor_hash, dedupe_hour, stat_date, clicked_at${
      dims === null
        ? sql``
        : sql`, s1, s2, s3, s4, s5, country, city, device, os, browser, referrer`
    })
        -- The Karachi calendar date (UTC+5, no daylight saving): the same day karachiDate() gives.
        SELECT click_id, link_id, user_id, product_id, visitor_hash, dedupe_hour,
          (clicked_at AT TIME ZONE 'Asia/Karachi')::date, clicked_at${
      dims === null
        ? sql``
        : sql`, s1, s2, s3, s4, s5, country, city, device, os, browser, referrer`
    }
        FROM timed
        ${skipCounted ? sql`ON CONFLICT DO NOTHING` : sql``}
        RETURNING user_id, product_id, stat_date${
      dims === null || rollup !== null
        ? sql``
        : sql`, s1, s2, s3, s4, s5, country, city, device, os, browser, referrer`
    }
      ), rolled AS (
        INSERT INTO daily_stats (user_id, product_id, stat_date, clicks)
        SELECT user_id, product_id, stat_date, count(*) FROM inserted GROUP BY user_id, product_id, stat_date
        -- One order for every writer (instances share the table), so two batches never wait on each other in a cycle.
        ORDER BY user_id, product_id, stat_date
        ON CONFLICT (user_id, product_id, stat_date) DO UPDATE SET clicks = daily_stats.clicks + EXCLUDED.clicks
        RETURNING clicks
      )${
      rollup !== null
        ? sql`, broken AS (
        -- The batch's rollup rows, summed here per link: those of a link that is gone add nothing, like its clicks.
        -- Clicks have no sale source: source_id 0 (migrations/0048).
        INSERT INTO daily_breakdown_stats AS t (dimension, user_id, stat_date, product_id, source_id, value, clicks)
        SELECT r.dimension, r.user_id,
          ((timestamptz 'epoch' + r.ms * interval '1 millisecond') AT TIME ZONE 'Asia/Karachi')::date AS stat_date,
          r.product_id, 0, r.value, sum(r.clicks)
        FROM unnest(
          string_to_array(${rollup.links}, ',')::bigint[], string_to_array(${rollup.users}, ',')::bigint[],
          string_to_array(${rollup.products}, ',')::bigint[], string_to_array(${rollup.times}, ',')::bigint[],
          string_to_array(${rollup.dimensions}, ','), string_to_array(${rollup.values}, ${SEP}),
          string_to_array(${rollup.clicks}, ',')::bigint[]
        ) AS r(link_id, user_id, product_id, ms, dimension, value, clicks)
        WHERE EXISTS (SELECT 1 FROM affiliate_links l WHERE l.id = r.link_id)
        GROUP BY r.dimension, r.user_id, 3, r.product_id, r.value
        ORDER BY r.dimension, r.user_id, 3, r.product_id, r.value
        ON CONFLICT (dimension, user_id, stat_date, product_id, source_id, value)
          DO UPDATE SET clicks = t.clicks + EXCLUDED.clicks
        RETURNING 1
      )`
        : dims === null
        ? sql``
        : sql`, broken AS (
        -- Clicks have no sale source: source_id 0 (migrations/0048).
        INSERT INTO daily_breakdown_stats AS t (dimension, user_id, stat_date, product_id, source_id, value, clicks)
        SELECT d.dimension, i.user_id, i.stat_date, i.product_id, 0, d.value, count(*)
        FROM inserted i CROSS JOIN LATERAL ${
          breakdownValues(sql, "i")
        } AS d(dimension, value)
        WHERE d.value IS NOT NULL
        GROUP BY d.dimension, i.user_id, i.stat_date, i.product_id, d.value
        ORDER BY d.dimension, i.user_id, i.stat_date, i.product_id, d.value
        ON CONFLICT (dimension, user_id, stat_date, product_id, source_id, value)
          DO UPDATE SET clicks = t.clicks + EXCLUDED.clicks
        RETURNING 1
      )`
    }
      SELECT (SELECT count(*) FROM inserted)::bigint AS saved`;
    return Number(result.saved);
  };
  const partitions = createPostgresClickPartitions(sql);
  const writeCounted = async (
    clicks: Parameters<ClickStore["save"]>[0],
  ): Promise<number> => {
    try {
      return await write(clicks, false);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      return await write(clicks, true);
    }
  };
  return {
    async save(clicks) {
      if (clicks.length === 0) return 0;
      try {
        return await writeCounted(clicks);
      } catch (error) {
        if (!isMissingPartition(error)) throw error;
        const times = clicks.map((c) => c.clickedAt.getTime());
        await partitions.ensure(
          karachiDate(new Date(Math.min(...times))),
          karachiDate(new Date(Math.max(...times))),
        );
        return await writeCounted(clicks);
      }
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
