-- Clicks kept for years (docs/click-retention.md): `clicks` becomes a table partitioned by Karachi month, so raw
-- clicks past CLICK_RETENTION_DAYS leave a whole partition at a time (DROP TABLE, no row-by-row delete) while every
-- rollup (daily_stats, daily_breakdown_stats, written in the click's own statement) and every conversion stays.
--
-- The partition key is dedupe_hour (whole hours since the epoch), not clicked_at: a unique key of a partitioned
-- table must hold the partition key, and (link_id, visitor_hash, dedupe_hour) already does, so the one-count-per-
-- visitor-and-hour rule and the click store's ON CONFLICT stay as they are. A Karachi month starts on a whole UTC
-- hour, so each partition holds exactly the clicks of one Karachi month (their stat_date is in it).
-- click_id can no longer be unique across partitions without the key; it is a signed random id, looked up through a
-- plain index per partition.

ALTER TABLE clicks RENAME TO clicks_unpartitioned;
ALTER TABLE clicks_unpartitioned REPLICA IDENTITY DEFAULT;
ALTER INDEX clicks_click_id_key RENAME TO clicks_unpartitioned_click_id_key;
ALTER INDEX clicks_link_id_visitor_hash_dedupe_hour_key RENAME TO clicks_unpartitioned_dedupe_key;

CREATE TABLE clicks (
  -- The public click id handed to the merchant in the redirect.
  click_id text NOT NULL,
  link_id bigint NOT NULL,
  user_id bigint NOT NULL,
  product_id bigint NOT NULL,
  visitor_hash text NOT NULL,
  -- Hours since the epoch: with the unique key, a visitor counts at most once per link and hour on every instance.
  dedupe_hour integer NOT NULL,
  stat_date date NOT NULL,
  clicked_at timestamptz NOT NULL,
  s1 text,
  s2 text,
  s3 text,
  s4 text,
  s5 text,
  country text,
  city text,
  device text,
  os text,
  browser text,
  referrer text,
  CONSTRAINT clicks_once_per_hour UNIQUE (link_id, visitor_hash, dedupe_hour)
) PARTITION BY RANGE (dedupe_hour);
CREATE INDEX clicks_click_id_idx ON clicks (click_id);

-- The first hour (since the epoch) of a Karachi month.
CREATE FUNCTION click_month_first_hour(month date) RETURNS integer LANGUAGE sql IMMUTABLE AS $$
  SELECT (extract(epoch FROM (date_trunc('month', month)::timestamp AT TIME ZONE 'Asia/Karachi')) / 3600)::integer
$$;

-- Makes the missing monthly partitions clicks_YYYY_MM from the month of first_month to that of last_month; answers
-- how many it made. Instances run it at start, on a timer and when a click finds no partition; the advisory lock
-- queues them, so two never race to make the same month.
CREATE FUNCTION ensure_click_partitions(first_month date, last_month date) RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  m date := date_trunc('month', first_month)::date;
  made integer := 0;
  name text;
BEGIN
  PERFORM pg_advisory_xact_lock(72616259);
  WHILE m <= last_month LOOP
    name := 'clicks_' || to_char(m, 'YYYY_MM');
    IF to_regclass(name) IS NULL THEN
      EXECUTE format('CREATE TABLE %I PARTITION OF clicks FOR VALUES FROM (%s) TO (%s)', name,
        click_month_first_hour(m), click_month_first_hour((m + interval '1 month')::date));
      made := made + 1;
    END IF;
    m := (m + interval '1 month')::date;
  END LOOP;
  RETURN made;
END $$;

-- Drops the monthly partitions whose every click is from before `keep_from` (a Karachi date: the month ends on or
-- before it); answers their names. Nothing is summed from them first: each click was added to its rollups in the
-- statement that inserted it (adapters/postgres/click_store.ts).
CREATE FUNCTION drop_click_partitions_before(keep_from date) RETURNS SETOF text
LANGUAGE plpgsql AS $$
DECLARE
  name text;
BEGIN
  PERFORM pg_advisory_xact_lock(72616259);
  FOR name IN
    SELECT c.relname::text FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
    WHERE i.inhparent = 'clicks'::regclass AND c.relname ~ '^clicks_[0-9]{4}_[0-9]{2}$'
    ORDER BY c.relname
  LOOP
    IF (to_date(substr(name, 8), 'YYYY_MM') + interval '1 month')::date <= keep_from THEN
      EXECUTE format('DROP TABLE %I', name);
      RETURN NEXT name;
    END IF;
  END LOOP;
END $$;

-- Every month that holds a click, and this one and the next two (the app keeps making months ahead from here).
SELECT ensure_click_partitions(
  LEAST(first_day, today),
  GREATEST(last_day, (today + interval '2 months')::date))
FROM (
  SELECT (now() AT TIME ZONE 'Asia/Karachi')::date AS today,
    (SELECT (to_timestamp(min(dedupe_hour)::bigint * 3600) AT TIME ZONE 'Asia/Karachi')::date
      FROM clicks_unpartitioned) AS first_day,
    (SELECT (to_timestamp(max(dedupe_hour)::bigint * 3600) AT TIME ZONE 'Asia/Karachi')::date
      FROM clicks_unpartitioned) AS last_day
) d;

INSERT INTO clicks (click_id, link_id, user_id, product_id, visitor_hash, dedupe_hour, stat_date, clicked_at,
  s1, s2, s3, s4, s5, country, city, device, os, browser, referrer)
SELECT click_id, link_id, user_id, product_id, visitor_hash, dedupe_hour, stat_date, clicked_at,
  s1, s2, s3, s4, s5, country, city, device, os, browser, referrer
FROM clicks_unpartitioned;

DROP TABLE clicks_unpartitioned;
