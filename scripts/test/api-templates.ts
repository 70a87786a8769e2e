import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase } from '../../apps/api/src/db/client';
import { migrate } from '../../apps/api/src/db/migrate';
import { seedAll, seedReferenceData } from '../../apps/api/src/db/seed/index';
import { createTestDatabase } from './pg';

/** What a template database holds: the migrated schema, plus reference data, or plus the demo seed. */
export type TemplateSeed = 'none' | 'reference' | 'demo';

// Any fixed number: test files of one run that need a template wait for each other here.
const TEMPLATE_LOCK_ID = 727_032;

/**
 * A fresh database of its own for an API test file, migrated and seeded: a copy (`CREATE DATABASE
 * … TEMPLATE`, a tenth of a second) of a template the run builds once, by the first file that asks
 * for it, instead of running 30-odd migrations and the seed again in every file (a second or more
 * each). Migration tests still start from an empty database (`createTestDatabase()`).
 */
export async function createSeededTestDatabase(prefix: string, seed: TemplateSeed) {
  return createTestDatabase(prefix, await templateFor(seed));
}

async function templateFor(seed: TemplateSeed): Promise<string> {
  const adminUrl = inject('pgAdminUrl');
  const name = `tpl_${seed}_${inject('pgTemplateRun')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK_ID]);
    // A finished template takes no connections (see below); one that does is a build cut short.
    const { rows } = await admin.query<{ done: boolean }>('SELECT NOT datallowconn AS done FROM pg_database WHERE datname = $1', [name]);
    if (rows[0]?.done) return name;
    if (rows[0]) await admin.query(`DROP DATABASE "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"`);
    await build(adminUrl, name, seed);
    // A copy fails while anyone is connected to its template: nobody may connect from now on.
    await admin.query(`ALTER DATABASE "${name}" WITH ALLOW_CONNECTIONS false`);
    return name;
  } finally {
    await admin.end(); // ending the session frees the advisory lock
  }
}

async function build(adminUrl: string, name: string, seed: TemplateSeed) {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = createDatabase(url.toString(), { max: 2 });
  try {
    await migrate(database.pool);
    if (seed === 'reference') await seedReferenceData(database.db);
    if (seed === 'demo') await seedAll(database.db);
  } finally {
    await database.close();
  }
}
