-- Alerts to affiliates (docs/alerts.md): per kind "instant", "digest" (09:00 Asia/Karachi) or "off".

-- A person's choice per kind; a kind without a row takes its default (domain/alerts/alert_kinds.ts).
CREATE TABLE notification_settings (
  user_id bigint NOT NULL REFERENCES users (id),
  kind text NOT NULL,
  mode text NOT NULL CHECK (mode IN ('instant', 'digest', 'off')),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, kind)
);

-- What happened and is still to be told: written in the transaction of the change (an event's unit of work), taken
-- (deleted) by the one sender that claims it. `mode` is the person's choice when it was written, kept current when
-- they change it; an "off" kind writes nothing.
CREATE TABLE alert_items (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  kind text NOT NULL,
  mode text NOT NULL CHECK (mode IN ('instant', 'digest')),
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX alert_items_due ON alert_items (mode, user_id, kind, id);

-- The burst limit: when an instant email of a kind last went to a person. Claimed with a guarded upsert, so two
-- instances never both send within the window.
CREATE TABLE alert_windows (
  user_id bigint NOT NULL REFERENCES users (id),
  kind text NOT NULL,
  last_sent_at timestamptz NOT NULL,
  PRIMARY KEY (user_id, kind)
);

-- One digest per person per Karachi day: the row is the claim (append-only in practice; kept for the record).
CREATE TABLE alert_digests (
  user_id bigint NOT NULL REFERENCES users (id),
  digest_date date NOT NULL,
  item_count integer NOT NULL DEFAULT 0,
  sent_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, digest_date)
);

-- Mail headers (List-Unsubscribe, List-Unsubscribe-Post) kept with development mail, so /dev/mail shows them.
ALTER TABLE mail_outbox ADD COLUMN headers jsonb;
