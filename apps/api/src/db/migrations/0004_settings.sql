-- Stylist settings: open hours, no-show / cancellation policies, the card payment account.

-- Wall-clock whole hours in the stylist's time zone; several rows per day (a lunch break) may not overlap.
CREATE TABLE open_hours (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  stylist_id bigint NOT NULL REFERENCES stylists (id) ON DELETE CASCADE,
  week_day smallint NOT NULL CHECK (week_day BETWEEN 0 AND 6),
  start_hour smallint NOT NULL CHECK (start_hour BETWEEN 0 AND 23),
  end_hour smallint NOT NULL CHECK (end_hour BETWEEN 0 AND 23),
  CHECK (start_hour < end_hour),
  EXCLUDE USING gist (stylist_id WITH =, week_day WITH =, int4range(start_hour, end_hour) WITH &&)
);
CREATE INDEX open_hours_stylist_idx ON open_hours (stylist_id, week_day, start_hour);

-- 0 no-show percentage, 1 cancellation percentage, 2 cancellation window in minutes.
CREATE TABLE stylist_policy_configs (
  stylist_id bigint NOT NULL REFERENCES stylists (id) ON DELETE CASCADE,
  config smallint NOT NULL CHECK (config IN (0, 1, 2)),
  value integer NOT NULL,
  PRIMARY KEY (stylist_id, config),
  CHECK (
    (config = 0 AND value IN (50, 100))
    OR (config = 1 AND value IN (25, 50, 75, 100))
    OR (config = 2 AND value BETWEEN 60 AND 5760 AND value % 60 = 0)
  )
);

-- The stylist's connected account at the card payment provider (onboarding fills it in).
CREATE TABLE payment_accounts (
  stylist_id bigint PRIMARY KEY REFERENCES stylists (id) ON DELETE CASCADE,
  provider text NOT NULL,
  account_id text NOT NULL,
  charges_enabled boolean NOT NULL DEFAULT false,
  details_submitted boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);
