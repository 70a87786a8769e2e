-- Issue 18 (2, 5): special days (per-date hours replacing the weekday's, or closed), the stylist's
-- country/region for public holidays, and her own booking rules. Assumes 0001 (btree_gist,
-- stylists) and 0004 (open_hours).

-- One row per date that has its own hours; no interval rows = closed that day. The note is
-- shown to the stylist (a public holiday's name, "Christmas shopping Sunday").
CREATE TABLE special_days (
  stylist_id bigint NOT NULL REFERENCES stylists (id) ON DELETE CASCADE,
  date date NOT NULL,
  note text NOT NULL DEFAULT '' CHECK (length(note) <= 200),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (stylist_id, date)
);

-- Wall-clock minutes of the day in the stylist's zone, on a 15-minute grid; intervals of one day
-- never overlap (back to back is fine).
CREATE TABLE special_day_intervals (
  stylist_id bigint NOT NULL,
  date date NOT NULL,
  start_minute smallint NOT NULL CHECK (start_minute BETWEEN 0 AND 1425 AND start_minute % 15 = 0),
  end_minute smallint NOT NULL CHECK (end_minute BETWEEN 15 AND 1425 AND end_minute % 15 = 0),
  CHECK (start_minute < end_minute),
  FOREIGN KEY (stylist_id, date) REFERENCES special_days (stylist_id, date) ON DELETE CASCADE,
  EXCLUDE USING gist (stylist_id WITH =, date WITH =, int4range(start_minute, end_minute) WITH &&)
);

-- NULL = the server's default (MIN_NOTICE_MINUTES, HORIZON_DAYS, SLOT_STEP_MINUTES).
ALTER TABLE stylists
  ADD COLUMN min_notice_minutes integer CHECK (min_notice_minutes BETWEEN 0 AND 4320),
  ADD COLUMN horizon_days integer CHECK (horizon_days BETWEEN 7 AND 365),
  ADD COLUMN slot_step_minutes integer CHECK (slot_step_minutes IN (15, 30, 60)),
  -- ISO 3166-1 alpha-2 country and the date-holidays region code (e.g. DE / BY) for public holidays.
  ADD COLUMN holiday_country text CHECK (holiday_country ~ '^[A-Z]{2}$'),
  ADD COLUMN holiday_region text CHECK (holiday_region ~ '^[A-Za-z0-9]{1,20}$'),
  ADD CHECK (holiday_region IS NULL OR holiday_country IS NOT NULL);
