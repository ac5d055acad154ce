-- A block remembers whether its user was approved, so any user can be blocked (a spam sign-up that never submitted
-- a profile too) and unblocking gives back exactly what the block took: approval only to a user approved before.
ALTER TABLE users ADD COLUMN approved_before_block boolean;
-- Until now only approved users could be blocked.
UPDATE users SET approved_before_block = true WHERE blocked_at IS NOT NULL;

-- A profile's CNIC is a risk identity like a tax profile's (docs/risk.md): the CNICs already on profiles are
-- recorded, first seen when the profile was submitted.
INSERT INTO risk_identities (kind, key, user_id, source, first_seen_at)
SELECT 'cnic', p.cnic, p.user_id, 'profile', p.submitted_at
FROM profiles p
WHERE p.cnic IS NOT NULL
ON CONFLICT (kind, key, user_id) DO NOTHING;

-- A CNIC two or more affiliates already share raises the high shared_identity flag on each of them, as a new one
-- would; an affiliate whose flag on that CNIC was already raised (open or closed) keeps it as it is.
INSERT INTO risk_flags (user_id, kind, severity, evidence_key, evidence)
SELECT i.user_id, 'shared_identity', 'high', 'cnic:' || i.key,
       jsonb_build_object('identity', 'cnic', 'value', i.key, 'users', s.users, 'source', 'profile')
FROM risk_identities i
JOIN (
  SELECT key, jsonb_agg(user_id ORDER BY user_id) AS users
  FROM risk_identities WHERE kind = 'cnic' GROUP BY key HAVING count(*) > 1
) s ON s.key = i.key
WHERE i.kind = 'cnic'
  AND NOT EXISTS (
    SELECT 1 FROM risk_flags f
    WHERE f.user_id = i.user_id AND f.kind = 'shared_identity' AND f.evidence_key = 'cnic:' || i.key)
ORDER BY i.key, i.user_id;
