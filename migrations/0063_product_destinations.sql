-- Links without typing (docs/offer-directory.md): a product's own destination URL (with the {click_id} macro links
-- take), and whether a link follows it. Assigning a product without typing a link makes a link that follows the
-- product: its destination_url is the product's, rewritten when the product's changes. A link typed by hand has
-- follows_product false and keeps its own. Existing links were all typed by hand.
ALTER TABLE products ADD COLUMN destination_url text;
ALTER TABLE affiliate_links ADD COLUMN follows_product boolean NOT NULL DEFAULT false;
CREATE INDEX affiliate_links_following_idx ON affiliate_links (product_id) WHERE follows_product;
