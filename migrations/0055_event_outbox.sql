-- Events out (docs/webhooks.md): the receivers (operator webhooks and affiliate postbacks), the outbox of events
-- written in the same transaction as the change that caused them, one delivery per event and receiver, and the log
-- of every attempt.

CREATE TABLE event_receivers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- 'webhook': an operator's, receiving every event of its types; 'postback': an affiliate's, receiving its own.
  kind text NOT NULL CHECK (kind IN ('webhook', 'postback')),
  -- The affiliate a postback belongs to; the admin who added a webhook (its owner, told when it is switched off).
  user_id bigint NOT NULL REFERENCES users (id),
  url text NOT NULL CHECK (length(url) BETWEEN 1 AND 2000),
  method text NOT NULL DEFAULT 'POST' CHECK (method IN ('GET', 'POST')),
  events text[] NOT NULL CHECK (cardinality(events) BETWEEN 1 AND 20),
  product_id bigint REFERENCES products (id),
  -- The HMAC key of Kamai-Signature; shown once when made or rotated.
  secret text NOT NULL CHECK (length(secret) BETWEEN 16 AND 200),
  enabled boolean NOT NULL DEFAULT true,
  -- The first failed attempt since the last success; three days of failures switch the receiver off.
  failing_since timestamptz,
  disabled_at timestamptz,
  disabled_reason text CHECK (disabled_reason IS NULL OR length(disabled_reason) <= 300),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  deleted_at timestamptz
);
CREATE INDEX event_receivers_kind_idx ON event_receivers (kind, user_id) WHERE deleted_at IS NULL;

-- One row per event; `id` is what a receiver de-duplicates on. `affiliate_id` names whose postbacks may receive it.
CREATE TABLE outbox_events (
  id text PRIMARY KEY CHECK (id ~ '^evt_[0-9a-f]{32}$'),
  type text NOT NULL CHECK (type ~ '^[a-z_]+\.[a-z_]+$'),
  data jsonb NOT NULL,
  affiliate_id bigint REFERENCES users (id),
  product_id bigint,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX outbox_events_created_idx ON outbox_events (created_at);

-- One delivery of an event to a receiver: 'pending' until delivered, given up (24 hours of retries) or the receiver
-- is switched off. A worker leases a due row (`leased_until`) with FOR UPDATE SKIP LOCKED, so two instances never
-- send it at once, and one that dies mid-call leaves a lease that runs out, so the row is sent again (at least once).
CREATE TABLE outbox_deliveries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  event_id text NOT NULL REFERENCES outbox_events (id),
  receiver_id bigint NOT NULL REFERENCES event_receivers (id),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'given_up', 'cancelled')),
  attempts int NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  leased_until timestamptz,
  -- A replay or a test is its own delivery, pointing at the one it repeats (null for the first).
  replay_of bigint REFERENCES outbox_deliveries (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX outbox_deliveries_due_idx ON outbox_deliveries (next_attempt_at) WHERE status = 'pending';
CREATE INDEX outbox_deliveries_receiver_idx ON outbox_deliveries (receiver_id, id DESC);
CREATE UNIQUE INDEX outbox_deliveries_once ON outbox_deliveries (event_id, receiver_id) WHERE replay_of IS NULL;

-- Every attempt: when, the answer's status (null: none came), how long, the first 1 KB of the answer or the error.
CREATE TABLE outbox_attempts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  delivery_id bigint NOT NULL REFERENCES outbox_deliveries (id),
  attempted_at timestamptz NOT NULL,
  status_code int,
  duration_ms int NOT NULL CHECK (duration_ms >= 0),
  answer text NOT NULL DEFAULT '' CHECK (length(answer) <= 1100),
  error text CHECK (error IS NULL OR length(error) <= 400)
);
CREATE INDEX outbox_attempts_delivery_idx ON outbox_attempts (delivery_id, id);
