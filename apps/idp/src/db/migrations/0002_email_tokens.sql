-- Single-use links sent by e-mail (password reset, e-mail confirmation). Only the SHA-256 of the
-- token is stored; the link carries the token itself.
CREATE TABLE idp.email_tokens (
  token_hash bytea PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES idp.accounts (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('reset', 'confirm')),
  locale text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX email_tokens_account ON idp.email_tokens (account_id, purpose);
