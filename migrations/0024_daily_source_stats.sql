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
