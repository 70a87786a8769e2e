import { readdir } from 'node:fs/promises';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createSeededTestDatabase } from '../../../scripts/test/api-templates';
import { MIGRATIONS_DIR } from '../src/db/migrate';

// Test files get their database as a copy of a template the run builds once (docs/testing.md,
// "Where the time goes"): each copy must be what migrating and seeding it would have made, and
// its own.
type TestDb = Awaited<ReturnType<typeof createSeededTestDatabase>>;
const made: TestDb[] = [];
afterAll(() => Promise.all(made.map((db) => db.drop())));

async function withCopy<T>(seed: 'none' | 'reference' | 'demo', work: (client: pg.Client) => Promise<T>): Promise<T> {
  const db = await createSeededTestDatabase('copy', seed);
  made.push(db);
  const client = new pg.Client({ connectionString: db.url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const count = async (client: pg.Client, table: string) => Number((await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]?.n);

describe('a test database copied from the run’s template', () => {
  it('has every migration applied, and only the data its seed asked for', async () => {
    const files = (await readdir(MIGRATIONS_DIR)).filter((f) => f.endsWith('.sql')).map((f) => f.replace(/\.sql$/, '')).sort();
    for (const seed of ['none', 'reference', 'demo'] as const) {
      const found = await withCopy(seed, async (client) => ({
        migrations: (await client.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')).rows.map((r) => r.name),
        timeZones: await count(client, 'time_zones'),
        stylists: await count(client, 'stylists'),
      }));
      expect(found.migrations, seed).toEqual(files);
      expect(found.timeZones > 0, seed).toBe(seed !== 'none');
      expect(found.stylists > 0, seed).toBe(seed === 'demo');
    }
  });

  it('is a database of its own: what one copy writes, another copy of the same template does not see', async () => {
    await withCopy('demo', (client) => client.query("UPDATE stylists SET business_name = 'Changed in one copy'"));
    const names = await withCopy('demo', async (client) => (await client.query<{ business_name: string }>('SELECT business_name FROM stylists')).rows.map((r) => r.business_name));
    expect(names.length).toBeGreaterThan(0);
    expect(names).not.toContain('Changed in one copy');
  });
});
