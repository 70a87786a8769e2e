import { randomBytes } from 'node:crypto';
import { copyFile, mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestDatabase } from '../../../scripts/test/pg';
import { createDatabase, type Database } from '../src/db/client';
import { migrate, MIGRATIONS_DIR } from '../src/db/migrate';
import { seedReferenceData } from '../src/db/seed/index';
import { createTestApp } from './helpers';

/** Issue #28.5: migration 0020 hashes the stored feed tokens in place; subscribed feed URLs keep working. */

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  const testDb = await createTestDatabase('api');
  database = createDatabase(testDb.url);
  drop = testDb.drop;
});
afterAll(async () => {
  await database?.close();
  await drop?.();
});

it('a feed URL made before 0020 still answers after it, and the clear token is gone from the database', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'chairly-migrations-'));
  const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql'));
  for (const file of files.filter((f) => f < '0020')) await copyFile(path.join(MIGRATIONS_DIR, file), path.join(dir, file));
  await migrate(database.pool, dir);
  const { rows } = await database.pool.query<{ id: string }>(
    "INSERT INTO stylists (auth_subject, email, subdomain, business_name) VALUES ('s-0020', 'vera@example.test', 'vera', 'Vera Hair') RETURNING id",
  );
  const token = randomBytes(32).toString('base64url');
  await database.pool.query('INSERT INTO calendar_feeds (stylist_id, token) VALUES ($1, $2)', [rows[0]!.id, token]);

  expect(await migrate(database.pool)).toContain('0020_calendar_feed_token_hash');
  const stored = await database.pool.query<Record<string, unknown>>('SELECT * FROM calendar_feeds');
  expect(stored.rows).toHaveLength(1);
  expect(JSON.stringify(stored.rows)).not.toContain(token);

  await seedReferenceData(database.db);
  const app = await createTestApp({ database });
  try {
    const feed = await app.inject({ method: 'GET', url: `/api/calendar-feed/${token}.ics`, headers: { host: 'vera.chairly.localhost' } });
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain('X-WR-CALNAME:Vera Hair');
    const wrong = await app.inject({ method: 'GET', url: `/api/calendar-feed/${token.slice(1)}A.ics`, headers: { host: 'vera.chairly.localhost' } });
    expect(wrong.statusCode).toBe(404);
  } finally {
    await app.close();
  }
});
