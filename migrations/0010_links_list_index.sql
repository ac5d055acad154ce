-- The admin link list pages newest-changed first; this index lets a page read its rows in that order.
CREATE INDEX affiliate_links_updated_idx ON affiliate_links (updated_at DESC, id DESC);
