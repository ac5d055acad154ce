-- Clicks keep no surrogate id: nothing reads it, and its sequence and index were about a tenth of what PostgreSQL
-- spends on each click written (bench/README.md, "Redirect throughput"). A click is found by its click_id, which
-- stays unique and not null, and now also identifies the row for logical replication.
ALTER TABLE clicks DROP COLUMN id;
ALTER TABLE clicks REPLICA IDENTITY USING INDEX clicks_click_id_key;
