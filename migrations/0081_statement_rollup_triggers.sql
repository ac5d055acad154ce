-- Issue 32: an import writes a batch's margin rows and orders in one statement each, and their row triggers made
-- that statement cost five upserts per margin row (ten for an upsert that updates) and one per order. The rollups
-- are now kept by statement triggers that read the statement's transition tables and add each rollup row's summed
-- difference once, in key order. The sums are the row triggers' sums: every changed row adds NEW less OLD.

-- margin_daily -> its five rollups (0045). Deltas come as parallel arrays, one element per changed margin row.
CREATE FUNCTION margin_rollups_add_many(d date[], product bigint[], g text[], usr bigint[], src bigint[],
  n bigint[], revenue bigint[], payout bigint[])
RETURNS void LANGUAGE sql AS $$
  INSERT INTO margin_offer_daily AS t (stat_date, product_id, goal, conversions, revenue_minor, payout_minor)
  SELECT x.d, x.product, x.g, sum(x.n), sum(x.revenue), sum(x.payout)
  FROM unnest(d, product, g, usr, src, n, revenue, payout) AS x(d, product, g, usr, src, n, revenue, payout)
  GROUP BY x.d, x.product, x.g ORDER BY x.d, x.product, x.g
  ON CONFLICT (stat_date, product_id, goal) DO UPDATE SET conversions = t.conversions + EXCLUDED.conversions,
    revenue_minor = t.revenue_minor + EXCLUDED.revenue_minor, payout_minor = t.payout_minor + EXCLUDED.payout_minor;
  INSERT INTO margin_offer_monthly AS t (month, product_id, goal, conversions, revenue_minor, payout_minor)
  SELECT date_trunc('month', x.d)::date, x.product, x.g, sum(x.n), sum(x.revenue), sum(x.payout)
  FROM unnest(d, product, g, usr, src, n, revenue, payout) AS x(d, product, g, usr, src, n, revenue, payout)
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (month, product_id, goal) DO UPDATE SET conversions = t.conversions + EXCLUDED.conversions,
    revenue_minor = t.revenue_minor + EXCLUDED.revenue_minor, payout_minor = t.payout_minor + EXCLUDED.payout_minor;
  INSERT INTO margin_source_daily AS t (stat_date, source_id, conversions, revenue_minor, payout_minor)
  SELECT x.d, x.src, sum(x.n), sum(x.revenue), sum(x.payout)
  FROM unnest(d, product, g, usr, src, n, revenue, payout) AS x(d, product, g, usr, src, n, revenue, payout)
  GROUP BY x.d, x.src ORDER BY x.d, x.src
  ON CONFLICT (stat_date, source_id) DO UPDATE SET conversions = t.conversions + EXCLUDED.conversions,
    revenue_minor = t.revenue_minor + EXCLUDED.revenue_minor, payout_minor = t.payout_minor + EXCLUDED.payout_minor;
  INSERT INTO margin_affiliate_daily AS t (stat_date, user_id, conversions, revenue_minor, payout_minor)
  SELECT x.d, x.usr, sum(x.n), sum(x.revenue), sum(x.payout)
  FROM unnest(d, product, g, usr, src, n, revenue, payout) AS x(d, product, g, usr, src, n, revenue, payout)
  GROUP BY x.d, x.usr ORDER BY x.d, x.usr
  ON CONFLICT (stat_date, user_id) DO UPDATE SET conversions = t.conversions + EXCLUDED.conversions,
    revenue_minor = t.revenue_minor + EXCLUDED.revenue_minor, payout_minor = t.payout_minor + EXCLUDED.payout_minor;
  INSERT INTO margin_affiliate_monthly AS t (month, user_id, conversions, revenue_minor, payout_minor)
  SELECT date_trunc('month', x.d)::date, x.usr, sum(x.n), sum(x.revenue), sum(x.payout)
  FROM unnest(d, product, g, usr, src, n, revenue, payout) AS x(d, product, g, usr, src, n, revenue, payout)
  GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (month, user_id) DO UPDATE SET conversions = t.conversions + EXCLUDED.conversions,
    revenue_minor = t.revenue_minor + EXCLUDED.revenue_minor, payout_minor = t.payout_minor + EXCLUDED.payout_minor;
$$;

-- A transition table may serve one event only: a trigger per event, each adding its rows' differences.
CREATE FUNCTION margin_rollups_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM margin_rollups_add_many(array_agg(stat_date), array_agg(product_id), array_agg(goal), array_agg(user_id),
    array_agg(source_id), array_agg(conversions), array_agg(revenue_minor), array_agg(payout_minor))
  FROM added HAVING count(*) > 0;
  RETURN NULL;
END $$;

CREATE FUNCTION margin_rollups_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM margin_rollups_add_many(array_agg(stat_date), array_agg(product_id), array_agg(goal), array_agg(user_id),
    array_agg(source_id), array_agg(conversions), array_agg(revenue_minor), array_agg(payout_minor))
  FROM (SELECT stat_date, product_id, goal, user_id, source_id, conversions, revenue_minor, payout_minor FROM added
        UNION ALL
        SELECT stat_date, product_id, goal, user_id, source_id, -conversions, -revenue_minor, -payout_minor
        FROM removed) x
  HAVING count(*) > 0;
  RETURN NULL;
END $$;

CREATE FUNCTION margin_rollups_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM margin_rollups_add_many(array_agg(stat_date), array_agg(product_id), array_agg(goal), array_agg(user_id),
    array_agg(source_id), array_agg(-conversions), array_agg(-revenue_minor), array_agg(-payout_minor))
  FROM removed HAVING count(*) > 0;
  RETURN NULL;
END $$;

DROP TRIGGER margin_daily_rollups ON margin_daily;
CREATE TRIGGER margin_daily_rollups_insert AFTER INSERT ON margin_daily
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION margin_rollups_inserted();
CREATE TRIGGER margin_daily_rollups_update AFTER UPDATE ON margin_daily
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION margin_rollups_updated();
CREATE TRIGGER margin_daily_rollups_delete AFTER DELETE ON margin_daily
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION margin_rollups_deleted();

-- source_orders -> daily_source_stats (0024): an order counts as one sale of its net amount until it is reversed;
-- an update adds the difference of its new and old standing (a row whose standing did not move adds nothing).
CREATE FUNCTION daily_source_stats_orders_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO daily_source_stats AS t (stat_date, source_id, sales, revenue_minor, earnings_minor)
  SELECT sale_date, source_id,
    sum(CASE WHEN status = 'reversed' THEN 0 ELSE 1 END),
    sum(CASE WHEN status = 'reversed' THEN 0 ELSE GREATEST(0, sale_minor - refunded_minor) END),
    sum(earned_minor - reversed_minor)
  FROM added GROUP BY 1, 2 ORDER BY 1, 2
  ON CONFLICT (stat_date, source_id) DO UPDATE SET sales = t.sales + EXCLUDED.sales,
    revenue_minor = t.revenue_minor + EXCLUDED.revenue_minor,
    earnings_minor = t.earnings_minor + EXCLUDED.earnings_minor;
  RETURN NULL;
END $$;

CREATE FUNCTION daily_source_stats_orders_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO daily_source_stats AS t (stat_date, source_id, sales, revenue_minor, earnings_minor)
  SELECT d, src, sum(n), sum(revenue), sum(earnings)
  FROM (
    SELECT a.sale_date AS d, a.source_id AS src,
      CASE WHEN a.status = 'reversed' THEN 0 ELSE 1 END - CASE WHEN r.status = 'reversed' THEN 0 ELSE 1 END AS n,
      CASE WHEN a.status = 'reversed' THEN 0 ELSE GREATEST(0, a.sale_minor - a.refunded_minor) END
        - CASE WHEN r.status = 'reversed' THEN 0 ELSE GREATEST(0, r.sale_minor - r.refunded_minor) END AS revenue,
      (a.earned_minor - a.reversed_minor) - (r.earned_minor - r.reversed_minor) AS earnings
    FROM added a JOIN removed r ON r.id = a.id
  ) x
  WHERE n <> 0 OR revenue <> 0 OR earnings <> 0
  GROUP BY d, src ORDER BY d, src
  ON CONFLICT (stat_date, source_id) DO UPDATE SET sales = t.sales + EXCLUDED.sales,
    revenue_minor = t.revenue_minor + EXCLUDED.revenue_minor,
    earnings_minor = t.earnings_minor + EXCLUDED.earnings_minor;
  RETURN NULL;
END $$;

DROP TRIGGER daily_source_stats_order ON source_orders;
CREATE TRIGGER daily_source_stats_orders_insert AFTER INSERT ON source_orders
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION daily_source_stats_orders_inserted();
CREATE TRIGGER daily_source_stats_orders_update AFTER UPDATE ON source_orders
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT
  EXECUTE FUNCTION daily_source_stats_orders_updated();
