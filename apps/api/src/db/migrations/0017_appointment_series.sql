-- Issue 19 (3): repeated appointments. Assumes 0005 (appointments), 0001 (stylists).

-- A series links the occurrences of a repeated appointment (every `every_weeks` weeks). Each
-- occurrence is an ordinary appointment (its own state, messages, calendar file); the series only
-- says which ones belong together, so "cancel this and the following" can find them.
CREATE TABLE appointment_series (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  stylist_id bigint NOT NULL REFERENCES stylists (id) ON DELETE CASCADE,
  every_weeks smallint NOT NULL CHECK (every_weeks BETWEEN 1 AND 12),
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (stylist_id, id)
);

-- The series of the appointment's own stylist only (tenant isolation by construction).
ALTER TABLE appointments ADD COLUMN series_id bigint;
ALTER TABLE appointments ADD CONSTRAINT appointments_series_fk
  FOREIGN KEY (stylist_id, series_id) REFERENCES appointment_series (stylist_id, id) ON DELETE SET NULL (series_id);
CREATE INDEX appointments_series_idx ON appointments (series_id, starts_at) WHERE series_id IS NOT NULL;
