-- Core tables every capability builds on: people, the admin audit trail, the money ledger, kept secrets.

CREATE TABLE users (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL,
  password_hash text NOT NULL,
  role text NOT NULL DEFAULT 'user' CHECK (role IN ('user', 'admin')),
  is_verified boolean NOT NULL DEFAULT false,
  is_approved boolean NOT NULL DEFAULT false,
  -- Bumped on password reset or block so every token issued before stops working.
  token_version integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE UNIQUE INDEX users_email_key ON users (email);

-- Append-only: every admin change writes one row in the same transaction as the change.
CREATE TABLE audit_logs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  admin_id bigint NOT NULL REFERENCES users (id),
  action text NOT NULL,
  details text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX audit_logs_created_at_idx ON audit_logs (created_at DESC, id DESC);

-- Append-only money movements; a balance is always a sum of these rows.
-- Signs: earning +, earning_reversal -, payout_reserved -, payout_released +, payout_paid (see payouts).
CREATE TABLE ledger_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  product_id bigint,
  kind text NOT NULL CHECK (kind IN ('earning', 'earning_reversal', 'payout_reserved', 'payout_released', 'payout_paid')),
  amount_minor bigint NOT NULL,
  -- Asia/Karachi date from which the amount counts towards the available balance (hold periods).
  available_on date NOT NULL,
  source_type text NOT NULL CHECK (source_type IN ('sale', 'manual_stat', 'payout')),
  source_id bigint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (source_type, source_id, kind)
);
CREATE INDEX ledger_entries_user_idx ON ledger_entries (user_id, available_on);

CREATE FUNCTION forbid_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION '% is append-only', TG_TABLE_NAME;
END;
$$;
CREATE TRIGGER audit_logs_append_only BEFORE UPDATE OR DELETE ON audit_logs
  FOR EACH ROW EXECUTE FUNCTION forbid_change();
CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION forbid_change();

-- Secrets generated once in development (JWT, ALTCHA, conversions) so restarts keep sessions valid.
CREATE TABLE app_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
