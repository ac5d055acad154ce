-- The admin stats page stays fast over long ranges at the 10-million-click scale.

-- Per-day row count and sums of daily_stats, kept by triggers, so a page's X-Total-* headers read at most one row
-- per day of the range instead of summing every rollup row in it.
CREATE TABLE daily_stat_totals (
  stat_date date PRIMARY KEY,
  row_count bigint NOT NULL,
  clicks bigint NOT NULL,
  sales bigint NOT NULL,
  earnings_minor bigint NOT NULL
);

-- No rollup write may slip between the backfill and the triggers.
LOCK TABLE daily_stats IN SHARE ROW EXCLUSIVE MODE;

-- Adds one statement's deltas (rows in `added` count +1, rows in `removed` −1), one upsert per day touched.
-- Statement triggers, not row triggers: a click batch upserts hundreds of rollup rows of the same day in one
-- statement, and one totals update per day per statement keeps that write path cheap. Days go in date order so
-- concurrent writers lock totals rows in the same order.
CREATE FUNCTION daily_stat_totals_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO daily_stat_totals AS t (stat_date, row_count, clicks, sales, earnings_minor)
  SELECT stat_date, count(*), SUM(clicks), SUM(sales), SUM(earnings_minor) FROM added
  GROUP BY stat_date ORDER BY stat_date
  ON CONFLICT (stat_date) DO UPDATE SET row_count = t.row_count + EXCLUDED.row_count,
    clicks = t.clicks + EXCLUDED.clicks, sales = t.sales + EXCLUDED.sales,
    earnings_minor = t.earnings_minor + EXCLUDED.earnings_minor;
  RETURN NULL;
END $$;

CREATE FUNCTION daily_stat_totals_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO daily_stat_totals AS t (stat_date, row_count, clicks, sales, earnings_minor)
  SELECT stat_date, SUM(n), SUM(clicks), SUM(sales), SUM(earnings_minor) FROM (
    SELECT stat_date, 1 AS n, clicks, sales, earnings_minor FROM added
    UNION ALL
    SELECT stat_date, -1, -clicks, -sales, -earnings_minor FROM removed
  ) delta
  GROUP BY stat_date ORDER BY stat_date
  ON CONFLICT (stat_date) DO UPDATE SET row_count = t.row_count + EXCLUDED.row_count,
    clicks = t.clicks + EXCLUDED.clicks, sales = t.sales + EXCLUDED.sales,
    earnings_minor = t.earnings_minor + EXCLUDED.earnings_minor;
  RETURN NULL;
END $$;

CREATE FUNCTION daily_stat_totals_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO daily_stat_totals AS t (stat_date, row_count, clicks, sales, earnings_minor)
  SELECT stat_date, -count(*), -SUM(clicks), -SUM(sales), -SUM(earnings_minor) FROM removed
  GROUP BY stat_date ORDER BY stat_date
  ON CONFLICT (stat_date) DO UPDATE SET row_count = t.row_count + EXCLUDED.row_count,
    clicks = t.clicks + EXCLUDED.clicks, sales = t.sales + EXCLUDED.sales,
    earnings_minor = t.earnings_minor + EXCLUDED.earnings_minor;
  RETURN NULL;
END $$;

CREATE FUNCTION daily_stat_totals_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM daily_stat_totals;
  RETURN NULL;
END $$;

CREATE TRIGGER daily_stat_totals_insert AFTER INSERT ON daily_stats
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION daily_stat_totals_insert();
CREATE TRIGGER daily_stat_totals_update AFTER UPDATE ON daily_stats
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION daily_stat_totals_update();
CREATE TRIGGER daily_stat_totals_delete AFTER DELETE ON daily_stats
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION daily_stat_totals_delete();
CREATE TRIGGER daily_stat_totals_truncate AFTER TRUNCATE ON daily_stats
  FOR EACH STATEMENT EXECUTE FUNCTION daily_stat_totals_truncate();

INSERT INTO daily_stat_totals (stat_date, row_count, clicks, sales, earnings_minor)
SELECT stat_date, count(*), SUM(clicks), SUM(sales), SUM(earnings_minor) FROM daily_stats GROUP BY stat_date;

-- The page rows come in the page's order (newest day, then user, then product) straight off this index, so a page
-- reads its LIMIT + OFFSET rows and stops. It leads with stat_date, so it also serves every date-range scan the old
-- (stat_date) index did; that one goes, to keep the click write path at one index fewer.
CREATE INDEX daily_stats_page_idx ON daily_stats (stat_date DESC, user_id, product_id);
DROP INDEX daily_stats_date_idx;
