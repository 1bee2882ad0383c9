-- Issue 28, review N16. Hosted Supabase access tokens are checked by signature and expiry
-- only, so a deleted user's token kept working until it expired (1 h by default) and could
-- re-create the profile. Account deletion writes a tombstone here in its transaction and
-- the hosted verifier refuses every token of a tombstoned user. login_removed_at is set
-- once Supabase no longer has the login (loginDeletion.ts); the hourly housekeeping drops
-- the row when no token Supabase issued before that moment can still be valid.
-- Embedded auth needs none: its sessions go with the user row.
CREATE TABLE deleted_login_tombstones (
  user_id uuid PRIMARY KEY,
  deleted_at timestamptz NOT NULL,
  login_removed_at timestamptz
);

CREATE INDEX deleted_login_tombstones_removed_idx
  ON deleted_login_tombstones (login_removed_at)
  WHERE login_removed_at IS NOT NULL;
