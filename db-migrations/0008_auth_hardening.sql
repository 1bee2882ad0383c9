-- Issue 9, auth hardening: pre-registration takeover, e-mail code brute force, session
-- lifetimes and retention.

-- Set when someone other than the sign-up may have chosen an unconfirmed account's
-- password: a magic link or reset was requested for it, or a second sign-up came with
-- another password. Whoever then proves the address first loses that password.
ALTER TABLE auth_users ADD COLUMN password_contested boolean NOT NULL DEFAULT false;

-- Wrong six-digit codes typed against this token; at 5 the code is void (the link in the
-- same mail still works). Counted in the row, so every instance sees the same number.
ALTER TABLE auth_one_time_tokens ADD COLUMN otp_attempts integer NOT NULL DEFAULT 0;

-- Pruning looks sessions up by age and refresh tokens by their revocation time.
CREATE INDEX auth_sessions_activity_idx ON auth_sessions ((COALESCE(refreshed_at, created_at)));
CREATE INDEX auth_refresh_tokens_revoked_idx ON auth_refresh_tokens (updated_at) WHERE revoked;

-- The dev outbox keeps only what shows that a mail went out: a stored body held a usable
-- link and code in plain text. The link is printed to the server log instead. Old rows
-- are deleted with their bodies.
DELETE FROM auth_mail_outbox;
ALTER TABLE auth_mail_outbox
  DROP COLUMN text_body,
  DROP COLUMN html_body,
  ADD COLUMN kind text NOT NULL CHECK (kind IN ('confirmation', 'magiclink', 'recovery'));
CREATE INDEX auth_mail_outbox_created_idx ON auth_mail_outbox (created_at);
