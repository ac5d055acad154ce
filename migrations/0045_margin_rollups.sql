-- The margin report's rollups (docs/offers.md "Margin report"), kept from margin_daily by a row trigger: the report
-- reads these small tables instead of margin_daily's one row per day, offer, goal, affiliate and source.
-- groupBy offer and goal read margin_offer_monthly with margin_offer_daily for the edge days, groupBy affiliate
-- margin_affiliate_monthly with margin_affiliate_daily; groupBy source and the daily series margin_source_daily.
CREATE TABLE margin_offer_daily (
  stat_date date NOT NULL,
  product_id bigint NOT NULL,
  goal text NOT NULL,
  conversions bigint NOT NULL DEFAULT 0,
  revenue_minor bigint NOT NULL DEFAULT 0,
  payout_minor bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (stat_date, product_id, goal)
);
-- month: the first day of an Asia/Karachi month.
CREATE TABLE margin_offer_monthly (
  month date NOT NULL,
  product_id bigint NOT NULL,
  goal text NOT NULL,
  conversions bigint NOT NULL DEFAULT 0,
  revenue_minor bigint NOT NULL DEFAULT 0,
  payout_minor bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (month, product_id, goal)
);
CREATE TABLE margin_source_daily (
  stat_date date NOT NULL,
  source_id bigint NOT NULL,
  conversions bigint NOT NULL DEFAULT 0,
  revenue_minor bigint NOT NULL DEFAULT 0,
  payout_minor bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (stat_date, source_id)
);
CREATE TABLE margin_affiliate_daily (
  stat_date date NOT NULL,
  user_id bigint NOT NULL,
  conversions bigint NOT NULL DEFAULT 0,
  revenue_minor bigint NOT NULL DEFAULT 0,
  payout_minor bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (stat_date, user_id)
);
-- month: the first day of an Asia/Karachi month.
CREATE TABLE margin_affiliate_monthly (
  month date NOT NULL,
  user_id bigint NOT NULL,
  conversions bigint NOT NULL DEFAULT 0,
  revenue_minor bigint NOT NULL DEFAULT 0,
  payout_minor bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (month, user_id)
);

-- No margin delta may slip between the backfill and the trigger.
LOCK TABLE margin_daily IN SHARE ROW EXCLUSIVE MODE;

CREATE FUNCTION margin_rollups_add(d date, product bigint, g text, usr bigint, src bigint,
  n bigint, revenue bigint, payout bigint)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO margin_offer_daily AS t (stat_date, product_id, goal, conversions, revenue_minor, payout_minor)
  VALUES (d, product, g, n, revenue, payout)
  ON CONFLICT (stat_date, product_id, goal) DO UPDATE SET conversions = t.conversions + EXCLUDED.conversions,
    revenue_minor = t.revenue_minor + EXCLUDED.revenue_minor, payout_minor = t.payout_minor + EXCLUDED.payout_minor;
  INSERT INTO margin_offer_monthly AS t (month, product_id, goal, conversions, revenue_minor, payout_minor)
  VALUES (date_trunc('month', d)::date, product, g, n, revenue, payout)
  ON CONFLICT (month, product_id, goal) DO UPDATE SET conversions = t.conversions + EXCLUDED.conversions,
    revenue_minor = t.revenue_minor + EXCLUDED.revenue_minor, payout_minor = t.payout_minor + EXCLUDED.payout_minor;
  INSERT INTO margin_source_daily AS t (stat_date, source_id, conversions, revenue_minor, payout_minor)
  VALUES (d, src, n, revenue, payout)
  ON CONFLICT (stat_date, source_id) DO UPDATE SET conversions = t.conversions + EXCLUDED.conversions,
    revenue_minor = t.revenue_minor + EXCLUDED.revenue_minor, payout_minor = t.payout_minor + EXCLUDED.payout_minor;
  INSERT INTO margin_affiliate_daily AS t (stat_date, user_id, conversions, revenue_minor, payout_minor)
  VALUES (d, usr, n, revenue, payout)
  ON CONFLICT (stat_date, user_id) DO UPDATE SET conversions = t.conversions + EXCLUDED.conversions,
    revenue_minor = t.revenue_minor + EXCLUDED.revenue_minor, payout_minor = t.payout_minor + EXCLUDED.payout_minor;
  INSERT INTO margin_affiliate_monthly AS t (month, user_id, conversions, revenue_minor, payout_minor)
  VALUES (date_trunc('month', d)::date, usr, n, revenue, payout)
  ON CONFLICT (month, user_id) DO UPDATE SET conversions = t.conversions + EXCLUDED.conversions,
    revenue_minor = t.revenue_minor + EXCLUDED.revenue_minor, payout_minor = t.payout_minor + EXCLUDED.payout_minor;
$$;

-- Every change of a margin_daily row (an insert, the upsert's update, a delete) adds its difference.
CREATE FUNCTION margin_rollups_row() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM margin_rollups_add(OLD.stat_date, OLD.product_id, OLD.goal, OLD.user_id, OLD.source_id,
      -OLD.conversions, -OLD.revenue_minor, -OLD.payout_minor);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM margin_rollups_add(NEW.stat_date, NEW.product_id, NEW.goal, NEW.user_id, NEW.source_id,
      NEW.conversions, NEW.revenue_minor, NEW.payout_minor);
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER margin_daily_rollups AFTER INSERT OR UPDATE OR DELETE ON margin_daily
  FOR EACH ROW EXECUTE FUNCTION margin_rollups_row();

INSERT INTO margin_offer_daily (stat_date, product_id, goal, conversions, revenue_minor, payout_minor)
SELECT stat_date, product_id, goal, sum(conversions), sum(revenue_minor), sum(payout_minor)
FROM margin_daily GROUP BY stat_date, product_id, goal;
INSERT INTO margin_offer_monthly (month, product_id, goal, conversions, revenue_minor, payout_minor)
SELECT date_trunc('month', stat_date)::date, product_id, goal, sum(conversions), sum(revenue_minor), sum(payout_minor)
FROM margin_daily GROUP BY date_trunc('month', stat_date)::date, product_id, goal;
INSERT INTO margin_source_daily (stat_date, source_id, conversions, revenue_minor, payout_minor)
SELECT stat_date, source_id, sum(conversions), sum(revenue_minor), sum(payout_minor)
FROM margin_daily GROUP BY stat_date, source_id;
INSERT INTO margin_affiliate_daily (stat_date, user_id, conversions, revenue_minor, payout_minor)
SELECT stat_date, user_id, sum(conversions), sum(revenue_minor), sum(payout_minor)
FROM margin_daily GROUP BY stat_date, user_id;
INSERT INTO margin_affiliate_monthly (month, user_id, conversions, revenue_minor, payout_minor)
SELECT date_trunc('month', stat_date)::date, user_id, sum(conversions), sum(revenue_minor), sum(payout_minor)
FROM margin_daily GROUP BY date_trunc('month', stat_date)::date, user_id;
