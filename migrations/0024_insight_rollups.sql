-- The admin overview's revenue and per-source figures: one row per Asia/Karachi day and source, kept by row
-- triggers where sales change (conversions, source_orders, stat_entries), so the overview reads at most one row per
-- day and source instead of scanning the sales tables. Source id 0 stands for the admin's manual stat entries.
-- Every figure is dated by its sale's day: a later refund or reversal changes the sale day's row (see docs/insight.md).
CREATE TABLE daily_source_stats (
  stat_date date NOT NULL,
  source_id bigint NOT NULL,
  sales bigint NOT NULL DEFAULT 0,
  revenue_minor bigint NOT NULL DEFAULT 0,
  earnings_minor bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (stat_date, source_id)
);

-- No sale may slip between the backfill and the triggers.
LOCK TABLE conversions, source_orders, stat_entries IN SHARE ROW EXCLUSIVE MODE;

CREATE FUNCTION daily_source_stats_add(d date, src bigint, n bigint, revenue bigint, earnings bigint)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO daily_source_stats AS t (stat_date, source_id, sales, revenue_minor, earnings_minor)
  VALUES (d, src, n, revenue, earnings)
  ON CONFLICT (stat_date, source_id) DO UPDATE SET sales = t.sales + EXCLUDED.sales,
    revenue_minor = t.revenue_minor + EXCLUDED.revenue_minor,
    earnings_minor = t.earnings_minor + EXCLUDED.earnings_minor;
$$;

-- A signed conversion (POST /api/conversions) belongs to the built-in api source; a refund lowers its sale's day.
CREATE FUNCTION daily_source_stats_conversion() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d date := NEW.stat_date;
BEGIN
  IF NEW.status <> 'sale' THEN
    SELECT c.stat_date INTO d FROM conversions c WHERE c.order_id = NEW.order_id AND c.status = 'sale';
    d := COALESCE(d, NEW.stat_date);
  END IF;
  PERFORM daily_source_stats_add(d, (SELECT id FROM sources WHERE kind = 'api'), NEW.sales_delta,
    CASE WHEN NEW.status = 'sale' THEN NEW.amount_minor ELSE -NEW.amount_minor END, NEW.earnings_minor);
  RETURN NULL;
END $$;

-- A source order counts as one sale of its net amount (sale less refunds) until it is reversed; an update adds the
-- difference between the order's new and old standing.
CREATE FUNCTION daily_source_stats_order() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  n bigint := CASE WHEN NEW.status = 'reversed' THEN 0 ELSE 1 END;
  revenue bigint := CASE WHEN NEW.status = 'reversed' THEN 0
    ELSE GREATEST(0, NEW.sale_minor - NEW.refunded_minor) END;
  earnings bigint := NEW.earned_minor - NEW.reversed_minor;
BEGIN
  IF TG_OP = 'UPDATE' THEN
    n := n - CASE WHEN OLD.status = 'reversed' THEN 0 ELSE 1 END;
    revenue := revenue - CASE WHEN OLD.status = 'reversed' THEN 0
      ELSE GREATEST(0, OLD.sale_minor - OLD.refunded_minor) END;
    earnings := earnings - (OLD.earned_minor - OLD.reversed_minor);
    IF n = 0 AND revenue = 0 AND earnings = 0 THEN RETURN NULL; END IF;
  END IF;
  PERFORM daily_source_stats_add(NEW.sale_date, NEW.source_id, n, revenue, earnings);
  RETURN NULL;
END $$;

CREATE FUNCTION daily_source_stats_entry() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM daily_source_stats_add(NEW.stat_date, 0, NEW.sales, 0, NEW.earnings_minor);
  RETURN NULL;
END $$;

CREATE TRIGGER daily_source_stats_conversion AFTER INSERT ON conversions
  FOR EACH ROW EXECUTE FUNCTION daily_source_stats_conversion();
CREATE TRIGGER daily_source_stats_order AFTER INSERT OR UPDATE ON source_orders
  FOR EACH ROW EXECUTE FUNCTION daily_source_stats_order();
CREATE TRIGGER daily_source_stats_entry AFTER INSERT ON stat_entries
  FOR EACH ROW EXECUTE FUNCTION daily_source_stats_entry();

INSERT INTO daily_source_stats (stat_date, source_id, sales, revenue_minor, earnings_minor)
SELECT stat_date, source_id, SUM(n), SUM(revenue), SUM(earnings) FROM (
  SELECT COALESCE(s.stat_date, c.stat_date) AS stat_date, (SELECT id FROM sources WHERE kind = 'api') AS source_id,
         c.sales_delta::bigint AS n,
         CASE WHEN c.status = 'sale' THEN c.amount_minor ELSE -c.amount_minor END AS revenue,
         c.earnings_minor AS earnings
  FROM conversions c LEFT JOIN conversions s ON s.order_id = c.order_id AND s.status = 'sale' AND c.status <> 'sale'
  UNION ALL
  SELECT sale_date, source_id, CASE WHEN status = 'reversed' THEN 0 ELSE 1 END,
         CASE WHEN status = 'reversed' THEN 0 ELSE GREATEST(0, sale_minor - refunded_minor) END,
         earned_minor - reversed_minor
  FROM source_orders
  UNION ALL
  SELECT stat_date, 0, sales, 0, earnings_minor FROM stat_entries
) x GROUP BY stat_date, source_id;

-- The overview's rankings: per day and per month, for each affiliate and each product, kept from daily_stats by
-- statement triggers the way 0012 keeps daily_stat_totals, so a year's top affiliates read about 12 monthly rows per
-- affiliate plus a few days at the edges, never the year's daily_stats rows.
CREATE TABLE daily_user_stats (
  stat_date date NOT NULL,
  user_id bigint NOT NULL,
  clicks bigint NOT NULL,
  sales bigint NOT NULL,
  earnings_minor bigint NOT NULL,
  PRIMARY KEY (stat_date, user_id)
);
CREATE TABLE monthly_user_stats (
  -- The month's first day.
  month date NOT NULL,
  user_id bigint NOT NULL,
  clicks bigint NOT NULL,
  sales bigint NOT NULL,
  earnings_minor bigint NOT NULL,
  PRIMARY KEY (month, user_id)
);
CREATE TABLE daily_product_stats (
  stat_date date NOT NULL,
  product_id bigint NOT NULL,
  clicks bigint NOT NULL,
  sales bigint NOT NULL,
  earnings_minor bigint NOT NULL,
  PRIMARY KEY (stat_date, product_id)
);
CREATE TABLE monthly_product_stats (
  month date NOT NULL,
  product_id bigint NOT NULL,
  clicks bigint NOT NULL,
  sales bigint NOT NULL,
  earnings_minor bigint NOT NULL,
  PRIMARY KEY (month, product_id)
);

LOCK TABLE daily_stats IN SHARE ROW EXCLUSIVE MODE;

-- One statement per trigger: the delta rows (added +, removed −) go to the four tables, each in key order so
-- concurrent writers lock rows in the same order.
CREATE FUNCTION insight_rollups_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH delta AS (SELECT user_id, product_id, stat_date, clicks, sales, earnings_minor FROM added),
  u AS (
    INSERT INTO daily_user_stats AS t (stat_date, user_id, clicks, sales, earnings_minor)
    SELECT stat_date, user_id, SUM(clicks), SUM(sales), SUM(earnings_minor) FROM delta
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (stat_date, user_id) DO UPDATE SET clicks = t.clicks + EXCLUDED.clicks,
      sales = t.sales + EXCLUDED.sales, earnings_minor = t.earnings_minor + EXCLUDED.earnings_minor),
  m AS (
    INSERT INTO monthly_user_stats AS t (month, user_id, clicks, sales, earnings_minor)
    SELECT date_trunc('month', stat_date)::date, user_id, SUM(clicks), SUM(sales), SUM(earnings_minor) FROM delta
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (month, user_id) DO UPDATE SET clicks = t.clicks + EXCLUDED.clicks,
      sales = t.sales + EXCLUDED.sales, earnings_minor = t.earnings_minor + EXCLUDED.earnings_minor),
  p AS (
    INSERT INTO daily_product_stats AS t (stat_date, product_id, clicks, sales, earnings_minor)
    SELECT stat_date, product_id, SUM(clicks), SUM(sales), SUM(earnings_minor) FROM delta
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (stat_date, product_id) DO UPDATE SET clicks = t.clicks + EXCLUDED.clicks,
      sales = t.sales + EXCLUDED.sales, earnings_minor = t.earnings_minor + EXCLUDED.earnings_minor)
  INSERT INTO monthly_product_stats AS t (month, product_id, clicks, sales, earnings_minor)
  SELECT date_trunc('month', stat_date)::date, product_id, SUM(clicks), SUM(sales), SUM(earnings_minor) FROM delta
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (month, product_id) DO UPDATE SET clicks = t.clicks + EXCLUDED.clicks,
    sales = t.sales + EXCLUDED.sales, earnings_minor = t.earnings_minor + EXCLUDED.earnings_minor;
  RETURN NULL;
END $$;

CREATE FUNCTION insight_rollups_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH delta AS (
    SELECT user_id, product_id, stat_date, clicks, sales, earnings_minor FROM added
    UNION ALL
    SELECT user_id, product_id, stat_date, -clicks, -sales, -earnings_minor FROM removed),
  u AS (
    INSERT INTO daily_user_stats AS t (stat_date, user_id, clicks, sales, earnings_minor)
    SELECT stat_date, user_id, SUM(clicks), SUM(sales), SUM(earnings_minor) FROM delta
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (stat_date, user_id) DO UPDATE SET clicks = t.clicks + EXCLUDED.clicks,
      sales = t.sales + EXCLUDED.sales, earnings_minor = t.earnings_minor + EXCLUDED.earnings_minor),
  m AS (
    INSERT INTO monthly_user_stats AS t (month, user_id, clicks, sales, earnings_minor)
    SELECT date_trunc('month', stat_date)::date, user_id, SUM(clicks), SUM(sales), SUM(earnings_minor) FROM delta
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (month, user_id) DO UPDATE SET clicks = t.clicks + EXCLUDED.clicks,
      sales = t.sales + EXCLUDED.sales, earnings_minor = t.earnings_minor + EXCLUDED.earnings_minor),
  p AS (
    INSERT INTO daily_product_stats AS t (stat_date, product_id, clicks, sales, earnings_minor)
    SELECT stat_date, product_id, SUM(clicks), SUM(sales), SUM(earnings_minor) FROM delta
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (stat_date, product_id) DO UPDATE SET clicks = t.clicks + EXCLUDED.clicks,
      sales = t.sales + EXCLUDED.sales, earnings_minor = t.earnings_minor + EXCLUDED.earnings_minor)
  INSERT INTO monthly_product_stats AS t (month, product_id, clicks, sales, earnings_minor)
  SELECT date_trunc('month', stat_date)::date, product_id, SUM(clicks), SUM(sales), SUM(earnings_minor) FROM delta
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (month, product_id) DO UPDATE SET clicks = t.clicks + EXCLUDED.clicks,
    sales = t.sales + EXCLUDED.sales, earnings_minor = t.earnings_minor + EXCLUDED.earnings_minor;
  RETURN NULL;
END $$;

CREATE FUNCTION insight_rollups_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH delta AS (SELECT user_id, product_id, stat_date, -clicks AS clicks, -sales AS sales,
                        -earnings_minor AS earnings_minor FROM removed),
  u AS (
    INSERT INTO daily_user_stats AS t (stat_date, user_id, clicks, sales, earnings_minor)
    SELECT stat_date, user_id, SUM(clicks), SUM(sales), SUM(earnings_minor) FROM delta
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (stat_date, user_id) DO UPDATE SET clicks = t.clicks + EXCLUDED.clicks,
      sales = t.sales + EXCLUDED.sales, earnings_minor = t.earnings_minor + EXCLUDED.earnings_minor),
  m AS (
    INSERT INTO monthly_user_stats AS t (month, user_id, clicks, sales, earnings_minor)
    SELECT date_trunc('month', stat_date)::date, user_id, SUM(clicks), SUM(sales), SUM(earnings_minor) FROM delta
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (month, user_id) DO UPDATE SET clicks = t.clicks + EXCLUDED.clicks,
      sales = t.sales + EXCLUDED.sales, earnings_minor = t.earnings_minor + EXCLUDED.earnings_minor),
  p AS (
    INSERT INTO daily_product_stats AS t (stat_date, product_id, clicks, sales, earnings_minor)
    SELECT stat_date, product_id, SUM(clicks), SUM(sales), SUM(earnings_minor) FROM delta
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (stat_date, product_id) DO UPDATE SET clicks = t.clicks + EXCLUDED.clicks,
      sales = t.sales + EXCLUDED.sales, earnings_minor = t.earnings_minor + EXCLUDED.earnings_minor)
  INSERT INTO monthly_product_stats AS t (month, product_id, clicks, sales, earnings_minor)
  SELECT date_trunc('month', stat_date)::date, product_id, SUM(clicks), SUM(sales), SUM(earnings_minor) FROM delta
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (month, product_id) DO UPDATE SET clicks = t.clicks + EXCLUDED.clicks,
    sales = t.sales + EXCLUDED.sales, earnings_minor = t.earnings_minor + EXCLUDED.earnings_minor;
  RETURN NULL;
END $$;

CREATE FUNCTION insight_rollups_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM daily_user_stats;
  DELETE FROM monthly_user_stats;
  DELETE FROM daily_product_stats;
  DELETE FROM monthly_product_stats;
  RETURN NULL;
END $$;

CREATE TRIGGER insight_rollups_insert AFTER INSERT ON daily_stats
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION insight_rollups_insert();
CREATE TRIGGER insight_rollups_update AFTER UPDATE ON daily_stats
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION insight_rollups_update();
CREATE TRIGGER insight_rollups_delete AFTER DELETE ON daily_stats
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION insight_rollups_delete();
CREATE TRIGGER insight_rollups_truncate AFTER TRUNCATE ON daily_stats
  FOR EACH STATEMENT EXECUTE FUNCTION insight_rollups_truncate();

INSERT INTO daily_user_stats (stat_date, user_id, clicks, sales, earnings_minor)
SELECT stat_date, user_id, SUM(clicks), SUM(sales), SUM(earnings_minor) FROM daily_stats GROUP BY 1, 2;
INSERT INTO monthly_user_stats (month, user_id, clicks, sales, earnings_minor)
SELECT date_trunc('month', stat_date)::date, user_id, SUM(clicks), SUM(sales), SUM(earnings_minor)
FROM daily_stats GROUP BY 1, 2;
INSERT INTO daily_product_stats (stat_date, product_id, clicks, sales, earnings_minor)
SELECT stat_date, product_id, SUM(clicks), SUM(sales), SUM(earnings_minor) FROM daily_stats GROUP BY 1, 2;
INSERT INTO monthly_product_stats (month, product_id, clicks, sales, earnings_minor)
SELECT date_trunc('month', stat_date)::date, product_id, SUM(clicks), SUM(sales), SUM(earnings_minor)
FROM daily_stats GROUP BY 1, 2;

-- The money owed now, without summing the whole ledger: the ledger's sums per kind and available_on date (a few
-- hundred rows), kept by a statement trigger (the ledger is append-only). Same-day writers of one kind meet on one
-- row, as same-day stats writers already do on daily_stat_totals.
CREATE TABLE ledger_day_totals (
  kind text NOT NULL,
  available_on date NOT NULL,
  amount_minor bigint NOT NULL,
  PRIMARY KEY (kind, available_on)
);

LOCK TABLE ledger_entries IN SHARE ROW EXCLUSIVE MODE;

CREATE FUNCTION ledger_day_totals_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_day_totals AS t (kind, available_on, amount_minor)
  SELECT kind, available_on, SUM(amount_minor) FROM added GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (kind, available_on) DO UPDATE SET amount_minor = t.amount_minor + EXCLUDED.amount_minor;
  RETURN NULL;
END $$;

CREATE FUNCTION ledger_day_totals_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM ledger_day_totals;
  RETURN NULL;
END $$;

CREATE TRIGGER ledger_day_totals_insert AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION ledger_day_totals_insert();
CREATE TRIGGER ledger_day_totals_truncate AFTER TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_day_totals_truncate();

INSERT INTO ledger_day_totals (kind, available_on, amount_minor)
SELECT kind, available_on, SUM(amount_minor) FROM ledger_entries GROUP BY 1, 2;
