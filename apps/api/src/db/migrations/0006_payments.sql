-- Card payments (DESIGN §8): our own records of gateway customers, saved cards, charges and
-- webhook events, plus the state of the built-in sandbox gateway (the default without Stripe).

-- The gateway customer of a customer account, one per provider (create-customer is idempotent).
CREATE TABLE payment_customers (
  customer_account_id bigint NOT NULL REFERENCES customer_accounts (id) ON DELETE CASCADE,
  provider text NOT NULL CHECK (provider IN ('sandbox', 'stripe')),
  gateway_customer_id text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (customer_account_id, provider)
);

-- Saved cards: brand, last four digits and expiry only; the number never reaches this database.
-- The booking confirm call checks ownership by (customer_account_id, gateway_card_id) and keeps
-- the gateway id in appointments.card_id: that is the card on file for fees and checkout.
CREATE TABLE payment_cards (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_account_id bigint NOT NULL REFERENCES customer_accounts (id) ON DELETE CASCADE,
  provider text NOT NULL CHECK (provider IN ('sandbox', 'stripe')),
  gateway_card_id text NOT NULL UNIQUE,
  brand text NOT NULL,
  last4 text NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
  exp_month smallint NOT NULL CHECK (exp_month BETWEEN 1 AND 12),
  exp_year smallint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX payment_cards_customer_idx ON payment_cards (customer_account_id, provider, id);

-- Every charge is recorded before the gateway call (pending) and after it (outcome). The key sent
-- to the gateway is unique, and a fee of one kind can be pending or succeeded only once per
-- appointment: concurrent duplicates fail on the partial unique index instead of charging twice.
CREATE TABLE payment_charges (
  id uuid PRIMARY KEY,
  stylist_id bigint NOT NULL REFERENCES stylists (id) ON DELETE CASCADE,
  appointment_id bigint NOT NULL REFERENCES appointments (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('checkout', 'no-show-fee', 'cancel-fee')),
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  application_fee_cents integer NOT NULL DEFAULT 0 CHECK (application_fee_cents >= 0),
  currency text NOT NULL,
  provider text NOT NULL CHECK (provider IN ('sandbox', 'stripe')),
  payment_card_id bigint REFERENCES payment_cards (id) ON DELETE SET NULL,
  status text NOT NULL DEFAULT 'pending'
    CHECK (status IN ('pending', 'succeeded', 'declined', 'requires_action', 'failed')),
  gateway_payment_id text,
  idempotency_key text NOT NULL UNIQUE,
  decline_code text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX payment_charges_once_idx ON payment_charges (appointment_id, kind)
  WHERE status IN ('pending', 'succeeded');
CREATE INDEX payment_charges_stylist_idx ON payment_charges (stylist_id, appointment_id);
CREATE INDEX payment_charges_gateway_payment_idx ON payment_charges (gateway_payment_id);

-- Webhook events already handled: a replayed or duplicated delivery changes nothing.
CREATE TABLE payment_webhook_events (
  id text PRIMARY KEY,
  type text NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);

-- A stylist started onboarding: once the gateway reports charges enabled, the account is
-- flagged enabled again (first connection, or reconnecting after Unlink).
CREATE TABLE payment_onboarding_requests (
  stylist_id bigint PRIMARY KEY REFERENCES stylists (id) ON DELETE CASCADE,
  requested_at timestamptz NOT NULL DEFAULT now()
);

-- Sandbox gateway state (stands in for the provider's own database).
CREATE TABLE sandbox_accounts (
  id text PRIMARY KEY,
  idempotency_key text UNIQUE,
  email text NOT NULL DEFAULT '',
  charges_enabled boolean NOT NULL DEFAULT false,
  details_submitted boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Single-use onboarding links; the return and refresh URLs are set by our server, never the browser.
CREATE TABLE sandbox_account_links (
  token text PRIMARY KEY,
  account_id text NOT NULL REFERENCES sandbox_accounts (id) ON DELETE CASCADE,
  return_url text NOT NULL,
  refresh_url text NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);

CREATE TABLE sandbox_customers (
  id text PRIMARY KEY,
  idempotency_key text UNIQUE,
  email text NOT NULL DEFAULT '',
  name text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);

-- A tokenized test card; `behaviour` comes from the test number, which itself is not kept.
CREATE TABLE sandbox_cards (
  token text PRIMARY KEY,
  customer_id text REFERENCES sandbox_customers (id) ON DELETE CASCADE,
  brand text NOT NULL,
  last4 text NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
  exp_month smallint NOT NULL,
  exp_year smallint NOT NULL,
  behaviour text NOT NULL CHECK (behaviour IN ('succeed', 'decline', 'authenticate')),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE sandbox_charges (
  id text PRIMARY KEY,
  idempotency_key text NOT NULL UNIQUE,
  customer_id text NOT NULL REFERENCES sandbox_customers (id) ON DELETE CASCADE,
  card_token text NOT NULL REFERENCES sandbox_cards (token) ON DELETE CASCADE,
  destination_account_id text NOT NULL REFERENCES sandbox_accounts (id) ON DELETE CASCADE,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  application_fee_cents integer NOT NULL DEFAULT 0,
  currency text NOT NULL,
  status text NOT NULL CHECK (status IN ('succeeded', 'declined', 'requires_action')),
  decline_code text,
  description text NOT NULL DEFAULT '',
  metadata jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
