-- The offer directory (docs/offer-directory.md): a product shows in affiliates' /offers only when the admin makes it
-- public; every existing product stays private, so nothing changes for programs that do not use the directory.
-- traffic_sources: the traffic an offer allows (free labels such as "Facebook", "YouTube"), shown in the directory.
ALTER TABLE products ADD COLUMN visibility text NOT NULL DEFAULT 'private'
  CHECK (visibility IN ('public', 'private'));
ALTER TABLE products ADD COLUMN traffic_sources text[] NOT NULL DEFAULT '{}';
CREATE INDEX products_public_idx ON products (id) WHERE deleted_at IS NULL AND visibility = 'public';
