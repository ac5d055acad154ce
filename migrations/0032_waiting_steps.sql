-- Steps that arrive before their order's sale (issue 29): a reversal or refund is kept here, per (source, order id),
-- with its event outcome `waiting`, and applied when the sale arrives; then applied_at is set. A source step keeps
-- its claimed key (so a retry stays a duplicate, and the key's row id is the cause of its ledger rows once it
-- applies); a waiting refund of the api source (POST /api/conversions) has no key, its conversion row is its key.
-- See docs/sources.md ("Steps in any order").
CREATE TABLE source_waiting_steps (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  source_id bigint NOT NULL REFERENCES sources (id),
  order_id text NOT NULL,
  key_id bigint REFERENCES source_keys (id),
  event_id bigint NOT NULL REFERENCES source_events (id),
  -- The step as domain/sources/conversion_step.ts states it (kind reverse or refund).
  step jsonb NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now(),
  applied_at timestamptz
);
CREATE INDEX source_waiting_steps_order_idx ON source_waiting_steps (source_id, order_id, id)
  WHERE applied_at IS NULL;
