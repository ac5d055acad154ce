-- Products, commission, affiliate links, click and sale tracking, manual stats and the daily stats rollup.

-- Images live in the database so the app keeps no local files (Deno Deploy); served by content-addressed URL.
CREATE TABLE product_images (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp')),
  bytes bytea NOT NULL,
  -- First hex digits of the SHA-256 of bytes: part of the URL, so a new image never hits an old cache entry.
  sha256 text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE products (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title text NOT NULL,
  description text NOT NULL,
  commission_bp integer NOT NULL CHECK (commission_bp BETWEEN 0 AND 10000),
  -- The refund policy as hold days: 0 = no refunds (payable at once), 30 = 30-day money-back guarantee.
  refund_hold_days integer NOT NULL DEFAULT 0 CHECK (refund_hold_days IN (0, 30)),
  image_id bigint REFERENCES product_images (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);

-- Exactly one row (id is always true): the global commission, the default for new products.
CREATE TABLE commission_settings (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  global_commission_bp integer NOT NULL CHECK (global_commission_bp BETWEEN 0 AND 10000),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- The landing page promises 50%.
INSERT INTO commission_settings (id, global_commission_bp) VALUES (true, 5000);

CREATE TABLE affiliate_links (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  product_id bigint NOT NULL REFERENCES products (id),
  destination_url text NOT NULL,
  -- The short code of the tracked URL PUBLIC_URL/go/{code}.
  code text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, product_id)
);

-- Counted clicks only (bots and repeats never get here). No raw IP: visitor_hash is a keyed hash of address + agent.
CREATE TABLE clicks (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The public click id handed to the merchant in the redirect.
  click_id text NOT NULL UNIQUE,
  link_id bigint NOT NULL REFERENCES affiliate_links (id),
  user_id bigint NOT NULL,
  product_id bigint NOT NULL,
  visitor_hash text NOT NULL,
  -- Hours since the epoch: with the unique key, a visitor counts at most once per link and hour on every instance.
  dedupe_hour integer NOT NULL,
  stat_date date NOT NULL,
  clicked_at timestamptz NOT NULL,
  UNIQUE (link_id, visitor_hash, dedupe_hour)
);

-- Sales and refunds reported by the merchant; idempotent per order id and status.
CREATE TABLE conversions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id text NOT NULL,
  status text NOT NULL CHECK (status IN ('sale', 'refund')),
  click_id text,
  link_id bigint NOT NULL REFERENCES affiliate_links (id),
  user_id bigint NOT NULL REFERENCES users (id),
  product_id bigint NOT NULL REFERENCES products (id),
  amount_minor bigint NOT NULL CHECK (amount_minor >= 0),
  commission_bp integer NOT NULL,
  -- Signed effect on the figures: a sale adds (+1, +earnings), a refund takes them back (-1, -earnings).
  sales_delta integer NOT NULL,
  earnings_minor bigint NOT NULL,
  stat_date date NOT NULL,
  -- The ledger date of the sale's earning; a refund's reversal carries the same date.
  available_on date NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (order_id, status)
);

-- Manual stat records entered by an admin; each adds to that day's figures.
CREATE TABLE stat_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  product_id bigint NOT NULL REFERENCES products (id),
  stat_date date NOT NULL,
  clicks integer NOT NULL CHECK (clicks >= 0),
  sales integer NOT NULL CHECK (sales >= 0),
  earnings_minor bigint NOT NULL CHECK (earnings_minor >= 0),
  admin_id bigint NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The per-Asia/Karachi-day rollup every stats screen reads: clicks + conversions + stat_entries, kept in step.
CREATE TABLE daily_stats (
  user_id bigint NOT NULL,
  product_id bigint NOT NULL,
  stat_date date NOT NULL,
  clicks bigint NOT NULL DEFAULT 0,
  sales bigint NOT NULL DEFAULT 0,
  earnings_minor bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, product_id, stat_date)
);
CREATE INDEX daily_stats_date_idx ON daily_stats (stat_date);
CREATE INDEX daily_stats_user_date_idx ON daily_stats (user_id, stat_date);
