import { DEMO_SUBDOMAINS } from '@chairly/shared';
import { sql } from 'drizzle-orm';
import { instantOfWallTime, localDateOf } from '../../modules/availability/index';
import type { Seed, SeedDb } from './types';

type Service = { id: number; name: string; price_cents: number; duration_minutes: number };
type Planned = { customerId: number; services: Service[]; startsAt: number; endsAt: number; state: 'booked' | 'completed' | 'no_show' | 'cancelled' };

const DAYS_BACK = 14;
const DAYS_AHEAD = 14;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Appointments two weeks either side of today, inside open hours, back to back with gaps: never overlapping. */
function plan(now: number, timeZone: string, hours: { week_day: number; start_hour: number; end_hour: number }[], services: Service[], customers: number[]): Planned[] {
  const today = Date.parse(`${localDateOf(now, timeZone)}T00:00:00Z`);
  const planned: Planned[] = [];
  let n = 0;
  for (let offset = -DAYS_BACK; offset <= DAYS_AHEAD; offset++) {
    const day = today + offset * DAY;
    const weekDay = (new Date(day).getUTCDay() + 6) % 7;
    for (const interval of hours.filter((h) => h.week_day === weekDay)) {
      let cursor = instantOfWallTime(day + interval.start_hour * 60 * MINUTE, timeZone) + ((n % 3) * 30 * MINUTE);
      const end = instantOfWallTime(day + interval.end_hour * 60 * MINUTE, timeZone);
      for (;;) {
        const chosen = n % 4 === 0 ? [services[n % services.length], services[(n + 1) % services.length]] : [services[n % services.length]];
        const list = chosen.filter((s): s is Service => s !== undefined);
        const finish = cursor + list.reduce((sum, s) => sum + s.duration_minutes, 0) * MINUTE;
        if (list.length === 0 || finish > end) break;
        const past = finish <= now;
        const state = past ? (n % 11 === 3 ? 'no_show' : n % 7 === 2 ? 'cancelled' : 'completed') : n % 13 === 5 ? 'cancelled' : 'booked';
        const customerId = customers[n % 9 === 0 ? 0 : n % customers.length] ?? customers[0];
        if (customerId !== undefined) planned.push({ customerId, services: list, startsAt: cursor, endsAt: finish, state });
        cursor = finish + (n % 2 === 0 ? 30 : 60) * MINUTE;
        n++;
      }
    }
  }
  return planned;
}

async function seedFor(db: SeedDb, subdomain: string, now: number) {
  const stylist = (await db.execute<{ id: string; tz: string | null }>(sql`
    SELECT s.id, z.name AS tz FROM stylists s LEFT JOIN time_zones z ON z.id = s.time_zone_id WHERE s.subdomain = ${subdomain}`)).rows[0];
  if (!stylist) return;
  const stylistId = Number(stylist.id);
  const existing = await db.execute(sql`SELECT 1 FROM appointments WHERE stylist_id = ${stylistId} LIMIT 1`);
  if (existing.rows.length > 0) return;
  const hours = (await db.execute<{ week_day: number; start_hour: number; end_hour: number }>(sql`SELECT week_day, start_hour, end_hour FROM open_hours WHERE stylist_id = ${stylistId}`)).rows;
  const services = (await db.execute<Service>(sql`SELECT id, name, price_cents, duration_minutes FROM services WHERE stylist_id = ${stylistId} AND deleted_at IS NULL ORDER BY id`)).rows;
  const customers = (await db.execute<{ id: string }>(sql`SELECT id FROM customers WHERE stylist_id = ${stylistId} AND NOT deleted ORDER BY id`)).rows.map((r) => Number(r.id));
  const planned = plan(now, stylist.tz ?? 'UTC', hours, services, customers);
  const carla = (await db.execute<{ id: string; card: string | null }>(sql`
    SELECT c.id, (SELECT p.gateway_card_id FROM payment_cards p WHERE p.customer_account_id = c.customer_account_id ORDER BY p.id LIMIT 1) AS card
    FROM customers c WHERE c.stylist_id = ${stylistId} AND c.customer_account_id IS NOT NULL ORDER BY c.id LIMIT 1`)).rows[0];
  // carla's card is on file for her appointments; her latest past one is still booked, ready to be marked no-show and charged.
  const carlaId = carla ? Number(carla.id) : null;
  const lastPast = planned.filter((a) => a.customerId === carlaId && a.endsAt <= now).at(-1);
  if (lastPast) lastPast.state = 'booked';
  for (const a of planned) {
    const cardId = a.customerId === carlaId ? (carla?.card ?? null) : null;
    const amount = a.services.reduce((sum, s) => sum + s.price_cents, 0);
    const inserted = await db.execute<{ id: string }>(sql`
      INSERT INTO appointments (stylist_id, customer_id, state, starts_at, ends_at, amount_cents, created_by, card_id, cancelled_at)
      VALUES (${stylistId}, ${a.customerId}, ${a.state}, ${new Date(a.startsAt).toISOString()}, ${new Date(a.endsAt).toISOString()}, ${amount}, 'stylist', ${cardId},
        ${a.state === 'cancelled' ? new Date(a.startsAt - DAY).toISOString() : null}) RETURNING id`);
    const id = Number(inserted.rows[0]?.id);
    const rows = a.services.map((s, position) => sql`(${id}, ${position}, ${Number(s.id)}, ${s.name}, ${s.price_cents}, ${s.duration_minutes})`);
    await db.execute(sql`INSERT INTO appointment_services (appointment_id, position, service_id, name, price_cents, duration_minutes) VALUES ${sql.join(rows, sql`, `)}`);
    await db.execute(sql`INSERT INTO appointment_state_changes (appointment_id, from_state, to_state, actor, actor_id) VALUES (${id}, NULL, 'booked', 'stylist', ${stylistId})`);
    if (a.state !== 'booked') {
      await db.execute(sql`INSERT INTO appointment_state_changes (appointment_id, from_state, to_state, actor, actor_id) VALUES (${id}, 'booked', ${a.state}, 'stylist', ${stylistId})`);
    }
  }
}

/** Demo appointments of anna and bella around today (past completed / no-show / cancelled, upcoming booked); once per stylist. */
export const appointmentsSeed: Seed = {
  name: 'appointments',
  run: async (db) => {
    const now = Date.now();
    for (const subdomain of Object.values(DEMO_SUBDOMAINS)) await seedFor(db, subdomain, now);
  },
};
