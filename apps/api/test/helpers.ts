import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createSeededTestDatabase, type TemplateSeed } from '../../../scripts/test/api-templates';
import { buildApp, type App } from '../src/app';
import { loadConfig, type Config } from '../src/config/env';
import { createDatabase, type Database } from '../src/db/client';

export const HOSTS = {
  root: 'chairly.localhost',
  app: 'app.chairly.localhost',
  anna: 'anna.chairly.localhost',
} as const;

const MISSING_DIST = path.join(tmpdir(), 'chairly-no-web-dist');

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: tmpdir(), ...env });
}

/** A fresh, migrated database of its own (one per test file), copied from the run's template. */
export async function createMigratedDatabase(seed: TemplateSeed = 'reference') {
  const testDb = await createSeededTestDatabase('api', seed);
  const database = createDatabase(testDb.url);
  return {
    url: testDb.url,
    database,
    drop: async () => {
      await database.close();
      await testDb.drop();
    },
  };
}

/** A minimal built SPA: index.html and one hashed asset. */
export async function createWebDist(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'chairly-web-dist-'));
  await mkdir(path.join(dir, 'assets'));
  await writeFile(path.join(dir, 'index.html'), '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>');
  await writeFile(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("chairly");');
  await writeFile(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

type TestAppOptions = { database: Database; env?: Record<string, string>; webDist?: string };

/** The app as production builds it, not yet ready: a test may still register routes on it. */
export function buildTestApp(options: TestAppOptions): Promise<App> {
  return buildApp({ config: testConfig(options.env), db: options.database, webDist: options.webDist ?? MISSING_DIST });
}

export async function createTestApp(options: TestAppOptions): Promise<App> {
  const app = await buildTestApp(options);
  await app.ready();
  return app;
}
