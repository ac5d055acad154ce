-- Sign-up and sign-in: emailed tokens, rate-limit events, the development mail outbox, used captcha payloads.

-- Verification and password-reset tokens. Only the SHA-256 of the emailed token is kept; used_at makes each single use.
CREATE TABLE auth_tokens (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  purpose text NOT NULL CHECK (purpose IN ('verify_email', 'reset_password')),
  token_hash text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX auth_tokens_token_hash_key ON auth_tokens (token_hash);
CREATE INDEX auth_tokens_user_idx ON auth_tokens (user_id, purpose);

-- One row per counted attempt (login failure, reset request, ...); a table so limits hold across instances.
CREATE TABLE rate_limit_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  bucket text NOT NULL,
  occurred_at timestamptz NOT NULL
);
CREATE INDEX rate_limit_events_bucket_idx ON rate_limit_events (bucket, occurred_at DESC);

-- Mail kept instead of sent when no mail service is configured (development); read at /dev/mail.
CREATE TABLE mail_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  to_address text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- ALTCHA payloads already accepted, kept until their challenge expires so each solution works once.
CREATE TABLE used_captcha_payloads (
  signature text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);
CREATE INDEX used_captcha_payloads_expires_idx ON used_captcha_payloads (expires_at);
