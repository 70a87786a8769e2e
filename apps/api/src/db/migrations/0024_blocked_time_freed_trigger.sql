-- Issue #30 (3): one freed-time path. Appointments, hours and special days already tell the waitlist
-- of a freed time by trigger (0016); blocked time did it by a call in its service. Now a trigger does
-- it too, so every path that deletes, shortens or moves a blocked range frees its time in the same
-- transaction, whichever code writes it. Assumes 0012 (blocked_times) and 0016 (waitlist_time_freed).

-- A deleted range frees all of it; an updated one frees the parts of the old range the new one no
-- longer covers (before its new start, after its new end). waitlist_time_freed ignores empty and past
-- parts and writes nothing while nobody waits for her.
CREATE FUNCTION blocked_times_waitlist_freed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- The stylist herself deleted (ON DELETE CASCADE): nobody is left to offer the time to.
  IF NOT EXISTS (SELECT 1 FROM stylists WHERE id = OLD.stylist_id) THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' OR NEW.stylist_id <> OLD.stylist_id THEN
    PERFORM waitlist_time_freed(OLD.stylist_id, OLD.starts_at, OLD.ends_at, 'unblocked');
  ELSE
    PERFORM waitlist_time_freed(OLD.stylist_id, OLD.starts_at, least(OLD.ends_at, NEW.starts_at), 'unblocked');
    PERFORM waitlist_time_freed(OLD.stylist_id, greatest(OLD.starts_at, NEW.ends_at), OLD.ends_at, 'unblocked');
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER blocked_times_waitlist_freed AFTER DELETE OR UPDATE OF stylist_id, starts_at, ends_at ON blocked_times
  FOR EACH ROW EXECUTE FUNCTION blocked_times_waitlist_freed();
