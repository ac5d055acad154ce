-- A store's webhook is addressed by an unguessable token (two random UUIDs, 244 random bits, as 64 hex digits)
-- instead of its sequential id; the id URLs keep working for sources that exist (docs/sources.md).
ALTER TABLE sources ADD COLUMN endpoint_token text;
UPDATE sources SET endpoint_token =
  replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '');
ALTER TABLE sources ALTER COLUMN endpoint_token
  SET DEFAULT replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '');
ALTER TABLE sources ALTER COLUMN endpoint_token SET NOT NULL;
CREATE UNIQUE INDEX sources_endpoint_token_idx ON sources (endpoint_token);
