import { DEMO_ACCOUNTS } from '@chairly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../../../scripts/test/pg';
import { createDatabase, type Database } from '../client';
import { migrate } from '../migrate';
import { ARABIC_CATEGORY_NAMES, arabicNamesOf } from './categories';
import { seedAll, seedDemoOnce, seedReferenceData } from './index';

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  const testDb = await createTestDatabase('seed');
  database = createDatabase(testDb.url);
  drop = testDb.drop;
  await migrate(database.pool);
});
afterAll(async () => {
  await database.close();
  await drop();
});

async function counts() {
  const { rows } = await database.pool.query<{ zones: number; stylists: number; runs: number }>(
    'SELECT (SELECT count(*)::int FROM time_zones) AS zones, (SELECT count(*)::int FROM stylists) AS stylists, (SELECT count(*)::int FROM seed_runs) AS runs',
  );
  return rows[0]!;
}

describe('seeds', () => {
  it('reference data: every IANA zone with a readable label', async () => {
    await seedReferenceData(database.db);
    const { rows } = await database.pool.query("SELECT label, utc_offset_minutes FROM time_zones WHERE name IN ('Europe/Berlin', 'Asia/Tokyo', 'America/New_York', 'UTC') ORDER BY name");
    expect(rows).toEqual([
      { label: '(UTC-05:00) America/New_York', utc_offset_minutes: -300 },
      { label: '(UTC+09:00) Asia/Tokyo', utc_offset_minutes: 540 },
      { label: '(UTC+01:00) Europe/Berlin', utc_offset_minutes: 60 },
      { label: '(UTC+00:00) UTC', utc_offset_minutes: 0 },
    ]);
    expect((await counts()).zones).toBeGreaterThan(300);
    expect((await counts()).stylists).toBe(0);
  });

  it('categories: every one in the five languages, its Arabic name the one migration 0023 gave it', async () => {
    await seedReferenceData(database.db);
    const { rows } = await database.pool.query<{ slug: string; name_en: string; name_ar: string }>('SELECT slug, name_en, name_ar FROM categories ORDER BY slug');
    expect(rows).toHaveLength(ARABIC_CATEGORY_NAMES.size);
    for (const row of rows) expect(row.name_ar, row.slug).toBe(ARABIC_CATEGORY_NAMES.get(row.slug));
    expect(rows.filter((r) => r.name_ar === r.name_en)).toEqual([]);
    expect(rows.find((r) => r.slug === 'haircuts')).toEqual({ slug: 'haircuts', name_en: 'Haircuts', name_ar: 'قص الشعر' });
    expect(arabicNamesOf("('a-b', 'أ'),\n  ('c', 'ب')")).toEqual(new Map([['a-b', 'أ'], ['c', 'ب']]));
  });

  it('demo data once: a second first-start does not seed again, even after edits', async () => {
    expect(await seedDemoOnce(database.db)).toBe(true);
    await database.pool.query('DELETE FROM stylists WHERE auth_subject = $1', [DEMO_ACCOUNTS.bella.sub]);
    expect(await seedDemoOnce(database.db)).toBe(false);
    expect((await counts()).stylists).toBe(3);
  });

  it('seedAll is idempotent and restores missing demo rows', async () => {
    await seedAll(database.db);
    const first = await counts();
    await seedAll(database.db);
    expect(await counts()).toEqual(first);
    expect(first).toMatchObject({ stylists: 4, runs: 1 });
  });

  it('demo stylists: three registered businesses, one signed up but not registered', async () => {
    const { rows } = await database.pool.query(
      `SELECT s.email, s.subdomain, s.business_name, s.name, s.lastname, s.city, z.name AS zone, s.country, s.currency
       FROM stylists s LEFT JOIN time_zones z ON z.id = s.time_zone_id ORDER BY s.email`,
    );
    expect(rows).toEqual([
      { email: 'anna@chairly.test', subdomain: 'anna', business_name: "Anna's Beauty Studio", name: 'Anna', lastname: 'Berg', city: 'Berlin', zone: 'Europe/Berlin', country: 'DE', currency: 'EUR' },
      { email: 'bella@chairly.test', subdomain: 'bella', business_name: 'Bella Nails & Lashes', name: 'Bella', lastname: 'Costa', city: 'São Paulo', zone: 'America/Sao_Paulo', country: 'BR', currency: 'BRL' },
      { email: 'new.stylist@chairly.test', subdomain: null, business_name: null, name: 'Nora', lastname: 'Neu', city: '', zone: null, country: null, currency: null },
      { email: 'studio@chairly.test', subdomain: 'studio', business_name: 'Studio', name: 'Sara', lastname: 'Lind', city: 'Berlin', zone: 'Europe/Berlin', country: 'DE', currency: 'EUR' },
    ]);
    const carla = await database.pool.query('SELECT 1 FROM stylists WHERE auth_subject = $1', [DEMO_ACCOUNTS.carla.sub]);
    expect(carla.rowCount).toBe(0);
  });

  it('the team salon (issue #34): Studio with its owner, Eli (manager) and Dana (staff), each with her own week, services, blocked time and appointments; Anna stays a one-member business', async () => {
    const team = await database.pool.query<{ email: string; name: string; role: string; auth_subject: string; appointments: number }>(
      `SELECT m.email, m.name, m.role, m.auth_subject, (SELECT count(*)::int FROM appointments a WHERE a.member_id = m.id) AS appointments
       FROM members m JOIN stylists s ON s.id = m.stylist_id WHERE s.subdomain = 'studio' ORDER BY m.role <> 'owner', m.position`,
    );
    expect(team.rows.map(({ email, name, role, auth_subject }) => ({ email, name, role, auth_subject }))).toEqual([
      { email: 'studio@chairly.test', name: 'Sara Lind', role: 'owner', auth_subject: DEMO_ACCOUNTS.studio.sub },
      { email: 'eli@chairly.test', name: 'Eli Novak', role: 'manager', auth_subject: DEMO_ACCOUNTS.eli.sub },
      { email: 'dana@chairly.test', name: 'Dana Rossi', role: 'staff', auth_subject: DEMO_ACCOUNTS.dana.sub },
    ]);
    for (const member of team.rows) expect(member.appointments, member.email).toBeGreaterThan(3);
    const studio = await database.pool.query<{ services: number; hours: number; customers: number; subscription: string }>(
      `SELECT (SELECT count(*)::int FROM services WHERE stylist_id = s.id) AS services, (SELECT count(*)::int FROM open_hours WHERE stylist_id = s.id) AS hours,
         (SELECT count(*)::int FROM customers WHERE stylist_id = s.id) AS customers, (SELECT status FROM subscriptions WHERE stylist_id = s.id) AS subscription
       FROM stylists s WHERE s.subdomain = 'studio'`,
    );
    expect(studio.rows[0]).toEqual({ services: 3, hours: 16, customers: 3, subscription: 'active' });
    // Stage 2 (D63): each member's own week, services and blocked time.
    const weeks = await database.pool.query(
      `SELECT m.email, array_agg(h.week_day ORDER BY h.week_day) AS days, min(h.start_hour) AS opens, max(h.end_hour) AS closes
       FROM members m JOIN stylists s ON s.id = m.stylist_id JOIN open_hours h ON h.member_id = m.id WHERE s.subdomain = 'studio' GROUP BY m.email ORDER BY m.email`,
    );
    expect(weeks.rows).toEqual([
      { email: 'dana@chairly.test', days: [0, 1, 2, 3, 4], opens: 12, closes: 20 },
      { email: 'eli@chairly.test', days: [1, 2, 3, 4, 5], opens: 8, closes: 16 },
      { email: 'studio@chairly.test', days: [0, 1, 2, 3, 4, 5], opens: 9, closes: 18 },
    ]);
    const own = await database.pool.query(
      `SELECT m.email, m.all_services, v.name, x.duration_minutes, x.price_cents FROM members m JOIN stylists s ON s.id = m.stylist_id
       LEFT JOIN member_services x ON x.member_id = m.id LEFT JOIN services v ON v.id = x.service_id WHERE s.subdomain = 'studio' ORDER BY m.email, v.name`,
    );
    expect(own.rows).toEqual([
      { email: 'dana@chairly.test', all_services: true, name: 'Full colour', duration_minutes: 120, price_cents: 9500 },
      { email: 'eli@chairly.test', all_services: false, name: 'Blow-dry', duration_minutes: null, price_cents: null },
      { email: 'eli@chairly.test', all_services: false, name: 'Cut & finish', duration_minutes: null, price_cents: null },
      { email: 'studio@chairly.test', all_services: true, name: null, duration_minutes: null, price_cents: null },
    ]);
    const blocked = await database.pool.query(
      `SELECT m.email, count(*)::int AS n FROM blocked_times b JOIN members m ON m.id = b.member_id JOIN stylists s ON s.id = b.stylist_id
       WHERE s.subdomain = 'studio' GROUP BY m.email ORDER BY m.email`,
    );
    expect(blocked.rows).toEqual([{ email: 'dana@chairly.test', n: 2 }, { email: 'eli@chairly.test', n: 1 }]);
    // Dana rents her chair: her own payment account beside the salon's (the owner's).
    const accounts = await database.pool.query(
      `SELECT m.email, p.account_id, p.charges_enabled FROM payment_accounts p JOIN members m ON m.id = p.member_id JOIN stylists s ON s.id = p.stylist_id
       WHERE s.subdomain = 'studio' ORDER BY m.email`,
    );
    expect(accounts.rows).toEqual([
      { email: 'dana@chairly.test', account_id: 'acct_sandbox_studio_dana', charges_enabled: true },
      { email: 'studio@chairly.test', account_id: 'acct_sandbox_studio', charges_enabled: true },
    ]);
    const anna = await database.pool.query('SELECT role FROM members m JOIN stylists s ON s.id = m.stylist_id WHERE s.subdomain = $1', ['anna']);
    expect(anna.rows).toEqual([{ role: 'owner' }]);
  });
});
