-- Applications to public offers (docs/offer-directory.md). join_policy: 'instant' (approved, and the link made, at
-- once) or 'approval' (an admin decides; with auto_approve, approved at once when the affiliate has no open risk
-- flag). Existing products take 'approval' without auto-approve: nobody joins anything without the admin's say.
ALTER TABLE products ADD COLUMN join_policy text NOT NULL DEFAULT 'approval'
  CHECK (join_policy IN ('instant', 'approval'));
ALTER TABLE products ADD COLUMN auto_approve boolean NOT NULL DEFAULT false;

-- One row per application; decided once (status, reason, decided_by/at, decided_how), never deleted. At most one
-- pending application per affiliate and offer; after a rejection the affiliate may apply again.
CREATE TABLE offer_applications (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  product_id bigint NOT NULL REFERENCES products (id),
  traffic_source text NOT NULL,
  note text,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  reason text,
  decided_how text CHECK (decided_how IN ('admin', 'instant', 'auto')),
  decided_by bigint REFERENCES users (id),
  decided_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((status = 'pending') = (decided_how IS NULL))
);
CREATE UNIQUE INDEX offer_applications_one_open ON offer_applications (user_id, product_id) WHERE status = 'pending';
CREATE INDEX offer_applications_by_user ON offer_applications (user_id, id DESC);
CREATE INDEX offer_applications_by_status ON offer_applications (status, id DESC);
