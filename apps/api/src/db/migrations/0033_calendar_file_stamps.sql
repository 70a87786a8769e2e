-- Issue #32.5: calendar files other programs accept. Assumes 0005 (appointments), 0015 (the
-- SEQUENCE trigger, calendar_feeds), 0020.

-- A calendar file's DTSTAMP is the appointment's updated_at, so it changes only when the event
-- does. The API's writes set updated_at; this keeps it in step with SEQUENCE on every other path
-- too (plain SQL, a later write that forgets it). It runs after appointments_bump_sequence
-- (BEFORE triggers fire in name order), so it sees the bumped SEQUENCE.
CREATE FUNCTION appointments_stamp_sequence() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.sequence IS DISTINCT FROM OLD.sequence AND NEW.updated_at IS NOT DISTINCT FROM OLD.updated_at THEN
    NEW.updated_at := now();
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER appointments_stamp_sequence BEFORE UPDATE ON appointments
  FOR EACH ROW EXECUTE FUNCTION appointments_stamp_sequence();

-- The feed's Last-Modified: the SHA-256 of the last feed served and when it last differed
-- (calendar-feed.repository.ts, contentChangedAt). Empty until the feed is first fetched.
ALTER TABLE calendar_feeds ADD COLUMN content_hash bytea, ADD COLUMN content_changed_at timestamptz;
