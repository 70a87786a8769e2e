-- Subscription billing (SPEC §3/§4, DESIGN §8): the plans, prices and discount codes of the
-- built-in sandbox, the provider ids of each stylist's billing, and the sandbox's checkout sessions.
-- In stripe mode plans and codes live at Stripe; only billing_accounts is used.

CREATE TABLE billing_plans (
  id text PRIMARY KEY,
  type text NOT NULL UNIQUE CHECK (type IN ('monthly', 'yearly')),
  name text NOT NULL,
  description text,
  active boolean NOT NULL DEFAULT true
);

CREATE TABLE billing_prices (
  id text PRIMARY KEY,
  plan_id text NOT NULL REFERENCES billing_plans (id) ON DELETE CASCADE,
  amount_cents integer NOT NULL CHECK (amount_cents >= 0),
  currency text NOT NULL CHECK (currency ~ '^[a-z]{3}$'),
  interval text NOT NULL CHECK (interval IN ('month', 'year')),
  active boolean NOT NULL DEFAULT true
);
CREATE INDEX billing_prices_plan_idx ON billing_prices (plan_id);

-- Exactly one of percent_off / amount_off_cents. Codes match case-insensitively. The redemption
-- count can never pass the maximum: redeeming is one conditional UPDATE, and the CHECK backs it up.
CREATE TABLE billing_promo_codes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  code text NOT NULL CHECK (length(code) BETWEEN 1 AND 64),
  percent_off numeric(5, 2) CHECK (percent_off > 0 AND percent_off <= 100),
  amount_off_cents integer CHECK (amount_off_cents > 0),
  currency text CHECK (currency ~ '^[a-z]{3}$'),
  expires_at timestamptz,
  max_redemptions integer CHECK (max_redemptions > 0),
  times_redeemed integer NOT NULL DEFAULT 0 CHECK (times_redeemed >= 0),
  active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((percent_off IS NULL) <> (amount_off_cents IS NULL)),
  CHECK (amount_off_cents IS NULL OR currency IS NOT NULL),
  CHECK (max_redemptions IS NULL OR times_redeemed <= max_redemptions)
);
CREATE UNIQUE INDEX billing_promo_codes_code_idx ON billing_promo_codes (lower(code));

-- One row per stylist who reached billing: the provider's customer and subscription ids, the code
-- kept for the next checkout, and the code applied to the running subscription.
CREATE TABLE billing_accounts (
  stylist_id bigint PRIMARY KEY REFERENCES stylists (id) ON DELETE CASCADE,
  provider text NOT NULL CHECK (provider IN ('sandbox', 'stripe')),
  customer_id text UNIQUE,
  subscription_id text UNIQUE,
  pending_promo_code text,
  applied_promo_code text,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Sandbox hosted checkout: open until the stylist subscribes or cancels on its page, or it expires.
CREATE TABLE billing_checkout_sessions (
  id text PRIMARY KEY,
  stylist_id bigint NOT NULL REFERENCES stylists (id) ON DELETE CASCADE,
  price_id text NOT NULL REFERENCES billing_prices (id),
  promo_code_id bigint REFERENCES billing_promo_codes (id),
  success_url text NOT NULL,
  cancel_url text NOT NULL,
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'complete', 'canceled')),
  expires_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX billing_checkout_sessions_stylist_idx ON billing_checkout_sessions (stylist_id);
