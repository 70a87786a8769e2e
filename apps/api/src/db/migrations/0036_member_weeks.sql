-- Issue #34, stage 2 (D63): each member's week. Open hours, blocked time and the no-overlap
-- guarantee become per member; special days are the salon's (member_id NULL: every member, public
-- holidays included) or a member's own (replacing the salon's that date for her); booking rules
-- and the services she performs (with her own duration or price) per member. A business with one
-- member answers exactly as before: every existing row is the owner's, or the salon's.
-- Assumes 0004 (open_hours), 0011 (occupied), 0012 (blocked_times), 0013 (special days), 0034 (members).

-- The owner of a business (the member a write without one belongs to).
CREATE FUNCTION owner_member_of(business bigint) RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT id FROM members WHERE stylist_id = business AND role = 'owner'
$$;

CREATE FUNCTION default_owner_member() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.member_id IS NULL THEN
    NEW.member_id := owner_member_of(NEW.stylist_id);
  END IF;
  RETURN NEW;
END
$$;

-- Open hours: per member. A new member starts with the owner's week (a trigger below).
ALTER TABLE open_hours ADD COLUMN member_id bigint REFERENCES members (id) ON DELETE CASCADE;
UPDATE open_hours SET member_id = owner_member_of(stylist_id);
CREATE TRIGGER open_hours_default_member BEFORE INSERT ON open_hours
  FOR EACH ROW EXECUTE FUNCTION default_owner_member();
ALTER TABLE open_hours ALTER COLUMN member_id SET NOT NULL;
ALTER TABLE open_hours DROP CONSTRAINT open_hours_stylist_id_week_day_int4range_excl;
ALTER TABLE open_hours ADD CONSTRAINT open_hours_no_overlap
  EXCLUDE USING gist (member_id WITH =, week_day WITH =, int4range(start_hour, end_hour) WITH &&);
DROP INDEX open_hours_stylist_idx;
CREATE INDEX open_hours_member_idx ON open_hours (member_id, week_day, start_hour);

-- Blocked time: per member.
ALTER TABLE blocked_times ADD COLUMN member_id bigint REFERENCES members (id) ON DELETE CASCADE;
UPDATE blocked_times SET member_id = owner_member_of(stylist_id);
CREATE TRIGGER blocked_times_default_member BEFORE INSERT ON blocked_times
  FOR EACH ROW EXECUTE FUNCTION default_owner_member();
ALTER TABLE blocked_times ALTER COLUMN member_id SET NOT NULL;
CREATE INDEX blocked_times_member_range_idx ON blocked_times USING gist (member_id, tstzrange(starts_at, ends_at));

-- Special days: the salon's (member_id NULL, what every existing row is) or a member's own. A key of
-- their own so that intervals follow their day whichever it is.
ALTER TABLE special_days ADD COLUMN id bigint GENERATED ALWAYS AS IDENTITY;
ALTER TABLE special_days ADD COLUMN member_id bigint REFERENCES members (id) ON DELETE CASCADE;
ALTER TABLE special_day_intervals ADD COLUMN special_day_id bigint;
UPDATE special_day_intervals i SET special_day_id = d.id FROM special_days d WHERE d.stylist_id = i.stylist_id AND d.date = i.date;
ALTER TABLE special_day_intervals DROP CONSTRAINT special_day_intervals_stylist_id_date_fkey;
ALTER TABLE special_day_intervals DROP CONSTRAINT special_day_intervals_stylist_id_date_int4range_excl;
ALTER TABLE special_days DROP CONSTRAINT special_days_pkey;
ALTER TABLE special_days ADD PRIMARY KEY (id);
CREATE UNIQUE INDEX special_days_salon_idx ON special_days (stylist_id, date) WHERE member_id IS NULL;
CREATE UNIQUE INDEX special_days_member_idx ON special_days (member_id, date) WHERE member_id IS NOT NULL;
-- An interval written the old way (stylist and date alone) belongs to the salon's day of that date.
CREATE FUNCTION special_day_intervals_default_day() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.special_day_id IS NULL THEN
    SELECT id INTO NEW.special_day_id FROM special_days
     WHERE stylist_id = NEW.stylist_id AND date = NEW.date AND member_id IS NULL;
  END IF;
  RETURN NEW;
END
$$;
CREATE TRIGGER special_day_intervals_default_day BEFORE INSERT ON special_day_intervals
  FOR EACH ROW EXECUTE FUNCTION special_day_intervals_default_day();
ALTER TABLE special_day_intervals ALTER COLUMN special_day_id SET NOT NULL;
ALTER TABLE special_day_intervals ADD CONSTRAINT special_day_intervals_day_fkey
  FOREIGN KEY (special_day_id) REFERENCES special_days (id) ON DELETE CASCADE;
ALTER TABLE special_day_intervals ADD CONSTRAINT special_day_intervals_no_overlap
  EXCLUDE USING gist (special_day_id WITH =, int4range(start_minute, end_minute) WITH &&);

-- Her own booking rules; NULL = the business's (stylists' columns), then the server's default.
ALTER TABLE members
  ADD COLUMN min_notice_minutes integer CHECK (min_notice_minutes BETWEEN 0 AND 4320),
  ADD COLUMN horizon_days integer CHECK (horizon_days BETWEEN 7 AND 365),
  ADD COLUMN slot_step_minutes integer CHECK (slot_step_minutes IN (15, 30, 60)),
  -- true: she performs every service of the business (member_services rows only change her
  -- duration or price); false: only the services with a row.
  ADD COLUMN all_services boolean NOT NULL DEFAULT true;

CREATE TABLE member_services (
  stylist_id bigint NOT NULL REFERENCES stylists (id) ON DELETE CASCADE,
  member_id bigint NOT NULL REFERENCES members (id) ON DELETE CASCADE,
  service_id bigint NOT NULL REFERENCES services (id) ON DELETE CASCADE,
  -- NULL = the service's own.
  duration_minutes integer CHECK (duration_minutes BETWEEN 5 AND 720),
  price_cents integer CHECK (price_cents > 0),
  PRIMARY KEY (member_id, service_id)
);
CREATE INDEX member_services_stylist_idx ON member_services (stylist_id);

-- A new member's week starts as the owner's.
CREATE FUNCTION members_copy_owner_week() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.role <> 'owner' THEN
    INSERT INTO open_hours (stylist_id, member_id, week_day, start_hour, end_hour)
      SELECT stylist_id, NEW.id, week_day, start_hour, end_hour FROM open_hours
       WHERE member_id = owner_member_of(NEW.stylist_id);
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER members_copy_owner_week AFTER INSERT ON members
  FOR EACH ROW EXECUTE FUNCTION members_copy_owner_week();

-- No member is ever double-booked (holds included): the guarantee is per member now. Two members
-- of one salon may have appointments at the same time.
ALTER TABLE appointments DROP CONSTRAINT appointments_no_overlap;
ALTER TABLE appointments ADD CONSTRAINT appointments_no_overlap
  EXCLUDE USING gist (member_id WITH =, occupied WITH &&) WHERE (state IN ('held', 'booked'));
