-- Issue 12, account deletion. In hosted Supabase mode the login account lives at Supabase
-- and is removed through its admin API after our rows are gone. The row is written in the
-- same transaction as the deletion, so a failed or interrupted admin call is retried by the
-- hourly housekeeping until it succeeds (spec 001: login account removed within 48 h).
-- Embedded auth deletes its own tables in that transaction and never writes here.
CREATE TABLE pending_login_deletions (
  user_id uuid PRIMARY KEY,
  requested_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  last_error text
);
