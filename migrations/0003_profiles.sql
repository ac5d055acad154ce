-- Affiliate profiles awaiting, passing or failing admin review (one per user).

CREATE TABLE profiles (
  user_id bigint PRIMARY KEY REFERENCES users (id),
  name text NOT NULL,
  father_name text,
  -- 13 digits, no dashes.
  cnic text CHECK (cnic ~ '^[0-9]{13}$'),
  dob date,
  address text,
  city text,
  state text,
  country text,
  -- E.164 Pakistani mobile numbers (+923XXXXXXXXX).
  phone text CHECK (phone ~ '^\+923[0-9]{9}$'),
  whatsapp_number text CHECK (whatsapp_number ~ '^\+923[0-9]{9}$'),
  fb_url text,
  yt_url text,
  instagram_url text,
  tiktok_url text,
  twitter_url text,
  linkedin_url text,
  telegram_url text,
  whatsapp_group_url text,
  whatsapp_channel_url text,
  website_url text,
  extra_link text,
  traffic_source text,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected')),
  rejection_reason text,
  submitted_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  decided_by bigint REFERENCES users (id)
);

-- The approval queue reads pending profiles oldest first; the metrics bubble counts them.
CREATE INDEX profiles_pending_idx ON profiles (submitted_at) WHERE status = 'pending';

-- The admin users table searches by name or email and sorts by join date.
CREATE INDEX users_created_at_idx ON users (created_at DESC, id DESC);
