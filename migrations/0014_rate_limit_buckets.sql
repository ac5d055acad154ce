-- Rate limits count and admit in one statement: one row per bucket holding the instants of the attempts
-- it admitted inside its window, updated by INSERT ... ON CONFLICT DO UPDATE so that racing requests
-- queue on the row lock instead of all reading the same count (issue 12).
CREATE TABLE rate_limit_buckets (
  bucket text PRIMARY KEY,
  -- Admitted attempts still inside the window, oldest first; never longer than the rule's limit.
  hits timestamptz[] NOT NULL,
  -- Whether the attempt that wrote the row last was admitted (what the statement answers).
  last_admitted boolean NOT NULL,
  -- When every hit has left its window: rows past it are deleted in passing.
  expires_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_buckets_expires_idx ON rate_limit_buckets (expires_at);

-- The event log it replaces counted in one statement and recorded in another.
DROP TABLE rate_limit_events;
