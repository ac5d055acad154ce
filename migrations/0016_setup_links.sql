-- First run: one-time setup links that create the first admin. Only a SHA-256 hash of each token is kept; every
-- instance that starts while no admin exists adds its own link, and creating the admin marks all of them used, so a
-- link never works again (also after a restart).
CREATE TABLE setup_links (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  token_hash text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  used_at timestamptz,
  used_by bigint REFERENCES users (id)
);
CREATE UNIQUE INDEX setup_links_token_hash_key ON setup_links (token_hash);
