-- Issue #33 (D71): the by-numbers statistic reads a stylist's figures per local day from a rollup,
-- not from every appointment, charge, refund and customer of its 44 days (a busy salon's month is
-- about a thousand appointments). Triggers on those tables add each write's change as a row of
-- `dashboard_day_changes` (an insert only: concurrent writes never wait for each other, and no two
-- can deadlock on a shared row). The `dashboard.compact` job (every minute) moves the changes into
-- `dashboard_days` under one lock. A read sums both tables, so it is exact at every moment, whether
-- or not the changes have been moved. The raw statement (dashboard.repository.ts, `daysSql`) stays
-- the definition: it answers one member's figures, and the tests compare the two after every kind
-- of write.
--
-- A day is the local date in the stylist's time zone (UTC while she has none) of the appointment's
-- start, the charge's or refund's creation, the customer's creation: the same day as the raw
-- statement's bucket between two local midnights. A change of her time zone rebuilds her rows.
-- `member_id` 0: figures of no member (deposits taken and refunded, new customers), so that the key
-- has no NULL (PostgreSQL 13 has no NULLS NOT DISTINCT).

CREATE TABLE dashboard_days (
  stylist_id bigint NOT NULL REFERENCES stylists(id) ON DELETE CASCADE,
  day date NOT NULL,
  member_id bigint NOT NULL,
  appointments integer NOT NULL,
  booked_cents bigint NOT NULL,
  completed integer NOT NULL,
  completed_cents bigint NOT NULL,
  no_shows integer NOT NULL,
  from_waitlist integer NOT NULL,
  fee_cents bigint NOT NULL,
  deposits_taken bigint NOT NULL,
  deposits_refunded bigint NOT NULL,
  new_customers integer NOT NULL,
  PRIMARY KEY (stylist_id, day, member_id)
);

-- No foreign key: a change may be written while its stylist is being deleted (a cascade); the
-- compaction drops the changes of a stylist that is gone.
CREATE TABLE dashboard_day_changes (
  stylist_id bigint NOT NULL,
  day date NOT NULL,
  member_id bigint NOT NULL,
  appointments integer NOT NULL DEFAULT 0,
  booked_cents bigint NOT NULL DEFAULT 0,
  completed integer NOT NULL DEFAULT 0,
  completed_cents bigint NOT NULL DEFAULT 0,
  no_shows integer NOT NULL DEFAULT 0,
  from_waitlist integer NOT NULL DEFAULT 0,
  fee_cents bigint NOT NULL DEFAULT 0,
  deposits_taken bigint NOT NULL DEFAULT 0,
  deposits_refunded bigint NOT NULL DEFAULT 0,
  new_customers integer NOT NULL DEFAULT 0
);
CREATE INDEX dashboard_day_changes_stylist_day_idx ON dashboard_day_changes (stylist_id, day);

-- One change: the figures of a stylist's local day of `at`, for a member (0: none).
CREATE FUNCTION dashboard_change(
  p_stylist bigint, p_at timestamptz, p_member bigint,
  p_appointments integer DEFAULT 0, p_booked_cents bigint DEFAULT 0, p_completed integer DEFAULT 0,
  p_completed_cents bigint DEFAULT 0, p_no_shows integer DEFAULT 0, p_from_waitlist integer DEFAULT 0,
  p_fee_cents bigint DEFAULT 0, p_deposits_taken bigint DEFAULT 0, p_deposits_refunded bigint DEFAULT 0,
  p_new_customers integer DEFAULT 0
) RETURNS void LANGUAGE sql AS $$
  INSERT INTO dashboard_day_changes (stylist_id, day, member_id, appointments, booked_cents, completed, completed_cents,
    no_shows, from_waitlist, fee_cents, deposits_taken, deposits_refunded, new_customers)
  SELECT p_stylist,
    (p_at AT TIME ZONE coalesce((SELECT z.name FROM stylists s JOIN time_zones z ON z.id = s.time_zone_id WHERE s.id = p_stylist), 'UTC'))::date,
    coalesce(p_member, 0), p_appointments, p_booked_cents, p_completed, p_completed_cents, p_no_shows, p_from_waitlist,
    p_fee_cents, p_deposits_taken, p_deposits_refunded, p_new_customers
  WHERE (p_appointments, p_booked_cents, p_completed, p_completed_cents, p_no_shows, p_from_waitlist,
         p_fee_cents, p_deposits_taken, p_deposits_refunded, p_new_customers) <> (0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
$$;

-- An appointment's own figures (booked, completed and no-show ones count), times `factor`.
CREATE FUNCTION dashboard_appointment_change(a appointments, factor integer) RETURNS void LANGUAGE sql AS $$
  SELECT dashboard_change(a.stylist_id, a.starts_at, a.member_id,
    p_appointments => factor,
    p_booked_cents => factor * a.amount_cents::bigint,
    p_completed => CASE WHEN a.state = 'completed' THEN factor ELSE 0 END,
    p_completed_cents => CASE WHEN a.state = 'completed' THEN factor * a.amount_cents::bigint ELSE 0 END,
    p_no_shows => CASE WHEN a.state = 'no_show' THEN factor ELSE 0 END,
    p_from_waitlist => CASE WHEN a.source IS NOT DISTINCT FROM 'waitlist' THEN factor ELSE 0 END)
  WHERE a.state IN ('booked', 'completed', 'no_show')
$$;

-- What a charge adds to the fees (dashboard.repository.ts, `feesFrom`): a no-show or cancellation
-- fee, or a deposit kept because its appointment (in `state`) was cancelled or not shown up to and
-- not refunded.
CREATE FUNCTION dashboard_fee_cents(c payment_charges, state text) RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT CASE
    WHEN c.status <> 'succeeded' THEN 0
    WHEN c.kind IN ('no-show-fee', 'cancel-fee') THEN c.amount_cents
    WHEN c.kind = 'deposit' AND state IN ('cancelled', 'no_show')
      AND NOT EXISTS (SELECT 1 FROM payment_refunds r WHERE r.charge_id = c.id AND r.status = 'succeeded') THEN c.amount_cents
    ELSE 0 END::bigint
$$;

CREATE FUNCTION appointments_dashboard_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF (OLD.state, OLD.starts_at, OLD.amount_cents, OLD.member_id, OLD.source)
       IS NOT DISTINCT FROM (NEW.state, NEW.starts_at, NEW.amount_cents, NEW.member_id, NEW.source) THEN
      RETURN NULL;
    END IF;
    PERFORM dashboard_appointment_change(OLD, -1);
    -- Its charges' fees: a deposit is kept by its appointment's state, every fee is its member's.
    IF (OLD.state IN ('cancelled', 'no_show')) <> (NEW.state IN ('cancelled', 'no_show')) OR OLD.member_id IS DISTINCT FROM NEW.member_id THEN
      PERFORM dashboard_change(c.stylist_id, c.created_at, OLD.member_id, p_fee_cents => -dashboard_fee_cents(c, OLD.state)),
              dashboard_change(c.stylist_id, c.created_at, NEW.member_id, p_fee_cents => dashboard_fee_cents(c, NEW.state))
      FROM payment_charges c WHERE c.appointment_id = NEW.id AND c.status = 'succeeded';
    END IF;
  END IF;
  PERFORM dashboard_appointment_change(NEW, 1);
  RETURN NULL;
END $$;
-- Not at all for a hold (inserted held, then expired or released): a booking's hold adds nothing,
-- and only its confirmation writes a change.
CREATE TRIGGER appointments_dashboard_days AFTER INSERT ON appointments
  FOR EACH ROW WHEN (NEW.state IN ('booked', 'completed', 'no_show')) EXECUTE FUNCTION appointments_dashboard_days();
CREATE TRIGGER appointments_dashboard_days_update AFTER UPDATE OF state, starts_at, amount_cents, member_id, source ON appointments
  FOR EACH ROW WHEN (OLD.state IN ('booked', 'completed', 'no_show', 'cancelled') OR NEW.state IN ('booked', 'completed', 'no_show', 'cancelled'))
  EXECUTE FUNCTION appointments_dashboard_days();

-- Before the row goes (and its charges and refunds with it, by cascade): its figures and its
-- charges' fees, while they can still be read. The charges' and refunds' own triggers then find no
-- appointment and leave the fees alone.
CREATE FUNCTION appointments_dashboard_days_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dashboard_appointment_change(OLD, -1);
  PERFORM dashboard_change(c.stylist_id, c.created_at, OLD.member_id, p_fee_cents => -dashboard_fee_cents(c, OLD.state))
  FROM payment_charges c WHERE c.appointment_id = OLD.id AND c.status = 'succeeded';
  RETURN OLD;
END $$;
CREATE TRIGGER appointments_dashboard_days_delete BEFORE DELETE ON appointments
  FOR EACH ROW EXECUTE FUNCTION appointments_dashboard_days_delete();

-- A charge's figures times `factor`: its fee (while its appointment exists) and a deposit taken.
CREATE FUNCTION dashboard_charge_change(c payment_charges, factor integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  a appointments;
BEGIN
  SELECT * INTO a FROM appointments WHERE id = c.appointment_id;
  IF FOUND THEN
    PERFORM dashboard_change(c.stylist_id, c.created_at, a.member_id, p_fee_cents => factor * dashboard_fee_cents(c, a.state));
  END IF;
  IF c.kind = 'deposit' AND c.status = 'succeeded' THEN
    PERFORM dashboard_change(c.stylist_id, c.created_at, 0, p_deposits_taken => factor * c.amount_cents::bigint);
  END IF;
END $$;

CREATE FUNCTION payment_charges_dashboard_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF (OLD.status, OLD.kind, OLD.amount_cents, OLD.created_at, OLD.appointment_id)
       IS NOT DISTINCT FROM (NEW.status, NEW.kind, NEW.amount_cents, NEW.created_at, NEW.appointment_id) THEN
      RETURN NULL;
    END IF;
    PERFORM dashboard_charge_change(OLD, -1);
  END IF;
  PERFORM dashboard_charge_change(NEW, 1);
  RETURN NULL;
END $$;
CREATE TRIGGER payment_charges_dashboard_days AFTER INSERT OR UPDATE OF status, kind, amount_cents, created_at, appointment_id ON payment_charges
  FOR EACH ROW EXECUTE FUNCTION payment_charges_dashboard_days();

-- Before the row goes (its refunds with it): its fee is read while its refunds still exist.
CREATE FUNCTION payment_charges_dashboard_days_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM dashboard_charge_change(OLD, -1);
  RETURN OLD;
END $$;
CREATE TRIGGER payment_charges_dashboard_days_delete BEFORE DELETE ON payment_charges
  FOR EACH ROW EXECUTE FUNCTION payment_charges_dashboard_days_delete();

-- A refund's figures: the deposit refunded (when it succeeded) and, when it is the one that decides
-- whether its deposit was refunded, the fee the kept deposit adds or no longer adds.
-- `succeeded_before` and `succeeded_after`: whether this refund succeeded before and after the write.
CREATE FUNCTION dashboard_refund_change(r payment_refunds, succeeded_before boolean, succeeded_after boolean) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  c payment_charges;
  a appointments;
BEGIN
  IF succeeded_before = succeeded_after THEN RETURN; END IF;
  SELECT * INTO c FROM payment_charges WHERE id = r.charge_id;
  IF NOT FOUND OR c.kind <> 'deposit' OR c.status <> 'succeeded' THEN RETURN; END IF;
  SELECT * INTO a FROM appointments WHERE id = c.appointment_id;
  IF NOT FOUND OR a.state NOT IN ('cancelled', 'no_show') THEN RETURN; END IF;
  IF EXISTS (SELECT 1 FROM payment_refunds o WHERE o.charge_id = c.id AND o.status = 'succeeded' AND o.id <> r.id) THEN RETURN; END IF;
  PERFORM dashboard_change(c.stylist_id, c.created_at, a.member_id, p_fee_cents => CASE WHEN succeeded_after THEN -c.amount_cents ELSE c.amount_cents END);
END $$;

CREATE FUNCTION payment_refunds_dashboard_days() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  succeeded_before boolean := TG_OP = 'UPDATE' AND OLD.status = 'succeeded';
  succeeded_after boolean := NEW.status = 'succeeded';
BEGIN
  IF TG_OP = 'UPDATE' THEN
    IF (OLD.status, OLD.amount_cents, OLD.created_at, OLD.charge_id)
       IS NOT DISTINCT FROM (NEW.status, NEW.amount_cents, NEW.created_at, NEW.charge_id) THEN
      RETURN NULL;
    END IF;
    IF succeeded_before THEN PERFORM dashboard_change(OLD.stylist_id, OLD.created_at, 0, p_deposits_refunded => -OLD.amount_cents::bigint); END IF;
  END IF;
  IF succeeded_after THEN PERFORM dashboard_change(NEW.stylist_id, NEW.created_at, 0, p_deposits_refunded => NEW.amount_cents::bigint); END IF;
  PERFORM dashboard_refund_change(NEW, succeeded_before, succeeded_after);
  RETURN NULL;
END $$;
CREATE TRIGGER payment_refunds_dashboard_days AFTER INSERT OR UPDATE OF status, amount_cents, created_at, charge_id ON payment_refunds
  FOR EACH ROW EXECUTE FUNCTION payment_refunds_dashboard_days();

CREATE FUNCTION payment_refunds_dashboard_days_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'succeeded' THEN
    PERFORM dashboard_change(OLD.stylist_id, OLD.created_at, 0, p_deposits_refunded => -OLD.amount_cents::bigint);
    PERFORM dashboard_refund_change(OLD, true, false);
  END IF;
  RETURN OLD;
END $$;
CREATE TRIGGER payment_refunds_dashboard_days_delete BEFORE DELETE ON payment_refunds
  FOR EACH ROW EXECUTE FUNCTION payment_refunds_dashboard_days_delete();

CREATE FUNCTION customers_dashboard_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.deleted, OLD.created_at) IS NOT DISTINCT FROM (NEW.deleted, NEW.created_at) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND NOT OLD.deleted THEN
    PERFORM dashboard_change(OLD.stylist_id, OLD.created_at, 0, p_new_customers => -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NOT NEW.deleted THEN
    PERFORM dashboard_change(NEW.stylist_id, NEW.created_at, 0, p_new_customers => 1);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER customers_dashboard_days AFTER INSERT OR UPDATE OF deleted, created_at OR DELETE ON customers
  FOR EACH ROW EXECUTE FUNCTION customers_dashboard_days();

-- Every figure of one stylist (NULL: of every stylist) computed again from her rows, in her zone
-- as it is now. Under the compaction's lock (727_041), so that no compaction moves her changes meanwhile.
CREATE FUNCTION dashboard_days_rebuild(p_stylist bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(727041);
  DELETE FROM dashboard_day_changes WHERE p_stylist IS NULL OR stylist_id = p_stylist;
  DELETE FROM dashboard_days WHERE p_stylist IS NULL OR stylist_id = p_stylist;
  INSERT INTO dashboard_days (stylist_id, day, member_id, appointments, booked_cents, completed, completed_cents,
    no_shows, from_waitlist, fee_cents, deposits_taken, deposits_refunded, new_customers)
  WITH zones AS (
    SELECT s.id, coalesce(z.name, 'UTC') AS zone FROM stylists s LEFT JOIN time_zones z ON z.id = s.time_zone_id
    WHERE p_stylist IS NULL OR s.id = p_stylist)
  SELECT stylist_id, day, member_id, sum(appointments), sum(booked_cents), sum(completed), sum(completed_cents),
    sum(no_shows), sum(from_waitlist), sum(fee_cents), sum(deposits_taken), sum(deposits_refunded), sum(new_customers)
  FROM (
    SELECT a.stylist_id, (a.starts_at AT TIME ZONE z.zone)::date AS day, coalesce(a.member_id, 0) AS member_id,
      1 AS appointments, a.amount_cents::bigint AS booked_cents,
      (a.state = 'completed')::int AS completed, CASE WHEN a.state = 'completed' THEN a.amount_cents ELSE 0 END::bigint AS completed_cents,
      (a.state = 'no_show')::int AS no_shows, (a.source IS NOT DISTINCT FROM 'waitlist')::int AS from_waitlist,
      0::bigint AS fee_cents, 0::bigint AS deposits_taken, 0::bigint AS deposits_refunded, 0 AS new_customers
    FROM appointments a JOIN zones z ON z.id = a.stylist_id WHERE a.state IN ('booked', 'completed', 'no_show')
    UNION ALL
    SELECT c.stylist_id, (c.created_at AT TIME ZONE z.zone)::date, coalesce(a.member_id, 0), 0, 0, 0, 0, 0, 0, dashboard_fee_cents(c, a.state), 0, 0, 0
    FROM payment_charges c JOIN appointments a ON a.id = c.appointment_id JOIN zones z ON z.id = c.stylist_id WHERE c.status = 'succeeded'
    UNION ALL
    SELECT c.stylist_id, (c.created_at AT TIME ZONE z.zone)::date, 0, 0, 0, 0, 0, 0, 0, 0, c.amount_cents, 0, 0
    FROM payment_charges c JOIN zones z ON z.id = c.stylist_id WHERE c.status = 'succeeded' AND c.kind = 'deposit'
    UNION ALL
    SELECT r.stylist_id, (r.created_at AT TIME ZONE z.zone)::date, 0, 0, 0, 0, 0, 0, 0, 0, 0, r.amount_cents, 0
    FROM payment_refunds r JOIN zones z ON z.id = r.stylist_id WHERE r.status = 'succeeded'
    UNION ALL
    SELECT c.stylist_id, (c.created_at AT TIME ZONE z.zone)::date, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1
    FROM customers c JOIN zones z ON z.id = c.stylist_id WHERE NOT c.deleted
  ) figures
  GROUP BY stylist_id, day, member_id;
END $$;

-- Her days follow her time zone: a change of zone computes them again.
CREATE FUNCTION stylists_dashboard_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.time_zone_id IS DISTINCT FROM NEW.time_zone_id THEN
    PERFORM dashboard_days_rebuild(NEW.id);
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER stylists_dashboard_days AFTER UPDATE OF time_zone_id ON stylists
  FOR EACH ROW EXECUTE FUNCTION stylists_dashboard_days();

-- The changes written so far, moved into dashboard_days (added to the day's row), in one statement:
-- a change committed meanwhile is not in this statement's snapshot and stays for the next round.
-- One compaction at a time (727_041; a second one returns 0 at once). Answers how many it moved.
CREATE FUNCTION dashboard_days_compact() RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  moved bigint;
BEGIN
  IF NOT pg_try_advisory_xact_lock(727041) THEN RETURN 0; END IF;
  WITH gone AS (DELETE FROM dashboard_day_changes RETURNING *),
  added AS (
    INSERT INTO dashboard_days AS d (stylist_id, day, member_id, appointments, booked_cents, completed, completed_cents,
      no_shows, from_waitlist, fee_cents, deposits_taken, deposits_refunded, new_customers)
    SELECT g.stylist_id, g.day, g.member_id, sum(g.appointments), sum(g.booked_cents), sum(g.completed), sum(g.completed_cents),
      sum(g.no_shows), sum(g.from_waitlist), sum(g.fee_cents), sum(g.deposits_taken), sum(g.deposits_refunded), sum(g.new_customers)
    FROM gone g WHERE EXISTS (SELECT 1 FROM stylists s WHERE s.id = g.stylist_id)
    GROUP BY g.stylist_id, g.day, g.member_id
    ON CONFLICT (stylist_id, day, member_id) DO UPDATE SET
      appointments = d.appointments + excluded.appointments, booked_cents = d.booked_cents + excluded.booked_cents,
      completed = d.completed + excluded.completed, completed_cents = d.completed_cents + excluded.completed_cents,
      no_shows = d.no_shows + excluded.no_shows, from_waitlist = d.from_waitlist + excluded.from_waitlist,
      fee_cents = d.fee_cents + excluded.fee_cents, deposits_taken = d.deposits_taken + excluded.deposits_taken,
      deposits_refunded = d.deposits_refunded + excluded.deposits_refunded, new_customers = d.new_customers + excluded.new_customers
    RETURNING 1)
  SELECT count(*) INTO moved FROM gone;
  RETURN moved;
END $$;

-- What is there already.
SELECT dashboard_days_rebuild(NULL);
