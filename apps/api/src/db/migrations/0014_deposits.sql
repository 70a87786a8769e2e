-- Issue 20: deposits. The stylist's rule (policy kinds 3 and 4), a service's own rule, the amount
-- due on each booking, deposit charges beside the fees, refunds, and the sandbox's side of both
-- (authentication of an on-session charge, refunds). Assumes 0004, 0005, 0006.

-- 3 deposit percentage (10, 20, 25, 30, 50, 100), 4 fixed deposit in cents ($1 to $10,000).
ALTER TABLE stylist_policy_configs DROP CONSTRAINT stylist_policy_configs_config_check;
ALTER TABLE stylist_policy_configs DROP CONSTRAINT stylist_policy_configs_check;
ALTER TABLE stylist_policy_configs ADD CONSTRAINT stylist_policy_configs_config_check CHECK (config IN (0, 1, 2, 3, 4));
ALTER TABLE stylist_policy_configs ADD CONSTRAINT stylist_policy_configs_check CHECK (
  (config = 0 AND value IN (50, 100))
  OR (config = 1 AND value IN (25, 50, 75, 100))
  OR (config = 2 AND value BETWEEN 60 AND 5760 AND value % 60 = 0)
  OR (config = 3 AND value IN (10, 20, 25, 30, 50, 100))
  OR (config = 4 AND value BETWEEN 100 AND 1000000)
);

-- A service's own deposit while the stylist requires one: default (her rule), none, a percentage
-- or a fixed amount in cents.
ALTER TABLE services
  ADD COLUMN deposit_mode text NOT NULL DEFAULT 'default' CHECK (deposit_mode IN ('default', 'none', 'percentage', 'amount')),
  ADD COLUMN deposit_value integer,
  ADD CONSTRAINT services_deposit_value_check CHECK (
    (deposit_mode IN ('default', 'none') AND deposit_value IS NULL)
    OR (deposit_mode = 'percentage' AND deposit_value IN (10, 20, 25, 30, 50, 100))
    OR (deposit_mode = 'amount' AND deposit_value BETWEEN 100 AND 1000000)
  );

-- What the booking's deposit is (worked out when the time is held): due at confirmation, 0 = none.
-- Whether it was paid, refunded, applied or kept follows from the charges, refunds and the state.
ALTER TABLE appointments ADD COLUMN deposit_cents integer NOT NULL DEFAULT 0 CHECK (deposit_cents >= 0);

-- A deposit is a charge like the fees: the partial unique index (appointment_id, kind) lets one
-- be pending or succeeded per appointment, however many confirmations race.
ALTER TABLE payment_charges DROP CONSTRAINT payment_charges_kind_check;
ALTER TABLE payment_charges ADD CONSTRAINT payment_charges_kind_check CHECK (kind IN ('checkout', 'no-show-fee', 'cancel-fee', 'deposit'));

-- Refunds, recorded before the gateway call (pending) and after it; one pending or succeeded
-- refund per charge, so concurrent cancellations refund once.
CREATE TABLE payment_refunds (
  id uuid PRIMARY KEY,
  charge_id uuid NOT NULL REFERENCES payment_charges (id) ON DELETE CASCADE,
  stylist_id bigint NOT NULL REFERENCES stylists (id) ON DELETE CASCADE,
  appointment_id bigint NOT NULL REFERENCES appointments (id) ON DELETE CASCADE,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  reason text NOT NULL CHECK (reason IN ('customer-cancelled', 'stylist-cancelled', 'not-booked', 'stylist-refund')),
  provider text NOT NULL CHECK (provider IN ('sandbox', 'stripe')),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'succeeded', 'failed')),
  gateway_refund_id text,
  failure_code text,
  idempotency_key text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX payment_refunds_once_idx ON payment_refunds (charge_id) WHERE status IN ('pending', 'succeeded');
CREATE INDEX payment_refunds_appointment_idx ON payment_refunds (appointment_id);
CREATE INDEX payment_refunds_gateway_idx ON payment_refunds (gateway_refund_id);

-- Sandbox: an on-session charge that needs authentication comes back to return_url after the
-- sandbox's authentication page; refunds of its charges.
ALTER TABLE sandbox_charges ADD COLUMN return_url text;
CREATE TABLE sandbox_refunds (
  id text PRIMARY KEY,
  idempotency_key text NOT NULL UNIQUE,
  charge_id text NOT NULL REFERENCES sandbox_charges (id) ON DELETE CASCADE,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  metadata jsonb NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sandbox_refunds_charge_idx ON sandbox_refunds (charge_id);
