import { instantOfWallTime, isoInZone } from '@chairly/shared/format';
import type pg from 'pg';
import { createSeededTestDatabase } from '../../../scripts/test/api-templates';
import type { App } from '../src/app';
import { createDatabase } from '../src/db/client';
import { customerAuth, stylistAuth } from './auth';
import { categoryId } from './catalogue';
import { createTestApp } from './helpers';

type Headers = Record<string, string>;
export type BookingStylist = { id: number; subdomain: string; host: string; headers: Headers; services: number[] };

/**
 * A database of its own with a pool large enough for concurrent calls, the demo seed, and a
 * stylist open every day 00:00–23:00 in Europe/Berlin without policies (no card needed).
 * `webDist`: a built SPA for the app to serve pages from (helpers' `createWebDist`).
 */
export async function createBookingFixture(env: Record<string, string> = {}, { webDist }: { webDist?: string } = {}) {
  const testDb = await createSeededTestDatabase('booking', 'demo');
  const database = createDatabase(testDb.url, { max: 60 });
  const app: App = await createTestApp({ database, env: { RATE_LIMIT_MAX: '100000', ...env }, webDist });
  const pool = database.pool;
  const others: { app: App; close: () => Promise<void> }[] = [];

  /** Another API instance on the same database, with a pool of its own (as a second process has). */
  async function secondInstance(): Promise<App> {
    const ownDatabase = createDatabase(testDb.url, { max: 60 });
    const other: App = await createTestApp({ database: ownDatabase, env: { RATE_LIMIT_MAX: '100000', ...env } });
    others.push({ app: other, close: ownDatabase.close });
    return other;
  }

  async function openStylist(subdomain: string, timeZone = 'Europe/Berlin'): Promise<BookingStylist> {
    const { rows } = await pool.query<{ id: string }>(
      `INSERT INTO stylists (auth_subject, email, subdomain, business_name, time_zone_id)
       VALUES ($1, $2, $1, 'Studio', (SELECT id FROM time_zones WHERE name = $3)) RETURNING id`,
      [subdomain, `${subdomain}@example.test`, timeZone],
    );
    const id = Number(rows[0]?.id);
    await pool.query('INSERT INTO open_hours (stylist_id, week_day, start_hour, end_hour) SELECT $1, d, 0, 23 FROM generate_series(0, 6) d', [id]);
    const category = await categoryId(pool, 'haircuts');
    const services: number[] = [];
    for (const [name, price, duration, isPublic] of [['Cut', 3000, 60, true], ['Wash', 1050, 15, true], ['Secret', 999, 30, false]] as const) {
      const service = await pool.query<{ id: string }>(
        'INSERT INTO services (stylist_id, name, price_cents, duration_minutes, public, category_id) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id',
        [id, name, price, duration, isPublic, category],
      );
      services.push(Number(service.rows[0]?.id));
    }
    const host = `${subdomain}.chairly.localhost`;
    return { id, subdomain, host, services, headers: { host, ...(await stylistAuth(app, { id, subdomain })) } };
  }

  async function customer(name: string, host: string): Promise<{ accountId: number; headers: Headers }> {
    const { rows } = await pool.query<{ id: string }>(
      "INSERT INTO customer_accounts (auth_subject, email, name, lastname, phone) VALUES ($1, $2, $3, 'Test', '+1 555') RETURNING id",
      [`sub-${name}-${Math.random()}`, `${name.toLowerCase()}@example.test`, name],
    );
    const accountId = Number(rows[0]?.id);
    return { accountId, headers: { host, ...(await customerAuth(app, { accountId })) } };
  }

  async function close() {
    for (const other of others) {
      await other.app.close();
      await other.close();
    }
    await app.close();
    await database.close();
    await testDb.drop();
  }

  return { app, pool: pool as pg.Pool, openStylist, customer, secondInstance, close };
}

/**
 * "Today" of this test file, taken once: a test that works out several days (or the same day
 * twice, before and after waiting for a job) must not see them move when the run crosses midnight.
 */
const TODAY = Date.now();

/** Today + n days as yyyy-MM-dd (UTC calendar; tests run with TZ=UTC). */
export function dayFromNow(days: number): string {
  return new Date(TODAY + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * An ISO start at a Berlin wall time (10:00: always open at the fixture stylist) n days ahead, with
 * the offset Berlin has at that instant (on the day the clocks change, 00:00 and 01:00 have another
 * offset than the afternoon), by the app's own rule (D34, `instantOfWallTime`): a time the change
 * skips moves forward, `24:00` is the next midnight.
 */
export function berlinStart(days: number, time = '10:00'): string {
  return isoInZone(instantOfWallTime(Date.parse(`${dayFromNow(days)}T${time}:00Z`), 'Europe/Berlin'), 'Europe/Berlin');
}
