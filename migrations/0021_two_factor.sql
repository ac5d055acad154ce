-- Two-factor sign-in (TOTP, RFC 6238) and its one-time recovery codes; see docs/two-factor.md.

-- One row per user who started enrolment: enabled_at stays null until the first code confirms it. The secret is
-- sealed (AES-GCM under a key derived from the JWT secret), never stored or answered in clear after enrolment.
-- last_used_step is the latest 30-second step a code was accepted for: a code is accepted only for a later step,
-- so a code cannot be replayed within its window.
CREATE TABLE user_two_factor (
  user_id bigint PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  secret_sealed text NOT NULL,
  enabled_at timestamptz,
  last_used_step bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- SHA-256 hashes of the recovery codes shown once at enrolment; a code works once (used_at set).
CREATE TABLE two_factor_recovery_codes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  code_hash text NOT NULL,
  used_at timestamptz,
  UNIQUE (user_id, code_hash)
);
