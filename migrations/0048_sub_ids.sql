-- Sub-ids (docs/sub-ids.md): up to five labels per click, carried to its conversions, and the per-day breakdown
-- rollup every "grouped by" answer reads, so no breakdown ever scans raw clicks.
ALTER TABLE clicks ADD COLUMN s1 text, ADD COLUMN s2 text, ADD COLUMN s3 text, ADD COLUMN s4 text,
  ADD COLUMN s5 text;
ALTER TABLE conversions ADD COLUMN s1 text, ADD COLUMN s2 text, ADD COLUMN s3 text, ADD COLUMN s4 text,
  ADD COLUMN s5 text;
-- The click a source order's sale came through: its later refunds and reversals leave the same breakdown rows.
ALTER TABLE source_orders ADD COLUMN click_id text;

-- One row per Asia/Karachi day, affiliate, product, sale source, dimension and value. A dimension is one of
-- s1..s5 (and, from 0050, where a click came from: country, city, device, os, browser, referrer). Clicks have no
-- sale source: they are kept under source_id 0, sales under the source that reported them (the api source for
-- POST /api/conversions). A click or sale without a value for a dimension adds no row for it.
CREATE TABLE daily_breakdown_stats (
  dimension text NOT NULL,
  user_id bigint NOT NULL,
  stat_date date NOT NULL,
  product_id bigint NOT NULL,
  source_id bigint NOT NULL,
  value text NOT NULL,
  clicks bigint NOT NULL DEFAULT 0,
  sales bigint NOT NULL DEFAULT 0,
  earnings_minor bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (dimension, user_id, stat_date, product_id, source_id, value)
);
-- The admin's breakdown over every affiliate.
CREATE INDEX daily_breakdown_stats_date_idx ON daily_breakdown_stats (dimension, stat_date);
