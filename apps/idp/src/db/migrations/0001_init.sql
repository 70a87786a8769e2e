CREATE TABLE idp.accounts (
  id uuid PRIMARY KEY,
  email text NOT NULL UNIQUE CHECK (email = lower(email)),
  password_hash text NOT NULL,
  email_verified boolean NOT NULL DEFAULT false,
  given_name text,
  family_name text,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Every oidc-provider model (Session, Interaction, Grant, AuthorizationCode, AccessToken, ...).
CREATE TABLE idp.oidc_payloads (
  model text NOT NULL,
  id text NOT NULL,
  payload jsonb NOT NULL,
  grant_id text,
  user_code text,
  uid text,
  expires_at timestamptz,
  consumed_at timestamptz,
  PRIMARY KEY (model, id)
);
CREATE INDEX oidc_payloads_grant_id ON idp.oidc_payloads (grant_id) WHERE grant_id IS NOT NULL;
CREATE INDEX oidc_payloads_uid ON idp.oidc_payloads (uid) WHERE uid IS NOT NULL;
CREATE INDEX oidc_payloads_user_code ON idp.oidc_payloads (user_code) WHERE user_code IS NOT NULL;
CREATE INDEX oidc_payloads_expires_at ON idp.oidc_payloads (expires_at);

-- Failed sign-in counters per key ('email:<address>' or 'ip:<address>'), fixed window.
CREATE TABLE idp.login_failures (
  key text PRIMARY KEY,
  failures integer NOT NULL,
  window_started_at timestamptz NOT NULL
);
