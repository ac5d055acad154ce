-- Announcements (issue 30 item 6, docs/announcements.md): the admin writes to everyone, a group, or the affiliates
-- of one offer, now or at a time. Who sees one is computed when read (the audience as it is then), so nothing waits
-- on a job; only the email at publish time is claimed once, by whichever instance gets there first.
CREATE TABLE announcements (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title_en text NOT NULL CHECK (length(title_en) BETWEEN 1 AND 200),
  title_ur text NOT NULL CHECK (length(title_ur) BETWEEN 1 AND 200),
  body_en text NOT NULL CHECK (length(body_en) BETWEEN 1 AND 10000),
  body_ur text NOT NULL CHECK (length(body_ur) BETWEEN 1 AND 10000),
  audience text NOT NULL CHECK (audience IN ('all', 'group', 'offer')),
  group_id bigint REFERENCES affiliate_groups (id),
  product_id bigint REFERENCES products (id),
  -- Visible to its audience from this instant on.
  publish_at timestamptz NOT NULL,
  created_by bigint NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Set once, when an instance claims the publish-time email; null while it waits.
  mailed_at timestamptz,
  -- How many affiliates the email went to (null until mailed).
  mailed_count integer,
  CHECK ((audience = 'group') = (group_id IS NOT NULL)),
  CHECK ((audience = 'offer') = (product_id IS NOT NULL))
);
CREATE INDEX announcements_by_publish_at ON announcements (publish_at DESC, id DESC);
CREATE INDEX announcements_to_mail ON announcements (publish_at) WHERE mailed_at IS NULL;

-- Read state per person: one row the first time they open it.
CREATE TABLE announcement_reads (
  user_id bigint NOT NULL REFERENCES users (id),
  announcement_id bigint NOT NULL REFERENCES announcements (id),
  read_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, announcement_id)
);
CREATE INDEX announcement_reads_by_announcement ON announcement_reads (announcement_id);
