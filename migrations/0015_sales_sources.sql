-- Sales sources (issue 11): stores and networks that report sales, every delivery as an event, the keys that make
-- retries duplicates, each order's progress, coupon codes, and the ledger kinds of pending earnings.

CREATE TABLE sources (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  kind text NOT NULL CHECK (kind IN ('shopify', 'woocommerce', 'postback', 'api')),
  -- The signing key (Shopify, WooCommerce) or the URL token (postback); the built-in api source signs with
  -- CONVERSIONS_SECRET, so it has none.
  secret text CHECK (secret IS NULL OR length(secret) BETWEEN 16 AND 200),
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  commission_base text NOT NULL DEFAULT 'sale' CHECK (commission_base IN ('sale', 'payout')),
  params jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- Deleted sources keep their events (and the ledger rows pointing at them); their endpoints answer 404.
  deleted_at timestamptz,
  CHECK ((kind = 'api') = (secret IS NULL))
);
-- The postback endpoint finds its source by the URL's token.
CREATE UNIQUE INDEX sources_postback_token ON sources (secret) WHERE kind = 'postback' AND deleted_at IS NULL;
CREATE UNIQUE INDEX sources_one_api ON sources (kind) WHERE kind = 'api';
INSERT INTO sources (name, kind, secret, currency) VALUES ('API', 'api', NULL, 'PKR');

CREATE TABLE source_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  source_id bigint NOT NULL REFERENCES sources (id),
  received_at timestamptz NOT NULL DEFAULT now(),
  -- The topic (Shopify, WooCommerce) or "postback".
  kind text NOT NULL,
  outcome text NOT NULL CHECK (outcome IN ('attributed', 'duplicate', 'unattributed', 'ignored', 'rejected')),
  order_id text,
  reason text,
  user_id bigint,
  product_id bigint,
  -- An unattributed delivery's steps, replayed when an admin attributes it (then attributed_at is set).
  steps jsonb,
  attributed_at timestamptz
);
CREATE INDEX source_events_list_idx ON source_events (source_id, id DESC);
CREATE INDEX source_events_outcome_idx ON source_events (source_id, outcome, id DESC);

-- Delivery keys (shopify-webhook:…, shopify-event:…) and step keys (order:<id>:sale, refund:<id>), once per source.
-- A step's row id is the cause of its ledger rows (source_type 'source_step').
CREATE TABLE source_keys (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  source_id bigint NOT NULL REFERENCES sources (id),
  key text NOT NULL,
  event_id bigint NOT NULL REFERENCES source_events (id),
  UNIQUE (source_id, key)
);

-- What each order has earned and lost so far (domain/sources/order_progress.ts), and whom it credits.
CREATE TABLE source_orders (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  source_id bigint NOT NULL REFERENCES sources (id),
  order_id text NOT NULL,
  user_id bigint NOT NULL REFERENCES users (id),
  product_id bigint NOT NULL REFERENCES products (id),
  status text NOT NULL CHECK (status IN ('pending', 'approved', 'reversed')),
  sale_minor bigint NOT NULL CHECK (sale_minor >= 0),
  earned_minor bigint NOT NULL CHECK (earned_minor >= 0),
  reversed_minor bigint NOT NULL DEFAULT 0,
  refunded_minor bigint NOT NULL DEFAULT 0 CHECK (refunded_minor >= 0),
  refund_hold_days int NOT NULL,
  -- The Asia/Karachi day the sale was recorded (stats) and the day its approved earnings become payable.
  sale_date date NOT NULL,
  available_on date,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (source_id, order_id),
  CHECK (reversed_minor BETWEEN 0 AND earned_minor)
);

CREATE TABLE coupons (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  product_id bigint NOT NULL REFERENCES products (id),
  -- As the admin typed it (shown to the affiliate) and normalised (trimmed, lower-cased) for matching.
  code text NOT NULL CHECK (length(code) BETWEEN 1 AND 100),
  code_key text NOT NULL UNIQUE CHECK (code_key = lower(btrim(code))),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX coupons_user_idx ON coupons (user_id, product_id);

-- Pending earnings sit in the ledger at available_on 'infinity' (never payable, outside every balance and the
-- overspend guard) until an approval moves them out (pending_approved) and in as an earning, or a refund or
-- reversal voids them (pending_reversal). Several partial refunds of one order are one step row each.
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_kind_check;
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_kind_check CHECK (kind IN (
  'earning', 'earning_reversal', 'payout_reserved', 'payout_released', 'payout_paid',
  'pending_earning', 'pending_approved', 'pending_reversal'));
ALTER TABLE ledger_entries DROP CONSTRAINT ledger_entries_source_type_check;
ALTER TABLE ledger_entries ADD CONSTRAINT ledger_entries_source_type_check CHECK (
  source_type IN ('sale', 'manual_stat', 'payout', 'source_step'));
