-- Issue 21: the waitlist. A customer waits for services in a date range at times of day; when a
-- time frees up (a cancellation, a lapsed or released hold, a move, a deleted blocked range, longer
-- hours) the freed time is recorded in the transaction that freed it, with an outbox event; a job
-- matches it against the waiting entries and records one offer per (entry, freed time), whose
-- message is then sent once (notification_log). See docs/waitlist.md.

CREATE TABLE waitlist_entries (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  stylist_id bigint NOT NULL REFERENCES stylists (id) ON DELETE CASCADE,
  customer_id bigint NOT NULL REFERENCES customers (id) ON DELETE CASCADE,
  -- In booking order; their total duration, buffers and processing windows decide what fits.
  service_ids bigint[] NOT NULL CHECK (cardinality(service_ids) BETWEEN 1 AND 10),
  from_date date NOT NULL,
  to_date date NOT NULL,
  -- Start times that suit, in the stylist's zone: morning < 12:00 ≤ afternoon < 17:00 ≤ evening.
  times_of_day text[] NOT NULL CHECK (cardinality(times_of_day) BETWEEN 1 AND 3 AND times_of_day <@ ARRAY['morning', 'afternoon', 'evening']),
  -- waiting → booked (she booked one of the services in the range), ended (the range is over), left (she left it).
  state text NOT NULL DEFAULT 'waiting' CHECK (state IN ('waiting', 'booked', 'ended', 'left')),
  appointment_id bigint REFERENCES appointments (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  ended_at timestamptz,
  CHECK (to_date >= from_date AND to_date - from_date < 60)
);
CREATE INDEX waitlist_entries_waiting_idx ON waitlist_entries (stylist_id, to_date) WHERE state = 'waiting';
CREATE INDEX waitlist_entries_customer_idx ON waitlist_entries (customer_id, id);

-- A stretch of a stylist's time that became free. Written only while someone waits for her.
CREATE TABLE waitlist_freed_times (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  stylist_id bigint NOT NULL REFERENCES stylists (id) ON DELETE CASCADE,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  source text NOT NULL CHECK (source IN ('cancelled', 'expired', 'released', 'moved', 'unblocked', 'open-hours', 'special-day')),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at)
);

-- A time offered to an entry: from a freed time (at most one per entry and freed time: the key that
-- makes the matching job's retries and duplicates harmless) or by the stylist (a hold in her name).
CREATE TABLE waitlist_offers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  stylist_id bigint NOT NULL REFERENCES stylists (id) ON DELETE CASCADE,
  entry_id bigint NOT NULL REFERENCES waitlist_entries (id) ON DELETE CASCADE,
  freed_time_id bigint REFERENCES waitlist_freed_times (id) ON DELETE CASCADE,
  appointment_id bigint REFERENCES appointments (id) ON DELETE CASCADE,
  starts_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (entry_id, freed_time_id),
  CHECK ((freed_time_id IS NULL) <> (appointment_id IS NULL))
);
CREATE INDEX waitlist_offers_entry_idx ON waitlist_offers (entry_id, starts_at);

-- Where a booking came from (the dashboard counts the waitlist's).
ALTER TABLE appointments ADD COLUMN source text CHECK (source IN ('waitlist'));

-- "A time was freed for stylist S in [start, end)": records it and queues the matching job
-- (notification_events, relayed to pg-boss), in the caller's transaction. Past parts are cut off;
-- nothing is written when nobody waits for her.
CREATE FUNCTION waitlist_time_freed(p_stylist bigint, p_start timestamptz, p_end timestamptz, p_source text) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  freed bigint;
  from_at timestamptz := greatest(p_start, now());
BEGIN
  IF p_end IS NULL OR p_start IS NULL OR p_end <= from_at THEN RETURN; END IF;
  IF NOT EXISTS (SELECT 1 FROM waitlist_entries WHERE stylist_id = p_stylist AND state = 'waiting') THEN RETURN; END IF;
  INSERT INTO waitlist_freed_times (stylist_id, starts_at, ends_at, source) VALUES (p_stylist, from_at, p_end, p_source) RETURNING id INTO freed;
  INSERT INTO notification_events (kind, payload)
  VALUES ('waitlist.time-freed', jsonb_build_object('kind', 'waitlist.time-freed', 'stylistId', p_stylist, 'freedTimeId', freed));
END $$;

-- Every path that lets a held or booked appointment go (customer or stylist cancel, the sweep and the
-- lazy expiry of holds, released holds) or moves a booking (reschedule, drag, resize) frees what it
-- occupied, whichever code writes it.
CREATE FUNCTION appointments_waitlist_freed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.state IN ('held', 'booked') AND NEW.state IN ('cancelled', 'expired', 'released') THEN
    PERFORM waitlist_time_freed(OLD.stylist_id, lower(OLD.occupied), upper(OLD.occupied), NEW.state);
  ELSIF OLD.state = 'booked' AND NEW.state = 'booked' AND OLD.occupied IS DISTINCT FROM NEW.occupied THEN
    PERFORM waitlist_time_freed(OLD.stylist_id, lower(OLD.occupied), upper(OLD.occupied), 'moved');
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER appointments_waitlist_freed AFTER UPDATE OF state, starts_at, ends_at, occupied ON appointments
  FOR EACH ROW EXECUTE FUNCTION appointments_waitlist_freed();

-- A booking of the customer ends her waiting entries it satisfies (one of their services, on a
-- date of their range), and is marked as coming from the waitlist when it takes a time she was
-- offered. Deferred to the commit: the appointment's services are written after its row.
CREATE FUNCTION appointments_waitlist_booked() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  zone text;
  booked_date date;
  booked_services bigint[];
BEGIN
  IF NEW.customer_id IS NULL OR NOT EXISTS (SELECT 1 FROM appointments WHERE id = NEW.id AND state = 'booked') THEN RETURN NULL; END IF;
  SELECT COALESCE(z.name, 'UTC') INTO zone FROM stylists s LEFT JOIN time_zones z ON z.id = s.time_zone_id WHERE s.id = NEW.stylist_id;
  booked_date := (NEW.starts_at AT TIME ZONE zone)::date;
  SELECT array_agg(service_id) INTO booked_services FROM appointment_services WHERE appointment_id = NEW.id;
  IF EXISTS (
    SELECT 1 FROM waitlist_offers o JOIN waitlist_entries e ON e.id = o.entry_id
    WHERE e.stylist_id = NEW.stylist_id AND e.customer_id = NEW.customer_id AND o.starts_at = NEW.starts_at
      AND (e.state = 'waiting' OR (e.state = 'booked' AND e.appointment_id = NEW.id))
  ) THEN
    UPDATE appointments SET source = 'waitlist' WHERE id = NEW.id AND source IS NULL;
  END IF;
  UPDATE waitlist_entries SET state = 'booked', appointment_id = NEW.id, ended_at = now()
  WHERE stylist_id = NEW.stylist_id AND customer_id = NEW.customer_id AND state = 'waiting'
    AND booked_date BETWEEN from_date AND to_date AND service_ids && COALESCE(booked_services, '{}');
  RETURN NULL;
END $$;
CREATE CONSTRAINT TRIGGER appointments_waitlist_booked AFTER INSERT OR UPDATE OF state ON appointments
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW.state = 'booked') EXECUTE FUNCTION appointments_waitlist_booked();

-- Longer hours (on save, not by a periodic pass): saving the weekly hours frees her next 366 days
-- once per stylist and statement (the matching job asks the engine what is really free now); a
-- special day's new intervals, or a special day removed (back to the weekly hours), free that date.
CREATE FUNCTION open_hours_waitlist_freed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  stylist bigint;
BEGIN
  FOR stylist IN SELECT DISTINCT stylist_id FROM new_rows LOOP
    PERFORM waitlist_time_freed(stylist, now(), now() + interval '366 days', 'open-hours');
  END LOOP;
  RETURN NULL;
END $$;
CREATE TRIGGER open_hours_waitlist_freed AFTER INSERT ON open_hours REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION open_hours_waitlist_freed();

CREATE FUNCTION special_days_waitlist_freed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  day record;
BEGIN
  FOR day IN
    SELECT DISTINCT d.stylist_id, d.date, COALESCE(z.name, 'UTC') AS zone
    FROM changed_rows d JOIN stylists s ON s.id = d.stylist_id LEFT JOIN time_zones z ON z.id = s.time_zone_id
  LOOP
    PERFORM waitlist_time_freed(day.stylist_id, day.date::timestamp AT TIME ZONE day.zone, (day.date + 1)::timestamp AT TIME ZONE day.zone, 'special-day');
  END LOOP;
  RETURN NULL;
END $$;
CREATE TRIGGER special_day_intervals_waitlist_freed AFTER INSERT ON special_day_intervals REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION special_days_waitlist_freed();
CREATE TRIGGER special_days_waitlist_freed AFTER DELETE ON special_days REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION special_days_waitlist_freed();
