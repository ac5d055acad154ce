-- Payout batches (issue 13): payouts sent together per rail as one bank or wallet bulk file, their results, the
-- payout statuses 'processing' (in a batch, awaiting its result) and 'failed' (the bank or wallet refused it; the
-- reservation is released), and the admins' own file layouts. See docs/payout-operations.md.

ALTER TABLE payouts DROP CONSTRAINT payouts_status_check;
ALTER TABLE payouts ADD CONSTRAINT payouts_status_check
  CHECK (status IN ('pending', 'processing', 'paid', 'rejected', 'failed'));
-- Pending and processing payouts are undecided; paid, rejected and failed ones carry their decision time.
ALTER TABLE payouts DROP CONSTRAINT payouts_check1;
ALTER TABLE payouts ADD CONSTRAINT payouts_decided_check
  CHECK ((status IN ('pending', 'processing')) = (decided_at IS NULL));

-- A payout moves forward only: pending → processing (batched), pending → paid | rejected (one by one),
-- processing → paid | failed (a batch result). Everything else, a second decision included, is refused.
CREATE OR REPLACE FUNCTION payouts_decide_once() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT ((OLD.status = 'pending' AND NEW.status IN ('processing', 'paid', 'rejected'))
       OR (OLD.status = 'processing' AND NEW.status IN ('paid', 'failed'))) THEN
    RAISE EXCEPTION 'payout % is already %', OLD.id, OLD.status USING ERRCODE = 'P0005';
  END IF;
  RETURN NEW;
END;
$$;

INSERT INTO payout_status_count (status, n) VALUES ('processing', 0), ('failed', 0)
  ON CONFLICT (status) DO NOTHING;

-- Admin-defined file layouts (the built-in generic IBFT and wallet layouts live in code). `columns` is a JSON array
-- of { "field": ..., "header": ... } in file order; rows are never edited, only added.
CREATE TABLE payout_file_layouts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  kind text NOT NULL CHECK (kind IN ('bank', 'wallet', 'other')),
  columns jsonb NOT NULL,
  date_format text NOT NULL,
  amount_format text NOT NULL,
  created_by bigint NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- One batch per rail; its payouts are listed in payout_batch_items. A payout joins at most one batch, ever.
CREATE TABLE payout_batches (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  rail text NOT NULL CHECK (rail IN ('jazzcash', 'easypaisa', 'nayapay', 'sadapay', 'bank', 'other')),
  reference text NOT NULL UNIQUE,
  payout_count integer NOT NULL CHECK (payout_count > 0),
  total_minor bigint NOT NULL CHECK (total_minor > 0),
  created_by bigint NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payout_batches_list_idx ON payout_batches (created_at DESC, id DESC);
CREATE TRIGGER payout_batches_no_delete BEFORE DELETE ON payout_batches
  FOR EACH ROW EXECUTE FUNCTION forbid_change();

CREATE TABLE payout_batch_items (
  batch_id bigint NOT NULL REFERENCES payout_batches (id),
  payout_id bigint NOT NULL UNIQUE REFERENCES payouts (id),
  -- The result as recorded (null until then): who recorded it and when; the payout row holds the outcome too.
  result_status text CHECK (result_status IN ('paid', 'failed')),
  result_recorded_by bigint REFERENCES users (id),
  result_recorded_at timestamptz,
  PRIMARY KEY (batch_id, payout_id)
);
CREATE TRIGGER payout_batch_items_no_delete BEFORE DELETE ON payout_batch_items
  FOR EACH ROW EXECUTE FUNCTION forbid_change();
