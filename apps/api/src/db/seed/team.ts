import { DEMO_ACCOUNTS, DEMO_TEAM, toMinorUnits } from '@chairly/shared';
import { sql } from 'drizzle-orm';
import { instantOfWallTime, localDateOf } from '../../modules/availability/index';
import { demoMonthlyPriceId } from './billing';
import { categoryIdsBySlug } from './catalogue-lookups';
import type { Seed, SeedDb } from './types';

const ZONE = 'Europe/Berlin';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const YEAR_MS = 365 * DAY;
const DAYS_AROUND = 7;

const SERVICES = [
  { name: 'Cut & finish', price: 48, duration: 45, category: 'haircuts' },
  { name: 'Full colour', price: 85, duration: 90, category: 'full-colour' },
  { name: 'Blow-dry', price: 30, duration: 30, category: 'styling' },
] as const;

const CUSTOMERS = [
  { name: 'Ida', lastName: 'Marsh', email: 'ida.marsh@example.com', phone: '+4915223456701' },
  { name: 'Tom', lastName: 'Berger', email: 'tom.berger@example.com', phone: '+4915223456702' },
  { name: 'Yara', lastName: 'Haddad', email: 'yara.haddad@example.com', phone: '+4915223456703' },
] as const;

/**
 * Each member's chair on a working day (stage 1 keeps one calendar per business, so their times do
 * not overlap): the owner in the morning, Eli at midday, Dana in the afternoon.
 */
const DAY_PLAN: { member: keyof typeof DEMO_ACCOUNTS; hour: number; service: number }[] = [
  { member: 'studio', hour: 9, service: 0 },
  { member: 'eli', hour: 11, service: 2 },
  { member: 'dana', hour: 14, service: 1 },
];

/** The business itself (the owner's stylist row; migration 0034's trigger makes her owner member), subscribed. */
async function business(db: SeedDb): Promise<number | null> {
  const owner = DEMO_ACCOUNTS[DEMO_TEAM.owner];
  await db.execute(sql`
    INSERT INTO stylists (auth_subject, email, name, lastname, subdomain, business_name, business_description, address, city, post_code,
      business_phone, time_zone_id, country, currency)
    VALUES (${owner.sub}, ${owner.email}, ${owner.name}, ${owner.lastName}, ${DEMO_TEAM.subdomain}, ${DEMO_TEAM.businessName},
      'A salon of three chairs: book the first free one or the stylist you like.', 'Oranienstraße 25', 'Berlin', '10999', '+49307654321',
      (SELECT id FROM time_zones WHERE name = ${ZONE}), 'DE', 'EUR')
    ON CONFLICT (auth_subject) DO NOTHING`);
  const row = (await db.execute<{ id: string }>(sql`SELECT id FROM stylists WHERE auth_subject = ${owner.sub}`)).rows[0];
  if (!row) return null;
  const stylistId = Number(row.id);
  await db.execute(sql`
    INSERT INTO subscriptions (stylist_id, status, price_id, current_period_end, trial_used)
    VALUES (${stylistId}, 'active', ${demoMonthlyPriceId('EUR')}, ${new Date(Date.now() + YEAR_MS).toISOString()}, true)
    ON CONFLICT (stylist_id) DO NOTHING`);
  return stylistId;
}

/** Her members, as accepting an invitation makes them (their `sub` is their demo account's). */
async function members(db: SeedDb, stylistId: number): Promise<Map<string, number>> {
  let position = 1;
  for (const [key, role] of Object.entries(DEMO_TEAM.members) as [keyof typeof DEMO_TEAM.members, string][]) {
    const person = DEMO_ACCOUNTS[key];
    await db.execute(sql`
      INSERT INTO members (stylist_id, auth_subject, email, name, role, position)
      VALUES (${stylistId}, ${person.sub}, ${person.email}, ${`${person.name} ${person.lastName}`}, ${role}, ${position++})
      ON CONFLICT (auth_subject) DO NOTHING`);
  }
  const { rows } = await db.execute<{ id: string; auth_subject: string }>(sql`SELECT id, auth_subject FROM members WHERE stylist_id = ${stylistId}`);
  const bySub = new Map(rows.map((r) => [r.auth_subject, Number(r.id)]));
  const ids = new Map<string, number>();
  for (const key of [DEMO_TEAM.owner, ...Object.keys(DEMO_TEAM.members)] as (keyof typeof DEMO_ACCOUNTS)[]) {
    const id = bySub.get(DEMO_ACCOUNTS[key].sub);
    if (id !== undefined) ids.set(key, id);
  }
  return ids;
}

/** Services, Monday-to-Saturday hours and customers, each only when she has none yet. */
async function catalogue(db: SeedDb, stylistId: number) {
  const has = async (table: 'services' | 'open_hours' | 'customers') =>
    (await db.execute(sql`SELECT 1 FROM ${sql.identifier(table)} WHERE stylist_id = ${stylistId} LIMIT 1`)).rows.length > 0;
  if (!(await has('services'))) {
    const categories = await categoryIdsBySlug(db, [...new Set(SERVICES.map((s) => s.category))]);
    for (const s of SERVICES) {
      await db.execute(sql`
        INSERT INTO services (stylist_id, name, price_cents, duration_minutes, public, category_id)
        VALUES (${stylistId}, ${s.name}, ${toMinorUnits(s.price, 'EUR')}, ${s.duration}, true, ${categories.get(s.category) ?? 0})`);
    }
  }
  if (!(await has('open_hours'))) {
    for (let weekDay = 0; weekDay <= 5; weekDay++) {
      await db.execute(sql`INSERT INTO open_hours (stylist_id, week_day, start_hour, end_hour) VALUES (${stylistId}, ${weekDay}, 9, 18)`);
    }
  }
  if (!(await has('customers'))) {
    for (const c of CUSTOMERS) {
      await db.execute(sql`INSERT INTO customers (stylist_id, name, last_name, email, phone) VALUES (${stylistId}, ${c.name}, ${c.lastName}, ${c.email}, ${c.phone})`);
    }
  }
}

/** A week either side of today, Monday to Saturday: each member's appointment of the day (past ones completed). */
async function appointments(db: SeedDb, stylistId: number, memberIds: Map<string, number>) {
  if ((await db.execute(sql`SELECT 1 FROM appointments WHERE stylist_id = ${stylistId} LIMIT 1`)).rows.length > 0) return;
  const services = (await db.execute<{ id: string; name: string; price_cents: number; duration_minutes: number }>(sql`
    SELECT id, name, price_cents, duration_minutes FROM services WHERE stylist_id = ${stylistId} AND deleted_at IS NULL ORDER BY id`)).rows;
  const customers = (await db.execute<{ id: string }>(sql`SELECT id FROM customers WHERE stylist_id = ${stylistId} ORDER BY id`)).rows.map((r) => Number(r.id));
  const now = Date.now();
  const today = Date.parse(`${localDateOf(now, ZONE)}T00:00:00Z`);
  let n = 0;
  for (let offset = -DAYS_AROUND; offset <= DAYS_AROUND; offset++) {
    const day = today + offset * DAY;
    if (new Date(day).getUTCDay() === 0) continue;
    for (const { member, hour, service: index } of DAY_PLAN) {
      const service = services[index];
      const memberId = memberIds.get(member);
      const customerId = customers[n++ % customers.length];
      if (!service || memberId === undefined || customerId === undefined) continue;
      const startsAt = instantOfWallTime(day + hour * 60 * MINUTE, ZONE);
      const endsAt = startsAt + service.duration_minutes * MINUTE;
      const state = endsAt <= now ? 'completed' : 'booked';
      const inserted = await db.execute<{ id: string }>(sql`
        INSERT INTO appointments (stylist_id, member_id, customer_id, state, starts_at, ends_at, amount_cents, created_by)
        VALUES (${stylistId}, ${memberId}, ${customerId}, ${state}, ${new Date(startsAt).toISOString()}, ${new Date(endsAt).toISOString()}, ${service.price_cents}, 'stylist')
        RETURNING id`);
      const id = Number(inserted.rows[0]?.id);
      await db.execute(sql`
        INSERT INTO appointment_services (appointment_id, position, service_id, name, price_cents, duration_minutes)
        VALUES (${id}, 0, ${Number(service.id)}, ${service.name}, ${service.price_cents}, ${service.duration_minutes})`);
      await db.execute(sql`INSERT INTO appointment_state_changes (appointment_id, from_state, to_state, actor, actor_id) VALUES (${id}, NULL, 'booked', 'stylist', ${stylistId})`);
      if (state === 'completed') {
        await db.execute(sql`INSERT INTO appointment_state_changes (appointment_id, from_state, to_state, actor, actor_id) VALUES (${id}, 'booked', 'completed', 'stylist', ${stylistId})`);
      }
    }
  }
}

/**
 * Issue #34 (D60): the demo salon of three, "Studio" on the subdomain `studio` — its owner
 * (studio@chairly.test), Eli (manager) and Dana (staff), all with the demo password at the dev
 * identity provider; services, hours, customers and each member's appointments around today.
 * Idempotent: natural keys and "only when she has none".
 */
export const teamSeed: Seed = {
  name: 'team',
  run: async (db) => {
    const stylistId = await business(db);
    if (stylistId === null) return;
    const memberIds = await members(db, stylistId);
    await catalogue(db, stylistId);
    await appointments(db, stylistId, memberIds);
  },
};
