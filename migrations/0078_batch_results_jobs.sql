-- Payout batch results imports as background jobs (issue 32; docs/payout-operations.md "Results as a job"). An
-- import job has a kind, one row each in `import_job_kinds` (the worker runs each kind by its row in
-- IMPORT_JOB_KINDS, domain/sources/import_job.ts), and is about one subject: a sales source or a payout batch.
CREATE TABLE import_job_kinds (id text PRIMARY KEY);
INSERT INTO import_job_kinds (id) VALUES ('sales'), ('batch_results');

ALTER TABLE import_jobs ADD COLUMN kind text NOT NULL DEFAULT 'sales' REFERENCES import_job_kinds (id);
ALTER TABLE import_jobs ALTER COLUMN source_id DROP NOT NULL;
ALTER TABLE import_jobs ADD COLUMN batch_id bigint REFERENCES payout_batches (id);
-- Exactly one subject, whatever the kind (no list of kinds restated here).
ALTER TABLE import_jobs ADD CONSTRAINT import_jobs_one_subject CHECK (num_nonnulls(source_id, batch_id) = 1);
