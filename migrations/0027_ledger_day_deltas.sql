-- The overview's money owed without a hot row. 0024 kept ledger_day_totals by an upsert per ledger statement, so
-- every writer of one kind and day waited on one row until its transaction ended, and a long CSV import holding
-- (earning, today) could deadlock against a live approval holding (pending_approved, infinity). Now a ledger
-- statement only inserts its sums into ledger_day_deltas (no key, so no writer ever waits for another), and folds
-- the committed deltas into ledger_day_totals only when it wins a non-blocking advisory lock: one folder at a time,
-- the others skip, so nobody waits on the totals rows either. Readers sum both tables (ledger_day_sums) in one
-- statement; a fold moves rows between them atomically, so every read is consistent.
CREATE TABLE ledger_day_deltas (
  kind text NOT NULL,
  available_on date NOT NULL,
  amount_minor bigint NOT NULL
);

-- Folds every committed delta into the totals, unless another transaction is folding (it will fold them, or the
-- next writer will). Only in READ COMMITTED, where a statement sees the previous folder's commit.
CREATE FUNCTION ledger_day_totals_fold() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('transaction_isolation') = 'read committed' AND pg_try_advisory_xact_lock(5027, 0) THEN
    WITH moved AS (DELETE FROM ledger_day_deltas RETURNING kind, available_on, amount_minor)
    INSERT INTO ledger_day_totals AS t (kind, available_on, amount_minor)
    SELECT kind, available_on, SUM(amount_minor) FROM moved GROUP BY 1, 2
    ON CONFLICT (kind, available_on) DO UPDATE SET amount_minor = t.amount_minor + EXCLUDED.amount_minor;
  END IF;
END $$;

CREATE OR REPLACE FUNCTION ledger_day_totals_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_day_deltas (kind, available_on, amount_minor)
  SELECT kind, available_on, SUM(amount_minor) FROM added GROUP BY 1, 2;
  PERFORM ledger_day_totals_fold();
  RETURN NULL;
END $$;

CREATE OR REPLACE FUNCTION ledger_day_totals_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM ledger_day_totals;
  DELETE FROM ledger_day_deltas;
  RETURN NULL;
END $$;

-- The ledger's sums per kind and available_on date, as the overview reads them.
CREATE VIEW ledger_day_sums AS
SELECT kind, available_on, SUM(amount_minor)::bigint AS amount_minor
FROM (
  SELECT kind, available_on, amount_minor FROM ledger_day_totals
  UNION ALL
  SELECT kind, available_on, amount_minor FROM ledger_day_deltas
) s
GROUP BY kind, available_on;
