-- The admin payout history with no status filter pages newest first over every payout: an index in that
-- order lets a page read its ten rows instead of sorting 100,000 (payouts_status_idx leads with status).
CREATE INDEX payouts_requested_idx ON payouts (requested_at DESC, id DESC);
