-- Issue #22: API instances keep the public reads of a stylist (her site's stylist, her public
-- services, her available dates) in memory and must drop them when anything they are made of
-- changes, whichever instance or job changed it. Every such write notifies the channel
-- `stylist_changed` with the stylist's id ('*': reference data every stylist's reads use), delivered
-- to the listening instances when the transaction commits and never when it rolls back. PostgreSQL
-- folds identical notifications of one transaction into one.

CREATE FUNCTION notify_stylist_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('stylist_changed', OLD.stylist_id::text);
  ELSE
    PERFORM pg_notify('stylist_changed', NEW.stylist_id::text);
    IF TG_OP = 'UPDATE' AND OLD.stylist_id IS DISTINCT FROM NEW.stylist_id THEN
      PERFORM pg_notify('stylist_changed', OLD.stylist_id::text);
    END IF;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER appointments_stylist_changed AFTER INSERT OR UPDATE OR DELETE ON appointments
  FOR EACH ROW EXECUTE FUNCTION notify_stylist_changed();
CREATE TRIGGER blocked_times_stylist_changed AFTER INSERT OR UPDATE OR DELETE ON blocked_times
  FOR EACH ROW EXECUTE FUNCTION notify_stylist_changed();
CREATE TRIGGER open_hours_stylist_changed AFTER INSERT OR UPDATE OR DELETE ON open_hours
  FOR EACH ROW EXECUTE FUNCTION notify_stylist_changed();
CREATE TRIGGER special_days_stylist_changed AFTER INSERT OR UPDATE OR DELETE ON special_days
  FOR EACH ROW EXECUTE FUNCTION notify_stylist_changed();
CREATE TRIGGER special_day_intervals_stylist_changed AFTER INSERT OR UPDATE OR DELETE ON special_day_intervals
  FOR EACH ROW EXECUTE FUNCTION notify_stylist_changed();
CREATE TRIGGER services_stylist_changed AFTER INSERT OR UPDATE OR DELETE ON services
  FOR EACH ROW EXECUTE FUNCTION notify_stylist_changed();

-- The stylist herself: subdomain, business name, time zone, booking rules.
CREATE FUNCTION notify_stylist_row_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('stylist_changed', (CASE WHEN TG_OP = 'DELETE' THEN OLD.id ELSE NEW.id END)::text);
  RETURN NULL;
END $$;
CREATE TRIGGER stylists_stylist_changed AFTER INSERT OR UPDATE OR DELETE ON stylists
  FOR EACH ROW EXECUTE FUNCTION notify_stylist_row_changed();

-- Reference data every stylist's reads use (category names, time zone names).
CREATE FUNCTION notify_reference_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('stylist_changed', '*');
  RETURN NULL;
END $$;
CREATE TRIGGER categories_stylist_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_reference_changed();
CREATE TRIGGER time_zones_stylist_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON time_zones
  FOR EACH STATEMENT EXECUTE FUNCTION notify_reference_changed();
