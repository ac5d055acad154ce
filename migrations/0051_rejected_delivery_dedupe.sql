-- Refused deliveries (a bad signature, a malformed body) are kept once per source, sender address, code and minute;
-- the repeats of that minute are counted on the kept event instead of each storing a row (docs/sources.md).
ALTER TABLE source_events ADD COLUMN repeats integer NOT NULL DEFAULT 0;
ALTER TABLE source_events ADD COLUMN dedupe_key text;
CREATE UNIQUE INDEX source_events_dedupe_idx ON source_events (source_id, dedupe_key)
  WHERE dedupe_key IS NOT NULL;
