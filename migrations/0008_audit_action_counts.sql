-- The audit log filtered by action (the page's Action box, a substring match) must not count a million rows
-- per page either. Actions are a small vocabulary ("Payout Paid", "Reject Profile", ...), so a per-action
-- count kept by a trigger turns that total into a sum over a few dozen rows.
CREATE TABLE audit_log_action_count (
  action text PRIMARY KEY,
  n bigint NOT NULL
);
INSERT INTO audit_log_action_count (action, n) SELECT action, count(*) FROM audit_logs GROUP BY action;

CREATE FUNCTION audit_log_action_count_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO audit_log_action_count AS c (action, n)
  SELECT action, count(*) FROM inserted GROUP BY action
  ON CONFLICT (action) DO UPDATE SET n = c.n + EXCLUDED.n;
  RETURN NULL;
END $$;
CREATE TRIGGER audit_log_action_count_insert AFTER INSERT ON audit_logs
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION audit_log_action_count_insert();
