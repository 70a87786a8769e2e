-- Appointments, their services (copied at booking time), their state history, consultation requests.
-- Assumes 0001 (btree_gist, pgcrypto, stylists), 0002 (customer_accounts) and 0003 (services, customers).

CREATE TABLE appointments (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  stylist_id bigint NOT NULL REFERENCES stylists (id) ON DELETE CASCADE,
  customer_id bigint REFERENCES customers (id) ON DELETE SET NULL,
  state text NOT NULL CHECK (state IN ('held', 'booked', 'completed', 'cancelled', 'no_show', 'expired')),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  amount_cents integer NOT NULL CHECK (amount_cents >= 0),
  note text NOT NULL DEFAULT '',
  -- Set while held: after this instant the hold no longer blocks (it is marked expired by the next
  -- inserting transaction of the stylist, or by a job).
  hold_expires_at timestamptz,
  -- The gateway id of the customer's saved card chosen at confirmation (payments charge it).
  card_id text,
  created_by text NOT NULL CHECK (created_by IN ('customer', 'stylist')),
  cancelled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at),
  CHECK ((state = 'held') = (hold_expires_at IS NOT NULL)),
  -- Overlap is impossible by construction: two active appointments of one stylist never intersect
  -- (half-open ranges, so 10:00–11:00 and 11:00–12:00 coexist).
  CONSTRAINT appointments_no_overlap EXCLUDE USING gist (stylist_id WITH =, tstzrange(starts_at, ends_at) WITH &&)
    WHERE (state IN ('held', 'booked'))
);
CREATE INDEX appointments_stylist_starts_idx ON appointments (stylist_id, starts_at);
CREATE INDEX appointments_customer_idx ON appointments (customer_id, starts_at);
CREATE INDEX appointments_held_idx ON appointments (stylist_id, hold_expires_at) WHERE state = 'held';

CREATE TABLE appointment_services (
  appointment_id bigint NOT NULL REFERENCES appointments (id) ON DELETE CASCADE,
  position smallint NOT NULL CHECK (position >= 0),
  -- Services are soft-deleted; a hard delete happens only with the stylist, whose appointments go too.
  service_id bigint NOT NULL REFERENCES services (id) ON DELETE CASCADE,
  name text NOT NULL,
  price_cents integer NOT NULL CHECK (price_cents >= 0),
  duration_minutes integer NOT NULL CHECK (duration_minutes > 0),
  PRIMARY KEY (appointment_id, position)
);
CREATE INDEX appointment_services_service_idx ON appointment_services (service_id);

-- Every state change with who made it and when; from_state is null for the creation.
CREATE TABLE appointment_state_changes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  appointment_id bigint NOT NULL REFERENCES appointments (id) ON DELETE CASCADE,
  from_state text,
  to_state text NOT NULL,
  actor text NOT NULL CHECK (actor IN ('customer', 'stylist', 'system')),
  actor_id bigint,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX appointment_state_changes_appointment_idx ON appointment_state_changes (appointment_id, id);

CREATE TABLE consultation_requests (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  stylist_id bigint NOT NULL REFERENCES stylists (id) ON DELETE CASCADE,
  customer_id bigint NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  service_id bigint REFERENCES services (id) ON DELETE SET NULL,
  message text NOT NULL CHECK (length(btrim(message)) BETWEEN 1 AND 2000),
  preferred_contact text NOT NULL CHECK (preferred_contact IN ('email', 'phone')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX consultation_requests_stylist_idx ON consultation_requests (stylist_id, created_at);
