-- Foundation: extensions, time zones, stylists, shared rate-limit counters.
CREATE EXTENSION IF NOT EXISTS btree_gist;
CREATE EXTENSION IF NOT EXISTS pgcrypto;

CREATE TABLE time_zones (
  id serial PRIMARY KEY,
  name text NOT NULL UNIQUE,
  label text NOT NULL,
  utc_offset_minutes integer NOT NULL
);

CREATE TABLE stylists (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  auth_subject text NOT NULL UNIQUE,
  email text NOT NULL,
  name text NOT NULL DEFAULT '',
  lastname text NOT NULL DEFAULT '',
  subdomain text UNIQUE CHECK (subdomain ~ '^[a-z0-9](?:[a-z0-9-]{1,28}[a-z0-9])$'),
  business_name text,
  business_description text NOT NULL DEFAULT '',
  facebook_url text NOT NULL DEFAULT '',
  twitter_url text NOT NULL DEFAULT '',
  instagram_url text NOT NULL DEFAULT '',
  address text NOT NULL DEFAULT '',
  city text NOT NULL DEFAULT '',
  post_code text NOT NULL DEFAULT '',
  business_phone text NOT NULL DEFAULT '',
  latitude double precision,
  longtitude double precision,
  time_zone_id integer REFERENCES time_zones (id),
  stripe_id text,
  stripe_account_enabled boolean NOT NULL DEFAULT false,
  email_notifications boolean NOT NULL DEFAULT true,
  sms_notifications boolean NOT NULL DEFAULT false,
  review_request_notifications boolean NOT NULL DEFAULT true,
  appointment_reminder boolean NOT NULL DEFAULT true,
  appointment_reminder_hours integer NOT NULL DEFAULT 24 CHECK (appointment_reminder_hours BETWEEN 1 AND 48),
  notifications_text text NOT NULL DEFAULT '',
  profile_image text,
  background_image text,
  locale text NOT NULL DEFAULT 'en',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Counters of the rate limiter, shared by every API instance; losing them on a crash is harmless.
CREATE UNLOGGED TABLE rate_limits (
  key text PRIMARY KEY,
  count integer NOT NULL,
  reset_at timestamptz NOT NULL
);
CREATE INDEX rate_limits_reset_at_idx ON rate_limits (reset_at);

-- Seeds that ran once (the demo data of the embedded default is seeded on the first start only).
CREATE TABLE seed_runs (
  name text PRIMARY KEY,
  ran_at timestamptz NOT NULL DEFAULT now()
);
