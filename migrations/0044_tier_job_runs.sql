-- The monthly tier job's own audit trail (docs/offers.md "Tier job"): one row per run with what it found and did.
-- The job has no admin behind it, so it cannot write audit_logs (admin_id is required there); each move it makes is
-- the affiliate_group_moves row with cause 'tier:YYYY-MM', unique per affiliate and month (0039).
CREATE TABLE tier_job_runs (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The Asia/Karachi month whose figures decided the moves.
  month text NOT NULL CHECK (month ~ '^[0-9]{4}-[0-9]{2}$'),
  started_at timestamptz NOT NULL,
  finished_at timestamptz NOT NULL DEFAULT now(),
  -- Affiliates looked at (not deleted, not blocked), and of them: pinned (left alone), already in their group,
  -- moved up, moved down, and moved this month already (by another run or instance).
  affiliates integer NOT NULL CHECK (affiliates >= 0),
  pinned integer NOT NULL CHECK (pinned >= 0),
  unchanged integer NOT NULL CHECK (unchanged >= 0),
  moved_up integer NOT NULL CHECK (moved_up >= 0),
  moved_down integer NOT NULL CHECK (moved_down >= 0),
  already_moved integer NOT NULL CHECK (already_moved >= 0)
);
CREATE INDEX tier_job_runs_month_idx ON tier_job_runs (month, id);
CREATE TRIGGER tier_job_runs_append_only BEFORE UPDATE OR DELETE ON tier_job_runs
  FOR EACH ROW EXECUTE FUNCTION forbid_change();

-- The job reads each affiliate's approved conversions of one month.
CREATE INDEX offer_conversions_approved_month_idx ON offer_conversions (occurred_at, user_id)
  WHERE status = 'approved';
