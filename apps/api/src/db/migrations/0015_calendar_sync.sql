-- Issue 19 (5): calendars in sync. Assumes 0005 (appointments), 0001 (stylists).

-- The iCalendar SEQUENCE of an appointment: a calendar that already has the event (same UID, the
-- appointment's uuid) takes a message with a higher SEQUENCE as the newer version. It grows with
-- every change of a booked appointment's time, state, customer or amount, whichever path writes
-- it (customer reschedule, the stylist's move or edit, cancellation, transitions), so no write can
-- forget it. A hold being confirmed is the first version (0).
ALTER TABLE appointments ADD COLUMN sequence integer NOT NULL DEFAULT 0;

CREATE FUNCTION appointments_bump_sequence() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.state = 'booked' AND (
    NEW.starts_at IS DISTINCT FROM OLD.starts_at OR NEW.ends_at IS DISTINCT FROM OLD.ends_at
    OR NEW.state IS DISTINCT FROM OLD.state OR NEW.customer_id IS DISTINCT FROM OLD.customer_id
    OR NEW.amount_cents IS DISTINCT FROM OLD.amount_cents) THEN
    NEW.sequence := OLD.sequence + 1;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER appointments_bump_sequence BEFORE UPDATE ON appointments
  FOR EACH ROW EXECUTE FUNCTION appointments_bump_sequence();

-- The stylist's private calendar feed (GET /api/calendar-feed/{token}.ics): one secret token per
-- stylist, shown to her in settings; regenerating replaces it, so the old URL answers 404.
CREATE TABLE calendar_feeds (
  stylist_id bigint PRIMARY KEY REFERENCES stylists (id) ON DELETE CASCADE,
  token text NOT NULL UNIQUE CHECK (length(token) >= 32),
  created_at timestamptz NOT NULL DEFAULT now()
);
