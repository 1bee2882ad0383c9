-- Issue 28 (review N7): failed password sign-ins, counted per address and network (the
-- back-off a guesser meets) and per address over all networks (network = '', a short
-- capped delay against guessing from many networks). Keyed by the typed address, known or
-- not, so the answers do not tell which addresses have accounts. notice_sent_at on the
-- all-networks row: when the owner was last told by mail (at most once a day).
CREATE TABLE auth_sign_in_failures (
  email text NOT NULL,
  network text NOT NULL,
  failures integer NOT NULL,
  last_failed_at timestamptz NOT NULL,
  blocked_until timestamptz,
  notice_sent_at timestamptz,
  PRIMARY KEY (email, network)
);

-- Issue 28 (review N6, L4): GoTrue's reauthentication nonce, a six-digit code by mail for
-- accounts without a password, stored as a one-time token of its own kind.
ALTER TABLE auth_one_time_tokens DROP CONSTRAINT auth_one_time_tokens_token_type_check;
ALTER TABLE auth_one_time_tokens ADD CONSTRAINT auth_one_time_tokens_token_type_check
  CHECK (token_type IN ('confirmation', 'recovery', 'email_change', 'reauthentication'));

-- The notice and the code are mails of their own kinds in the dev outbox.
ALTER TABLE auth_mail_outbox DROP CONSTRAINT auth_mail_outbox_kind_check;
ALTER TABLE auth_mail_outbox ADD CONSTRAINT auth_mail_outbox_kind_check
  CHECK (kind IN ('confirmation', 'magiclink', 'recovery', 'sign_in_notice', 'reauthentication'));
