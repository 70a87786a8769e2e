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

type MemberKey = 'studio' | 'eli' | 'dana';

/**
 * Issue #34 stage 2 (D63): each member's own week (week_day 0 = Monday). The owner keeps the
 * salon's Monday-to-Saturday, Eli opens early Tuesday to Saturday, Dana works late Monday to Friday:
 * the side-by-side calendar and "anyone available" differ from any one member's.
 */
const WEEKS: Record<MemberKey, { days: number[]; start: number; end: number }> = {
  studio: { days: [0, 1, 2, 3, 4, 5], start: 9, end: 18 },
  eli: { days: [1, 2, 3, 4, 5], start: 8, end: 16 },
  dana: { days: [0, 1, 2, 3, 4], start: 12, end: 20 },
};

/**
 * Each member's appointments on a working day of hers (hour, index into SERVICES), at her own
 * duration and price: Sara and Eli are busy at 9 side by side; Dana's colour takes her two hours.
 */
const DAY_PLAN: Record<MemberKey, { hour: number; service: number }[]> = {
  studio: [{ hour: 9, service: 0 }, { hour: 14, service: 2 }],
  eli: [{ hour: 9, service: 2 }, { hour: 13, service: 0 }],
  dana: [{ hour: 12, service: 1 }, { hour: 17, service: 0 }],
};

/** Dana colours for longer and dearer than the menu says; Eli (a barber) does not colour. */
const OWN_SERVICES: Partial<Record<MemberKey, { allServices: boolean; services: { service: number; duration: number | null; price: number | null }[] }>> = {
  dana: { allServices: true, services: [{ service: 1, duration: 120, price: 95 }] },
  eli: { allServices: false, services: [{ service: 0, duration: null, price: null }, { service: 2, duration: null, price: null }] },
};

/**
 * Time each member blocked (days from today, first working day of hers on or after it; wall
 * hours clear of her DAY_PLAN): Dana's colour training, Eli's dentist.
 */
const BLOCKED: { member: MemberKey; fromDay: number; start: number; end: number; note: string }[] = [
  { member: 'dana', fromDay: 1, start: 15, end: 16, note: 'Colour training' },
  { member: 'dana', fromDay: 8, start: 15, end: 17, note: 'Colour training' },
  { member: 'eli', fromDay: 2, start: 10, end: 12, note: 'Dentist' },
];

const weekDayOf = (day: number) => (new Date(day).getUTCDay() + 6) % 7;

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

/** Services and customers, each only when she has none yet. */
async function catalogue(db: SeedDb, stylistId: number) {
  const has = async (table: 'services' | 'customers') =>
    (await db.execute(sql`SELECT 1 FROM ${sql.identifier(table)} WHERE stylist_id = ${stylistId} LIMIT 1`)).rows.length > 0;
  if (!(await has('services'))) {
    const categories = await categoryIdsBySlug(db, [...new Set(SERVICES.map((s) => s.category))]);
    for (const s of SERVICES) {
      await db.execute(sql`
        INSERT INTO services (stylist_id, name, price_cents, duration_minutes, public, category_id)
        VALUES (${stylistId}, ${s.name}, ${toMinorUnits(s.price, 'EUR')}, ${s.duration}, true, ${categories.get(s.category) ?? 0})`);
    }
  }
  if (!(await has('customers'))) {
    for (const c of CUSTOMERS) {
      await db.execute(sql`INSERT INTO customers (stylist_id, name, last_name, email, phone) VALUES (${stylistId}, ${c.name}, ${c.lastName}, ${c.email}, ${c.phone})`);
    }
  }
}

/** The business's services in SERVICES order (they were inserted in it). */
async function serviceRows(db: SeedDb, stylistId: number) {
  return (await db.execute<{ id: string; name: string; price_cents: number; duration_minutes: number }>(sql`
    SELECT id, name, price_cents, duration_minutes FROM services WHERE stylist_id = ${stylistId} AND deleted_at IS NULL ORDER BY id`)).rows;
}

/**
 * Each member's week, only when she has no hours yet. Runs after `members`: on a first seed the
 * owner has no hours when her members are inserted, so 0036's trigger copies none to them.
 */
async function weeks(db: SeedDb, stylistId: number, memberIds: Map<string, number>) {
  for (const [key, week] of Object.entries(WEEKS) as [MemberKey, (typeof WEEKS)[MemberKey]][]) {
    const memberId = memberIds.get(key);
    if (memberId === undefined) continue;
    if ((await db.execute(sql`SELECT 1 FROM open_hours WHERE member_id = ${memberId} LIMIT 1`)).rows.length > 0) continue;
    for (const weekDay of week.days) {
      await db.execute(sql`
        INSERT INTO open_hours (stylist_id, member_id, week_day, start_hour, end_hour) VALUES (${stylistId}, ${memberId}, ${weekDay}, ${week.start}, ${week.end})`);
    }
  }
}

/** The services each member performs at her own duration or price, only when she has no such rows yet. */
async function ownServices(db: SeedDb, stylistId: number, memberIds: Map<string, number>) {
  const services = await serviceRows(db, stylistId);
  for (const [key, own] of Object.entries(OWN_SERVICES) as [MemberKey, NonNullable<(typeof OWN_SERVICES)[MemberKey]>][]) {
    const memberId = memberIds.get(key);
    if (memberId === undefined) continue;
    if ((await db.execute(sql`SELECT 1 FROM member_services WHERE member_id = ${memberId} LIMIT 1`)).rows.length > 0) continue;
    for (const row of own.services) {
      const service = services[row.service];
      if (!service) continue;
      await db.execute(sql`
        INSERT INTO member_services (stylist_id, member_id, service_id, duration_minutes, price_cents)
        VALUES (${stylistId}, ${memberId}, ${Number(service.id)}, ${row.duration}, ${row.price === null ? null : toMinorUnits(row.price, 'EUR')})`);
    }
    await db.execute(sql`UPDATE members SET all_services = ${own.allServices} WHERE id = ${memberId}`);
  }
}

/** The first day on or after `from` (UTC midnight of a local date) that is a working day of hers. */
function workingDayFrom(from: number, key: MemberKey): number {
  let day = from;
  while (!WEEKS[key].days.includes(weekDayOf(day))) day += DAY;
  return day;
}

/** Each member's blocked time around today, only when she has none yet. */
async function blockedTimes(db: SeedDb, stylistId: number, memberIds: Map<string, number>) {
  const today = Date.parse(`${localDateOf(Date.now(), ZONE)}T00:00:00Z`);
  for (const key of new Set(BLOCKED.map((b) => b.member))) {
    const memberId = memberIds.get(key);
    if (memberId === undefined) continue;
    if ((await db.execute(sql`SELECT 1 FROM blocked_times WHERE member_id = ${memberId} LIMIT 1`)).rows.length > 0) continue;
    for (const block of BLOCKED.filter((b) => b.member === key)) {
      const day = workingDayFrom(today + block.fromDay * DAY, key);
      const startsAt = instantOfWallTime(day + block.start * 60 * MINUTE, ZONE);
      const endsAt = instantOfWallTime(day + block.end * 60 * MINUTE, ZONE);
      await db.execute(sql`
        INSERT INTO blocked_times (stylist_id, member_id, starts_at, ends_at, note)
        VALUES (${stylistId}, ${memberId}, ${new Date(startsAt).toISOString()}, ${new Date(endsAt).toISOString()}, ${block.note})`);
    }
  }
}

/**
 * The salon's sandbox account (the owner's, the business's, as Anna's) and Dana's own: she rents
 * her chair and the charges for her appointments go to her (D66). Each only when there is none.
 */
async function paymentAccounts(db: SeedDb, stylistId: number, memberIds: Map<string, number>) {
  for (const key of ['studio', 'dana'] as const) {
    const memberId = memberIds.get(key);
    if (memberId === undefined) continue;
    const accountId = key === 'studio' ? `acct_sandbox_${DEMO_TEAM.subdomain}` : `acct_sandbox_${DEMO_TEAM.subdomain}_${key}`;
    const inserted = await db.execute(sql`
      INSERT INTO payment_accounts (stylist_id, member_id, provider, account_id, charges_enabled, details_submitted)
      VALUES (${stylistId}, ${memberId}, 'sandbox', ${accountId}, true, true) ON CONFLICT DO NOTHING RETURNING member_id`);
    if (key === 'studio' && inserted.rows.length > 0) {
      await db.execute(sql`UPDATE stylists SET stripe_id = ${accountId}, stripe_account_enabled = true WHERE id = ${stylistId}`);
    }
  }
}

/**
 * A week either side of today, on each member's working days: her appointments of DAY_PLAN at her
 * own duration and price (past ones completed). Two members may be busy at once; one never twice.
 */
async function appointments(db: SeedDb, stylistId: number, memberIds: Map<string, number>) {
  if ((await db.execute(sql`SELECT 1 FROM appointments WHERE stylist_id = ${stylistId} LIMIT 1`)).rows.length > 0) return;
  const services = await serviceRows(db, stylistId);
  const customers = (await db.execute<{ id: string }>(sql`SELECT id FROM customers WHERE stylist_id = ${stylistId} ORDER BY id`)).rows.map((r) => Number(r.id));
  const now = Date.now();
  const today = Date.parse(`${localDateOf(now, ZONE)}T00:00:00Z`);
  let n = 0;
  for (let offset = -DAYS_AROUND; offset <= DAYS_AROUND; offset++) {
    const day = today + offset * DAY;
    for (const [key, plan] of Object.entries(DAY_PLAN) as [MemberKey, (typeof DAY_PLAN)[MemberKey]][]) {
      const memberId = memberIds.get(key);
      if (memberId === undefined || !WEEKS[key].days.includes(weekDayOf(day))) continue;
      for (const { hour, service: index } of plan) {
        const service = services[index];
        const customerId = customers[n++ % customers.length];
        if (!service || customerId === undefined) continue;
        const own = OWN_SERVICES[key]?.services.find((s) => s.service === index);
        const duration = own?.duration ?? service.duration_minutes;
        const price = own?.price != null ? toMinorUnits(own.price, 'EUR') : service.price_cents;
        const startsAt = instantOfWallTime(day + hour * 60 * MINUTE, ZONE);
        const endsAt = startsAt + duration * MINUTE;
        const state = endsAt <= now ? 'completed' : 'booked';
        const inserted = await db.execute<{ id: string }>(sql`
          INSERT INTO appointments (stylist_id, member_id, customer_id, state, starts_at, ends_at, amount_cents, created_by)
          VALUES (${stylistId}, ${memberId}, ${customerId}, ${state}, ${new Date(startsAt).toISOString()}, ${new Date(endsAt).toISOString()}, ${price}, 'stylist')
          RETURNING id`);
        const id = Number(inserted.rows[0]?.id);
        await db.execute(sql`
          INSERT INTO appointment_services (appointment_id, position, service_id, name, price_cents, duration_minutes)
          VALUES (${id}, 0, ${Number(service.id)}, ${service.name}, ${price}, ${duration})`);
        await db.execute(sql`INSERT INTO appointment_state_changes (appointment_id, from_state, to_state, actor, actor_id) VALUES (${id}, NULL, 'booked', 'stylist', ${stylistId})`);
        if (state === 'completed') {
          await db.execute(sql`INSERT INTO appointment_state_changes (appointment_id, from_state, to_state, actor, actor_id) VALUES (${id}, 'booked', 'completed', 'stylist', ${stylistId})`);
        }
      }
    }
  }
}

/**
 * Issue #34 (D60, D63): the demo salon of three, "Studio" on the subdomain `studio` — its owner
 * (studio@chairly.test), Eli (manager) and Dana (staff), all with the demo password at the dev
 * identity provider; services, customers, each member's own week, services (her own duration and
 * price), blocked time, payment accounts (the salon's and Dana's own) and appointments around
 * today. Idempotent: natural keys and "only when she
 * has none".
 */
export const teamSeed: Seed = {
  name: 'team',
  run: async (db) => {
    const stylistId = await business(db);
    if (stylistId === null) return;
    const memberIds = await members(db, stylistId);
    await catalogue(db, stylistId);
    await weeks(db, stylistId, memberIds);
    await ownServices(db, stylistId, memberIds);
    await blockedTimes(db, stylistId, memberIds);
    await paymentAccounts(db, stylistId, memberIds);
    await appointments(db, stylistId, memberIds);
  },
};
