-- Payout requests, their idempotency keys and invoices, and the guards that keep the ledger from being overspent.

CREATE TABLE payouts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  product_id bigint REFERENCES products (id),
  amount_minor bigint NOT NULL CHECK (amount_minor >= 100),
  method text NOT NULL CHECK (method IN ('jazzcash', 'easypaisa', 'nayapay', 'sadapay', 'bank', 'other')),
  account_type text,
  account_label text,
  account_name text,
  bank_name text,
  account_number text,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'paid', 'rejected')),
  transaction_id text,
  rejection_reason text,
  requested_at timestamptz NOT NULL,
  decided_at timestamptz,
  decided_by bigint REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (status <> 'paid' OR (transaction_id IS NOT NULL AND transaction_id <> '')),
  CHECK ((status = 'pending') = (decided_at IS NULL))
);
CREATE INDEX payouts_user_idx ON payouts (user_id, requested_at DESC, id DESC);
CREATE INDEX payouts_status_idx ON payouts (status, requested_at DESC, id DESC);

-- A decided payout is final: paying or rejecting twice can never happen, whatever the caller does.
CREATE FUNCTION payouts_decide_once() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status <> 'pending' THEN
    RAISE EXCEPTION 'payout % is already %', OLD.id, OLD.status USING ERRCODE = 'P0005';
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER payouts_decide_once BEFORE UPDATE ON payouts
  FOR EACH ROW EXECUTE FUNCTION payouts_decide_once();
CREATE TRIGGER payouts_no_delete BEFORE DELETE ON payouts
  FOR EACH ROW EXECUTE FUNCTION forbid_change();

-- A retried POST /api/payouts with the same Idempotency-Key returns the payout it already made.
CREATE TABLE payout_idempotency_keys (
  user_id bigint NOT NULL REFERENCES users (id),
  idempotency_key text NOT NULL,
  -- The normalized request as canonical JSON: the same key with another body is refused.
  request_fingerprint text NOT NULL,
  payout_id bigint NOT NULL REFERENCES payouts (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, idempotency_key)
);

-- The invoice of a paid payout, rendered by the server from the payout's own data at the moment of payment.
CREATE TABLE payout_invoices (
  payout_id bigint PRIMARY KEY REFERENCES payouts (id),
  invoice_number text NOT NULL UNIQUE,
  html text NOT NULL,
  issued_at timestamptz NOT NULL
);
CREATE TRIGGER payout_invoices_append_only BEFORE UPDATE OR DELETE ON payout_invoices
  FOR EACH ROW EXECUTE FUNCTION forbid_change();

-- The overspend guard: money leaves (payout_reserved, payout_paid) only while the user's available balance covers
-- it. The advisory lock serializes every outgoing movement of one user, so two racing requests are checked one
-- after the other against committed rows; the app takes the same lock first, this is the last line of defence.
CREATE FUNCTION ledger_entries_guard_balance() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  available bigint;
BEGIN
  IF NEW.kind IN ('payout_reserved', 'payout_paid') THEN
    PERFORM pg_advisory_xact_lock(5005, (NEW.user_id % 2147483647)::integer);
    SELECT COALESCE(SUM(amount_minor), 0) INTO available
      FROM ledger_entries WHERE user_id = NEW.user_id AND available_on <= NEW.available_on;
    IF available + NEW.amount_minor < 0 THEN
      RAISE EXCEPTION 'insufficient balance: available %, requested %', available, -NEW.amount_minor
        USING ERRCODE = 'P0004';
    END IF;
  END IF;
  RETURN NEW;
END;
$$;
CREATE TRIGGER ledger_entries_guard_balance BEFORE INSERT ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_guard_balance();
