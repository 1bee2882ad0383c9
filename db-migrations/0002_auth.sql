-- Embedded auth: the tables behind the GoTrue-compatible /auth/v1 (api/features/auth).
-- In hosted Supabase mode they stay empty. Every secret (refresh tokens, e-mail link
-- tokens and codes, PKCE auth codes) is stored only as a sha256 hex digest. Times are
-- written by the application's clock, not now(), so expiry can be tested.
CREATE TABLE auth_users (
  id uuid PRIMARY KEY,
  -- Always lower-cased by the application.
  email text NOT NULL UNIQUE,
  -- argon2id PHC string; null for accounts that only sign in with Google.
  encrypted_password text,
  email_confirmed_at timestamptz,
  confirmation_sent_at timestamptz,
  recovery_sent_at timestamptz,
  new_email text,
  email_change_sent_at timestamptz,
  last_sign_in_at timestamptz,
  role text NOT NULL DEFAULT 'authenticated',
  app_metadata jsonb NOT NULL DEFAULT '{}',
  user_metadata jsonb NOT NULL DEFAULT '{}',
  banned_until timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE TABLE auth_identities (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
  provider text NOT NULL,
  -- The user id for "email", Google's subject for "google".
  provider_id text NOT NULL,
  identity_data jsonb NOT NULL,
  email text,
  last_sign_in_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (provider, provider_id)
);
CREATE INDEX auth_identities_user_idx ON auth_identities (user_id);

-- One row per sign-in; its id is the access token's session_id claim and every
-- authenticated call checks that it still exists.
CREATE TABLE auth_sessions (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
  -- Authentication methods, most recent first: [{ "method", "timestamp" }].
  amr jsonb NOT NULL,
  user_agent text,
  ip text,
  created_at timestamptz NOT NULL,
  refreshed_at timestamptz
);
CREATE INDEX auth_sessions_user_idx ON auth_sessions (user_id);

-- Rotation: each refresh revokes the presented token and issues a child; a revoked token
-- presented again outside the reuse interval revokes the whole session.
CREATE TABLE auth_refresh_tokens (
  id bigserial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  session_id uuid NOT NULL REFERENCES auth_sessions (id) ON DELETE CASCADE,
  parent_id bigint,
  revoked boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX auth_refresh_tokens_session_idx ON auth_refresh_tokens (session_id);

-- PKCE and OAuth flow states: the OAuth `state` is the id; the auth code handed to the
-- browser is stored hashed once issued. Single use, short-lived.
CREATE TABLE auth_flow_states (
  id uuid PRIMARY KEY,
  user_id uuid REFERENCES auth_users (id) ON DELETE CASCADE,
  auth_code_hash text UNIQUE,
  code_challenge text,
  code_challenge_method text CHECK (code_challenge_method IN ('s256', 'plain')),
  provider_type text NOT NULL,
  authentication_method text NOT NULL,
  redirect_to text,
  created_at timestamptz NOT NULL,
  auth_code_issued_at timestamptz
);

-- E-mail links and codes. One live token per user and purpose: a new mail replaces the
-- previous link. Deleted when used.
CREATE TABLE auth_one_time_tokens (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES auth_users (id) ON DELETE CASCADE,
  token_type text NOT NULL CHECK (token_type IN ('confirmation', 'recovery', 'email_change')),
  -- sha256 of the link token.
  token_hash text NOT NULL UNIQUE,
  -- sha256 of e-mail address + six-digit code (verifyOtp with a typed code).
  otp_hash text NOT NULL,
  -- Set when the link was requested in PKCE flow: verifying it yields an auth code.
  flow_state_id uuid REFERENCES auth_flow_states (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  UNIQUE (user_id, token_type)
);

-- The dev outbox: without SMTP_URL, mails are stored here (and their links logged).
CREATE TABLE auth_mail_outbox (
  id bigserial PRIMARY KEY,
  recipient text NOT NULL,
  subject text NOT NULL,
  text_body text NOT NULL,
  html_body text NOT NULL,
  created_at timestamptz NOT NULL
);
