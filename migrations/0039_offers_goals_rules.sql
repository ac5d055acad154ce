-- Offers and payout rules (docs/offers.md): goals per product, affiliate groups (tiers), dated payout rules, caps,
-- and one row per conversion of any source that says what it earned, under which rule, and what the operator kept.

-- The sale goal's hold is its product's refund policy; other goals choose any hold, so the sale goal may too.
ALTER TABLE products DROP CONSTRAINT IF EXISTS products_refund_hold_days_check;
ALTER TABLE products ADD CONSTRAINT products_refund_hold_days_check CHECK (refund_hold_days BETWEEN 0 AND 365);

-- A product's goals. Every product has the goal `sale` (kept in step with products.commission_bp and
-- refund_hold_days). The payout here is the offer's current rate, shown on screens; the rate in force at a given
-- time is read from payout_rules (level offer), which keeps its history.
CREATE TABLE offer_goals (
  product_id bigint NOT NULL REFERENCES products (id),
  goal text NOT NULL CHECK (goal ~ '^[a-z0-9_]{1,32}$'),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  -- percent: basis points 0..10000 of the conversion's base; flat: ledger minor units per conversion.
  payout_type text NOT NULL CHECK (payout_type IN ('percent', 'flat')),
  payout_value bigint NOT NULL CHECK (payout_value >= 0),
  -- What the operator is paid for the conversion; null: unknown unless the source reports a payout.
  revenue_type text CHECK (revenue_type IN ('percent', 'flat')),
  revenue_value bigint CHECK (revenue_value >= 0),
  hold_days integer NOT NULL DEFAULT 0 CHECK (hold_days BETWEEN 0 AND 365),
  position integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (product_id, goal),
  CHECK ((revenue_type IS NULL) = (revenue_value IS NULL)),
  CHECK (payout_type <> 'percent' OR payout_value <= 10000)
);

INSERT INTO offer_goals (product_id, goal, name, payout_type, payout_value, hold_days)
SELECT id, 'sale', 'Sale', 'percent', commission_bp, refund_hold_days FROM products;

-- Affiliate groups, ranked (higher rank = better tier). Exactly one default group holds everyone not placed.
CREATE TABLE affiliate_groups (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  rank integer NOT NULL DEFAULT 0,
  is_default boolean NOT NULL DEFAULT false,
  -- Level-up condition over a calendar month (Asia/Karachi): approvedConversions (a count) or approvedSaleAmount /
  -- approvedPayout (ledger minor units). Null: no automatic moves into this group.
  level_metric text CHECK (level_metric IN ('approvedConversions', 'approvedSaleAmount', 'approvedPayout')),
  level_threshold bigint CHECK (level_threshold >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz,
  CHECK ((level_metric IS NULL) = (level_threshold IS NULL))
);
CREATE UNIQUE INDEX affiliate_groups_name_key ON affiliate_groups (lower(name)) WHERE deleted_at IS NULL;
CREATE UNIQUE INDEX affiliate_groups_one_default ON affiliate_groups (is_default) WHERE is_default AND deleted_at IS NULL;
INSERT INTO affiliate_groups (name, rank, is_default) VALUES ('Default', 0, true);

-- An affiliate's group (null: the default group); pinned by an admin means the monthly tier job leaves them.
ALTER TABLE users ADD COLUMN group_id bigint REFERENCES affiliate_groups (id);
ALTER TABLE users ADD COLUMN group_pinned boolean NOT NULL DEFAULT false;

-- Every move between groups, appended (admin, tier job); a conversion records the group it earned under.
CREATE TABLE affiliate_group_moves (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  from_group_id bigint REFERENCES affiliate_groups (id),
  to_group_id bigint REFERENCES affiliate_groups (id),
  -- 'admin' or 'tier:YYYY-MM' (the month whose figures decided it): one tier move per user and month.
  cause text NOT NULL,
  admin_id bigint REFERENCES users (id),
  moved_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX affiliate_group_moves_tier_once ON affiliate_group_moves (user_id, cause) WHERE cause LIKE 'tier:%';

-- Dated payout rules, appended and never edited. Level: global (product_id null), offer (product_id only), group
-- (group_id), affiliate (user_id). The rule in force for a conversion is the most specific with starts_at at or
-- before the conversion's time, the latest start winning within a level. Only a rule not yet in force is deleted.
CREATE TABLE payout_rules (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  product_id bigint REFERENCES products (id),
  goal text NOT NULL CHECK (goal ~ '^[a-z0-9_]{1,32}$'),
  group_id bigint REFERENCES affiliate_groups (id),
  user_id bigint REFERENCES users (id),
  payout_type text NOT NULL CHECK (payout_type IN ('percent', 'flat')),
  payout_value bigint NOT NULL CHECK (payout_value >= 0),
  starts_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by bigint REFERENCES users (id),
  deleted_at timestamptz,
  CHECK (group_id IS NULL OR user_id IS NULL),
  CHECK (product_id IS NOT NULL OR (group_id IS NULL AND user_id IS NULL)),
  CHECK (payout_type <> 'percent' OR payout_value <= 10000)
);
CREATE INDEX payout_rules_offer_idx ON payout_rules (product_id, goal, starts_at);

-- Every product's current sale rate becomes its first offer-level rule (in force since long before any earning
-- this migration could meet), and the global percent the first global rule.
INSERT INTO payout_rules (product_id, goal, payout_type, payout_value, starts_at)
SELECT id, 'sale', 'percent', commission_bp, timestamptz '2000-01-01T00:00:00Z' FROM products;
INSERT INTO payout_rules (product_id, goal, payout_type, payout_value, starts_at)
SELECT NULL, 'sale', 'percent', global_commission_bp, timestamptz '2000-01-01T00:00:00Z' FROM commission_settings;

-- Caps per offer and goal, optionally per affiliate; a new cap for the same scope supersedes (removed_at set on the
-- old one, which is kept).
CREATE TABLE offer_caps (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  product_id bigint NOT NULL REFERENCES products (id),
  goal text NOT NULL CHECK (goal ~ '^[a-z0-9_]{1,32}$'),
  user_id bigint REFERENCES users (id),
  period text NOT NULL CHECK (period IN ('day', 'month')),
  unit text NOT NULL CHECK (unit IN ('conversions', 'payout')),
  -- A count of conversions, or ledger minor units of affiliate payout.
  cap_limit bigint NOT NULL CHECK (cap_limit >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  created_by bigint REFERENCES users (id),
  removed_at timestamptz
);
CREATE UNIQUE INDEX offer_caps_one_live ON offer_caps (product_id, goal, COALESCE(user_id, 0), period)
  WHERE removed_at IS NULL;

-- What a cap has used in one period (Asia/Karachi day or month start): raised by a guarded UPDATE, so racing
-- conversions cannot pass the limit together.
CREATE TABLE offer_cap_usage (
  cap_id bigint NOT NULL REFERENCES offer_caps (id),
  period_start date NOT NULL,
  used bigint NOT NULL DEFAULT 0 CHECK (used >= 0),
  PRIMARY KEY (cap_id, period_start)
);

-- One row per conversion from any source (api, stores, postbacks, CSV): (source, order id, goal) is one conversion.
CREATE TABLE offer_conversions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  source_id bigint NOT NULL REFERENCES sources (id),
  order_id text NOT NULL,
  goal text NOT NULL CHECK (goal ~ '^[a-z0-9_]{1,32}$'),
  user_id bigint NOT NULL REFERENCES users (id),
  product_id bigint NOT NULL REFERENCES products (id),
  -- The group the affiliate was in when it converted (null: the default group).
  group_id bigint REFERENCES affiliate_groups (id),
  -- When it happened (the source's time when it states one, else when received): decides the rule in force.
  occurred_at timestamptz NOT NULL,
  stat_date date NOT NULL,
  status text NOT NULL CHECK (status IN ('pending', 'approved', 'over_cap', 'rejected', 'reversed')),
  -- In ledger minor units; null when the conversion has no amount (a flat goal reported without one).
  amount_minor bigint CHECK (amount_minor >= 0),
  -- What the network reported paying the operator, when it did (ledger minor units).
  reported_payout_minor bigint CHECK (reported_payout_minor >= 0),
  -- What the affiliate earns under the rule (credited unless over_cap or rejected), and why:
  -- { ruleId, level: affiliate|group|offer|global, type: percent|flat, value, base: sale|payout|null, baseAmount }.
  earning_minor bigint NOT NULL CHECK (earning_minor >= 0),
  earning_rule jsonb NOT NULL,
  -- The operator's revenue (the network's payout when reported, else the goal's revenue rule); null: unknown.
  revenue_minor bigint CHECK (revenue_minor >= 0),
  s1 text, s2 text, s3 text, s4 text, s5 text,
  -- The cap that held it (status over_cap) and the admin decision on it.
  cap_id bigint REFERENCES offer_caps (id),
  decided_by bigint REFERENCES users (id),
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (source_id, order_id, goal)
);
CREATE INDEX offer_conversions_user_time_idx ON offer_conversions (user_id, occurred_at DESC, id DESC);
CREATE INDEX offer_conversions_time_idx ON offer_conversions (occurred_at DESC, id DESC);
CREATE INDEX offer_conversions_over_cap_idx ON offer_conversions (status) WHERE status = 'over_cap';

-- Margin rollup per Asia/Karachi day, offer, goal, affiliate and source: the margin report reads this, never raw
-- conversions. Signed deltas are added as conversions are recorded, approved, reversed or refunded.
CREATE TABLE margin_daily (
  stat_date date NOT NULL,
  product_id bigint NOT NULL,
  goal text NOT NULL,
  user_id bigint NOT NULL,
  source_id bigint NOT NULL,
  conversions bigint NOT NULL DEFAULT 0,
  revenue_minor bigint NOT NULL DEFAULT 0,
  payout_minor bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (stat_date, product_id, goal, user_id, source_id)
);
