-- Issue 18 (3, 4): buffer time and processing time per service; the no-overlap guarantee holds for
-- the ranges an appointment occupies, not for the whole appointment. Assumes 0003 (services),
-- 0005 (appointments, appointment_services) and 0010 (the released state).
--
-- What an appointment occupies (@chairly/shared availability/occupancy.ts): its services back to
-- back, minus each service's processing window (the stylist is free while a colour develops),
-- plus the largest buffer of its services after its end (clean-up; the customer's ends_at stays
-- the services' own end).

ALTER TABLE services
  ADD COLUMN buffer_minutes integer NOT NULL DEFAULT 0 CHECK (buffer_minutes BETWEEN 0 AND 120),
  ADD COLUMN processing_start_minutes integer NOT NULL DEFAULT 0 CHECK (processing_start_minutes >= 0),
  ADD COLUMN processing_minutes integer NOT NULL DEFAULT 0 CHECK (processing_minutes >= 0),
  -- A window lies strictly inside its service: work before it and after it.
  ADD CONSTRAINT services_processing_inside CHECK (
    processing_minutes = 0 OR (processing_start_minutes > 0 AND processing_start_minutes + processing_minutes < duration_minutes));

-- Copied at booking time with the name, price and duration: a later change of the service does not
-- move what a booked appointment occupies.
ALTER TABLE appointment_services
  ADD COLUMN buffer_minutes integer NOT NULL DEFAULT 0 CHECK (buffer_minutes >= 0),
  ADD COLUMN processing_start_minutes integer NOT NULL DEFAULT 0 CHECK (processing_start_minutes >= 0),
  ADD COLUMN processing_minutes integer NOT NULL DEFAULT 0 CHECK (processing_minutes >= 0);

-- The stylist's busy time: one range, or several when a processing window frees her in between.
ALTER TABLE appointments ADD COLUMN occupied tstzmultirange;
UPDATE appointments SET occupied = tstzmultirange(tstzrange(starts_at, ends_at));

-- The appointment writes set `occupied` themselves. A write that does not (demo data, fixtures, a
-- raw move) gets the plain range of its times: on insert when it is missing, on an update that
-- changes the times but not the occupancy.
CREATE FUNCTION appointments_default_occupied() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF NEW.occupied IS NULL THEN
      NEW.occupied := tstzmultirange(tstzrange(NEW.starts_at, NEW.ends_at));
    END IF;
  ELSIF NEW.occupied IS NOT DISTINCT FROM OLD.occupied
    AND (NEW.starts_at IS DISTINCT FROM OLD.starts_at OR NEW.ends_at IS DISTINCT FROM OLD.ends_at) THEN
    NEW.occupied := tstzmultirange(tstzrange(NEW.starts_at, NEW.ends_at));
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER appointments_default_occupied BEFORE INSERT OR UPDATE ON appointments
  FOR EACH ROW EXECUTE FUNCTION appointments_default_occupied();

ALTER TABLE appointments ALTER COLUMN occupied SET NOT NULL;
-- Occupancy starts with the appointment and reaches at least its end (a buffer goes beyond).
ALTER TABLE appointments ADD CONSTRAINT appointments_occupied_check
  CHECK (NOT isempty(occupied) AND lower(occupied) = starts_at AND upper(occupied) >= ends_at);

-- Overlap is impossible by construction, now for occupied ranges: a short appointment may lie in
-- another's processing window, and nothing may start in a buffer. Half-open ranges, as before.
ALTER TABLE appointments DROP CONSTRAINT appointments_no_overlap;
ALTER TABLE appointments ADD CONSTRAINT appointments_no_overlap
  EXCLUDE USING gist (stylist_id WITH =, occupied WITH &&) WHERE (state IN ('held', 'booked'));
