-- Identity: customer accounts, stylists' refresh tokens, subscription status.

-- A customer's sign-in account (the OpenID Connect subject); booking data links to it later.
CREATE TABLE customer_accounts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  auth_subject text NOT NULL UNIQUE,
  email text NOT NULL DEFAULT '',
  name text NOT NULL DEFAULT '',
  lastname text NOT NULL DEFAULT '',
  phone text NOT NULL DEFAULT '',
  locale text NOT NULL DEFAULT 'en',
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Stylists' refresh tokens: only the SHA-256 of the random token is stored. Every token of one
-- sign-in shares a family; a rotated token used again revokes the whole family.
CREATE TABLE refresh_tokens (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  family_id uuid NOT NULL,
  stylist_id bigint NOT NULL REFERENCES stylists (id) ON DELETE CASCADE,
  token_hash text NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  expires_at timestamptz NOT NULL,
  rotated_at timestamptz,
  revoked_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refresh_tokens_family_id_idx ON refresh_tokens (family_id);
CREATE INDEX refresh_tokens_stylist_id_idx ON refresh_tokens (stylist_id);
CREATE INDEX refresh_tokens_expires_at_idx ON refresh_tokens (expires_at);

-- A stylist's subscription as the payment provider reports it; only 'active' counts as subscribed.
CREATE TABLE subscriptions (
  stylist_id bigint PRIMARY KEY REFERENCES stylists (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'none'
    CHECK (status IN ('active', 'trialing', 'past_due', 'canceled', 'incomplete', 'trial_expired', 'none')),
  price_id text,
  trial_ends_at timestamptz,
  current_period_end timestamptz,
  trial_used boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);
