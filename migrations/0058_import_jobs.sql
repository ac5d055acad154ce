-- Sales imports as background jobs (issue 32; docs/sources.md "Imports as jobs"). A job keeps its file until it
-- ends, and applies it in batches: each batch's rows, its report and the job's progress commit in one transaction,
-- so a job that stops (a restart, a crash) resumes at the first batch not recorded and never applies a row twice.
CREATE TABLE import_jobs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  source_id bigint NOT NULL REFERENCES sources (id),
  admin_id bigint NOT NULL REFERENCES users (id),
  file_name text NOT NULL,
  -- The uploaded CSV, dropped (NULL) once the job is done or failed.
  file bytea,
  -- The form as read: mapping, preset, statusMap, and the day the import counts as "today".
  options jsonb NOT NULL,
  dry_run boolean NOT NULL,
  status text NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'running', 'done', 'failed')),
  -- Batches recorded (the next batch to apply is this one), rows read from the file, rows of recorded batches.
  batches_done integer NOT NULL DEFAULT 0 CHECK (batches_done >= 0),
  rows_read integer NOT NULL DEFAULT 0 CHECK (rows_read >= 0),
  -- The file's rows, counted by the job's first pass over the file (before it applies anything); NULL until then.
  rows_total integer CHECK (rows_total >= 0),
  rows_applied integer NOT NULL DEFAULT 0 CHECK (rows_applied >= 0),
  -- Rows per outcome over the recorded batches.
  summary jsonb NOT NULL DEFAULT '{}',
  -- Why a failed job stopped.
  error text,
  -- Failed attempts at the next batch; the job fails after a few.
  attempts integer NOT NULL DEFAULT 0,
  -- The instance running the job holds it until then, and renews it with every batch; past it, any instance resumes.
  lease_until timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX import_jobs_due_idx ON import_jobs (id) WHERE status IN ('queued', 'running');

-- Each recorded batch's per-row report (ImportReportRow objects), read back in order when the job is done; only
-- the first 10,000 rows of a job are kept (all a finished job answers), so a file of millions of bad rows stays small.
CREATE TABLE import_job_batches (
  job_id bigint NOT NULL REFERENCES import_jobs (id) ON DELETE CASCADE,
  batch_no integer NOT NULL CHECK (batch_no >= 0),
  rows jsonb NOT NULL,
  PRIMARY KEY (job_id, batch_no)
);
