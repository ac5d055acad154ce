-- Exchange rates (issue 29): the ledger has one currency (payout_settings.currency); a source in another currency has
-- each delivery's amounts converted at the rate in force on the delivery's Asia/Karachi date (docs/money.md).

-- Append-only: a row is never updated or deleted. Several rows may share (currency, rate_date): the newest (highest
-- id) is the one in force for conversions made after it; conversions already made keep the rate they recorded.
CREATE TABLE exchange_rates (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  currency text NOT NULL CHECK (currency ~ '^[A-Z]{3}$'),
  rate_date date NOT NULL,
  -- Ledger units per one unit of `currency`, exactly as written (normalised decimal text, never a float).
  rate text NOT NULL CHECK (rate ~ '^[0-9]{1,12}(\.[0-9]{0,9}[1-9])?$' AND rate !~ '^0+$'),
  created_by bigint REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
-- The rate in force on a date: the greatest rate_date <= it, the newest row on ties.
CREATE INDEX exchange_rates_in_force_idx ON exchange_rates (currency, rate_date DESC, id DESC);

-- What a delivery's conversion was: the original currency, the rate and its date, and the original and converted
-- amounts (JSON: originalAmountMinor, amountMinor, originalPayoutMinor, payoutMinor). Shown with the event, the
-- admin's sale details and the affiliate's report.
ALTER TABLE source_events ADD COLUMN conversion jsonb;
-- A delivery kept `waiting` for the rate of (waiting_currency, waiting_date); both null otherwise. Only these events
-- are replayed when a rate covering the date is added (other `waiting` events wait for their order's sale).
ALTER TABLE source_events ADD COLUMN waiting_currency text;
ALTER TABLE source_events ADD COLUMN waiting_date date;
CREATE INDEX source_events_waiting_rate_idx ON source_events (waiting_currency, waiting_date, id)
  WHERE waiting_currency IS NOT NULL;
CREATE INDEX source_events_converted_idx ON source_events (user_id, id DESC) WHERE conversion IS NOT NULL;

-- The rate an order's sale was converted at: its later refunds and reversals convert at the same rate, so a refund
-- takes back the share of the sale it states.
ALTER TABLE source_orders ADD COLUMN rate_currency text;
ALTER TABLE source_orders ADD COLUMN rate text;
ALTER TABLE source_orders ADD COLUMN rate_date date;
