-- Risk signals (docs/risk.md): flags on affiliates with their evidence, the normalised payout identities they are
-- matched on, the per-hour hit counts of tracked links, the visitor keys seen on signed-in sessions, the risk
-- settings, the admins' digest opt-out and the one-row-per-day claim of the daily digest.

CREATE TABLE risk_flags (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN
    ('shared_identity', 'account_change', 'click_burst', 'conversion_pattern', 'self_dealing')),
  severity text NOT NULL CHECK (severity IN ('high', 'medium')),
  -- What makes two flags "the same": e.g. 'iban:PK36SCBL0000001123456702' or 'link:7:hour:493512:net:ab12…'.
  evidence_key text NOT NULL CHECK (length(evidence_key) BETWEEN 1 AND 300),
  evidence jsonb NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'cleared', 'dismissed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  cleared_by bigint REFERENCES users (id),
  cleared_at timestamptz,
  note text CHECK (note IS NULL OR length(note) <= 1000),
  CHECK ((status = 'open') = (cleared_at IS NULL))
);
-- At most one open flag per affiliate, kind and evidence.
CREATE UNIQUE INDEX risk_flags_one_open ON risk_flags (user_id, kind, evidence_key) WHERE status = 'open';
CREATE INDEX risk_flags_status_idx ON risk_flags (status, created_at DESC, id DESC);
CREATE INDEX risk_flags_user_idx ON risk_flags (user_id, status);

-- Each affiliate's payout identities, normalised (IBAN without spaces in upper case, mobile wallets as 03XXXXXXXXX,
-- CNIC digits, other account numbers without spaces), with when each was first seen for that affiliate.
CREATE TABLE risk_identities (
  kind text NOT NULL CHECK (kind IN ('iban', 'wallet', 'cnic', 'account')),
  key text NOT NULL CHECK (length(key) BETWEEN 1 AND 100),
  user_id bigint NOT NULL REFERENCES users (id),
  source text NOT NULL,
  first_seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (kind, key, user_id)
);
CREATE INDEX risk_identities_user_idx ON risk_identities (user_id, first_seen_at);

-- Hits of a tracked link per hour (hours since the epoch) and key: a visitor key ('visitor') or a hashed network
-- prefix ('network'), with how many the bot filter refused. Written per batch by the tally flush, never per click.
CREATE TABLE click_hit_counts (
  link_id bigint NOT NULL,
  hour integer NOT NULL,
  key_kind text NOT NULL CHECK (key_kind IN ('visitor', 'network')),
  key text NOT NULL,
  hits bigint NOT NULL DEFAULT 0,
  refused bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (link_id, hour, key_kind, key)
);
CREATE INDEX click_hit_counts_hour_idx ON click_hit_counts (hour);

-- Visitor keys (the redirect's keyed hash of address and agent) seen on a signed-in user's session.
CREATE TABLE session_visitors (
  visitor_hash text NOT NULL,
  user_id bigint NOT NULL REFERENCES users (id),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (visitor_hash, user_id)
);

-- Risk settings live in the one settings row.
ALTER TABLE payout_settings ADD COLUMN risk_click_burst integer NOT NULL DEFAULT 100
  CHECK (risk_click_burst BETWEEN 1 AND 1000000);
ALTER TABLE payout_settings ADD COLUMN risk_refund_rate_bp integer NOT NULL DEFAULT 3000
  CHECK (risk_refund_rate_bp BETWEEN 0 AND 10000);
ALTER TABLE payout_settings ADD COLUMN risk_any_flag_holds boolean NOT NULL DEFAULT false;

-- An admin may opt out of the daily risk digest.
ALTER TABLE users ADD COLUMN risk_digest boolean NOT NULL DEFAULT true;

-- The daily digest: the first instance to insert a day's row sends it; the others find the row and skip.
CREATE TABLE risk_digest_days (
  digest_date date PRIMARY KEY,
  claimed_at timestamptz NOT NULL DEFAULT now(),
  flag_count integer NOT NULL DEFAULT 0,
  recipients integer NOT NULL DEFAULT 0
);
