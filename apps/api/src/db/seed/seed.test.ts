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
    expect((await counts()).stylists).toBe(2);
  });

  it('seedAll is idempotent and restores missing demo rows', async () => {
    await seedAll(database.db);
    const first = await counts();
    await seedAll(database.db);
    expect(await counts()).toEqual(first);
    expect(first).toMatchObject({ stylists: 3, runs: 1 });
  });

  it('demo stylists: two registered businesses, one signed up but not registered', async () => {
    const { rows } = await database.pool.query(
      `SELECT s.email, s.subdomain, s.business_name, s.name, s.lastname, s.city, z.name AS zone, s.country, s.currency
       FROM stylists s LEFT JOIN time_zones z ON z.id = s.time_zone_id ORDER BY s.email`,
    );
    expect(rows).toEqual([
      { email: 'anna@chairly.test', subdomain: 'anna', business_name: "Anna's Beauty Studio", name: 'Anna', lastname: 'Berg', city: 'Berlin', zone: 'Europe/Berlin', country: 'DE', currency: 'EUR' },
      { email: 'bella@chairly.test', subdomain: 'bella', business_name: 'Bella Nails & Lashes', name: 'Bella', lastname: 'Costa', city: 'São Paulo', zone: 'America/Sao_Paulo', country: 'BR', currency: 'BRL' },
      { email: 'new.stylist@chairly.test', subdomain: null, business_name: null, name: 'Nora', lastname: 'Neu', city: '', zone: null, country: null, currency: null },
    ]);
    const carla = await database.pool.query('SELECT 1 FROM stylists WHERE auth_subject = $1', [DEMO_ACCOUNTS.carla.sub]);
    expect(carla.rowCount).toBe(0);
  });
});
