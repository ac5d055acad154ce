-- A block is remembered apart from approval (users.is_approved stays the wire's isApproved): unblocking gives access
-- back only to a user an admin blocked, never approves a profile nobody reviewed, and a blocked user's links stop
-- earning. A profile decision (approve or reject) clears it.
ALTER TABLE users ADD COLUMN blocked_at timestamptz;

-- Before this, a block only cleared is_approved: an approved profile with an unapproved user is a block.
UPDATE users u SET blocked_at = now()
FROM profiles p
WHERE p.user_id = u.id AND p.status = 'approved' AND NOT u.is_approved AND u.role = 'user';
