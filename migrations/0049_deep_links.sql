-- Deep links (docs/deep-links.md): the hosts a product's affiliates may link to, and affiliates' saved deep links.
ALTER TABLE products ADD COLUMN allowed_domains text[] NOT NULL DEFAULT '{}';

-- A deep link is its affiliate link's tracking to another page: its own code (10 characters, so it never meets an
-- 8-character link code), the link's owner and product. Deleting one keeps the row (its code then leads to the
-- link's own destination, so a shared deep link never breaks).
CREATE TABLE deep_links (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  link_id bigint NOT NULL REFERENCES affiliate_links (id),
  code text NOT NULL UNIQUE,
  name text NOT NULL,
  url text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX deep_links_link_idx ON deep_links (link_id, id) WHERE deleted_at IS NULL;
