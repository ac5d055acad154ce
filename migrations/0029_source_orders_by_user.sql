-- The conversion-pattern risk signal counts an affiliate's recent store and network orders at each delivery
-- (docs/risk.md): an index by affiliate and sale date keeps that a short range scan.
CREATE INDEX source_orders_user_date_idx ON source_orders (user_id, sale_date);
