// The hold + confirm load's data, written with SQL: many stylists (a busy day is many stylists; one
// stylist's writes are serialised by her lock by design), each open every day 00:00–23:00 UTC with
// one public 15-minute service and no fee or deposit policy (confirming needs no card), booking up to
// the longest horizon allowed; and customer accounts. Slots are handed out so none is taken twice.
import { BOOKING_RULE_LIMITS } from '@chairly/shared';
import type pg from 'pg';

const SERVICE_MINUTES = 15;
/** Starts from 00:00 to 22:45: the day closes at 23:00, the latest whole hour open hours can end at. */
const SLOTS_PER_DAY = (23 * 60) / SERVICE_MINUTES;
/** The first day handed out: the day after tomorrow (UTC), far beyond the default minimum notice. */
const FIRST_DAY = 2;
const HORIZON_DAYS = BOOKING_RULE_LIMITS.horizonDays.max;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export type BookingStylist = { id: number; host: string; serviceId: number };
export type BookingAccount = { id: number; name: string; lastName: string; email: string };

export type BookingFixture = {
  stylists: BookingStylist[];
  accounts: BookingAccount[];
  /** The next free start of this stylist (each start handed out once, whichever server it goes to). */
  nextStart: (stylistIndex: number) => Date;
};

export async function createBookingFixture(pool: pg.Pool, { stylists, accounts, baseDomain }: { stylists: number; accounts: number; baseDomain: string }): Promise<BookingFixture> {
  const created = await pool.query<{ id: string; subdomain: string }>(
    `INSERT INTO stylists (auth_subject, email, name, subdomain, business_name, time_zone_id, horizon_days, slot_step_minutes)
     SELECT 'bench-booking-' || i, 'bench-booking-' || i || '@example.test', 'Bench', 'bench-booking-' || i, 'Bench studio ' || i,
            (SELECT id FROM time_zones WHERE name = 'UTC'), $2, $3
     FROM generate_series(1, $1::int) i ORDER BY i RETURNING id, subdomain`,
    [stylists, HORIZON_DAYS, SERVICE_MINUTES],
  );
  const ids = created.rows.map((r) => Number(r.id));
  await pool.query(`INSERT INTO open_hours (stylist_id, week_day, start_hour, end_hour) SELECT s, d, 0, 23 FROM unnest($1::bigint[]) s, generate_series(0, 6) d`, [ids]);
  const services = await pool.query<{ id: string; stylist_id: string }>(
    `INSERT INTO services (stylist_id, name, price_cents, duration_minutes, public, category_id)
     SELECT s, 'Quick trim', 2000, $2, true, (SELECT min(id) FROM categories) FROM unnest($1::bigint[]) s RETURNING id, stylist_id`,
    [ids, SERVICE_MINUTES],
  );
  const serviceOf = new Map(services.rows.map((r) => [Number(r.stylist_id), Number(r.id)]));
  const customerRows = await pool.query<{ id: string; n: number }>(
    `INSERT INTO customer_accounts (auth_subject, email, name, lastname)
     SELECT 'bench-customer-' || i, 'bench-customer-' || i || '@example.test', 'Bench', 'Customer ' || i FROM generate_series(1, $1::int) i
     RETURNING id, (regexp_match(auth_subject, '(\\d+)$'))[1]::int AS n`,
    [accounts],
  );

  const today = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  const handedOut = ids.map(() => 0);
  return {
    stylists: created.rows.map((r) => ({ id: Number(r.id), host: `${r.subdomain}.${baseDomain}`, serviceId: serviceOf.get(Number(r.id)) ?? 0 })),
    accounts: customerRows.rows
      .sort((a, b) => a.n - b.n)
      .map((r) => ({ id: Number(r.id), name: 'Bench', lastName: `Customer ${r.n}`, email: `bench-customer-${r.n}@example.test` })),
    nextStart(stylistIndex) {
      const index = handedOut[stylistIndex]!++;
      const day = FIRST_DAY + Math.floor(index / SLOTS_PER_DAY);
      // A day short of the horizon: the last day's end is still inside it whatever the hour.
      if (day >= HORIZON_DAYS - 1) throw new Error(`Stylist ${stylistIndex} has no free slot left within her ${HORIZON_DAYS}-day horizon`);
      return new Date(today + day * DAY_MS + (index % SLOTS_PER_DAY) * SERVICE_MINUTES * MINUTE_MS);
    },
  };
}
