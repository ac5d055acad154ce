-- Server-paged admin lists stay fast at scale (speed budget: 1,000,000 audit rows, 10,000 users).

-- The audit log's row count, kept by triggers, so the unfiltered page's total never counts a million rows.
-- Admin actions are rare, so one counter row updated per statement costs nothing that matters; the table is
-- append-only (0001 refuses updates and deletes), so inserts are all it has to follow.
CREATE TABLE audit_log_count (
  only_row boolean PRIMARY KEY DEFAULT true CHECK (only_row),
  n bigint NOT NULL
);
INSERT INTO audit_log_count (n) SELECT count(*) FROM audit_logs;

CREATE FUNCTION audit_log_count_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE audit_log_count SET n = n + (SELECT count(*) FROM inserted);
  RETURN NULL;
END $$;
CREATE TRIGGER audit_log_count_insert AFTER INSERT ON audit_logs
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION audit_log_count_insert();

-- Admin users table sorted by name (the other sort columns are already indexed or tiny).
CREATE INDEX users_name_sort_idx ON users (lower(name), id);
