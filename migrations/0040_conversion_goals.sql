-- Conversions carry a goal (issue 25, docs/offers.md "The earning path"): one (order id, goal) is one conversion,
-- in the api source's conversions and in every other source's orders. Existing rows are all the goal `sale`.

ALTER TABLE conversions ADD COLUMN goal text NOT NULL DEFAULT 'sale' CHECK (goal ~ '^[a-z0-9_]{1,32}$');
ALTER TABLE conversions DROP CONSTRAINT conversions_order_id_status_key;
ALTER TABLE conversions ADD CONSTRAINT conversions_order_goal_status_key UNIQUE (order_id, goal, status);

ALTER TABLE source_orders ADD COLUMN goal text NOT NULL DEFAULT 'sale' CHECK (goal ~ '^[a-z0-9_]{1,32}$');
ALTER TABLE source_orders DROP CONSTRAINT source_orders_source_id_order_id_key;
ALTER TABLE source_orders ADD CONSTRAINT source_orders_source_order_goal_key UNIQUE (source_id, order_id, goal);

-- What refunds and reversals took back of a conversion's earning (earning_minor stays what its rule made, so it can
-- be recomputed from earning_rule alone): credited = earning_minor - reversed_minor unless over_cap or rejected.
ALTER TABLE offer_conversions ADD COLUMN reversed_minor bigint NOT NULL DEFAULT 0 CHECK (reversed_minor >= 0);
CREATE INDEX offer_conversions_source_time_idx ON offer_conversions (source_id, occurred_at DESC, id DESC);

-- An admin's decision on an over_cap conversion credits it with ledger rows caused by its offer_conversions row.
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_source_type_check;
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_source_type_check CHECK (
  source_type IN ('sale', 'manual_stat', 'payout', 'source_step', 'offer_conversion'));

-- A refund of an api conversion lowers its own goal's sale day (0024 looked the sale up by order id alone).
CREATE OR REPLACE FUNCTION daily_source_stats_conversion() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d date := NEW.stat_date;
BEGIN
  IF NEW.status <> 'sale' THEN
    SELECT c.stat_date INTO d FROM conversions c
    WHERE c.order_id = NEW.order_id AND c.goal = NEW.goal AND c.status = 'sale';
    d := COALESCE(d, NEW.stat_date);
  END IF;
  PERFORM daily_source_stats_add(d, (SELECT id FROM sources WHERE kind = 'api'), NEW.sales_delta,
    CASE WHEN NEW.status = 'sale' THEN NEW.amount_minor ELSE -NEW.amount_minor END, NEW.earnings_minor);
  RETURN NULL;
END $$;
