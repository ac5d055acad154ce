-- The admin payout history's page total per status, kept by triggers, so no page counts 100,000 payouts.
-- Payouts are inserted (requests) and change status (decisions); they are never deleted.
CREATE TABLE payout_status_count (
  status text PRIMARY KEY,
  n bigint NOT NULL
);
INSERT INTO payout_status_count (status, n)
SELECT s, (SELECT count(*) FROM payouts p WHERE p.status = s)
FROM unnest(ARRAY['paid', 'pending', 'rejected']) s;

-- Applies per-status deltas one row at a time in status order: concurrent requests and decisions then always
-- lock the counter rows in the same order, so they wait for each other instead of deadlocking.
CREATE FUNCTION payout_status_count_apply(deltas jsonb) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  d record;
BEGIN
  FOR d IN SELECT key AS status, value::bigint AS k FROM jsonb_each_text(deltas) ORDER BY key LOOP
    IF d.k <> 0 THEN
      INSERT INTO payout_status_count AS c (status, n) VALUES (d.status, d.k)
      ON CONFLICT (status) DO UPDATE SET n = c.n + EXCLUDED.n;
    END IF;
  END LOOP;
END $$;

CREATE FUNCTION payout_status_count_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM payout_status_count_apply(
    (SELECT coalesce(jsonb_object_agg(status, k), '{}') FROM (SELECT status, count(*) AS k FROM inserted GROUP BY status) x));
  RETURN NULL;
END $$;
CREATE TRIGGER payout_status_count_insert AFTER INSERT ON payouts
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION payout_status_count_insert();

CREATE FUNCTION payout_status_count_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM payout_status_count_apply(
    (SELECT coalesce(jsonb_object_agg(status, k), '{}') FROM (
       SELECT status, sum(k) AS k FROM (
         SELECT status, count(*) AS k FROM after_rows GROUP BY status
         UNION ALL
         SELECT status, -count(*) AS k FROM before_rows GROUP BY status) u
       GROUP BY status) x));
  RETURN NULL;
END $$;
CREATE TRIGGER payout_status_count_update AFTER UPDATE ON payouts
  REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows
  FOR EACH STATEMENT EXECUTE FUNCTION payout_status_count_update();
