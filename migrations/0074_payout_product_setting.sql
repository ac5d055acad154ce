-- Issue 31 item 4: whether a payout request must name a product (docs/first-week.md "Withdraw in one short form").
-- Off by default: the affiliate's one short form asks for no product, and POST /api/payouts takes a request
-- without productId (one given is still checked). On: the spec's rule, amount and product required ("All fields are
-- required"). payouts.product_id has been nullable since 0005 (its foreign key to products stays), so no payout
-- row changes: history is kept as it was written.
ALTER TABLE payout_settings
  ADD COLUMN payout_requires_product boolean NOT NULL DEFAULT false;
