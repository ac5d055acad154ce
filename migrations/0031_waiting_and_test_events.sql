-- Two event outcomes: `waiting` (a step kept on its order until what it needs arrives: the sale it reverses or
-- refunds, or the exchange rate of its date) and `test` (a store's test order: recorded, never credited).
-- See docs/sources.md.
ALTER TABLE source_events DROP CONSTRAINT source_events_outcome_check;
ALTER TABLE source_events ADD CONSTRAINT source_events_outcome_check CHECK (
  outcome IN ('attributed', 'duplicate', 'unattributed', 'ignored', 'rejected', 'waiting', 'test')
);
