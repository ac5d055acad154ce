-- API keys (docs/api-keys.md): operators' keys (`kamai_sk_…`, scoped) that call the API without a session. Only the
-- SHA-256 of a key is kept (a key carries 192 random bits, so a fast hash is enough and lets a lookup use an index);
-- the key itself is answered once, when made. A key acts as the admin who made it; revoking is dating it, never
-- deleting, so the audit trail and "last used" stay readable.
CREATE TABLE api_keys (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- 'operator' (kamai_sk_, an admin's); room for the affiliates' read-only 'affiliate' keys (kamai_ak_).
  kind text NOT NULL CHECK (kind IN ('operator', 'affiliate')),
  user_id bigint NOT NULL REFERENCES users (id),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  scopes text[] NOT NULL CHECK (cardinality(scopes) BETWEEN 1 AND 20),
  -- Hex SHA-256 of the whole key.
  key_hash text NOT NULL UNIQUE CHECK (key_hash ~ '^[0-9a-f]{64}$'),
  -- The first characters of the key (its kind prefix and 4 more), so a list can tell keys apart.
  key_prefix text NOT NULL CHECK (length(key_prefix) BETWEEN 1 AND 20),
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX api_keys_user_idx ON api_keys (kind, user_id, id DESC);
