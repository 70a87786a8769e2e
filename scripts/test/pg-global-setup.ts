import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../../apps/api/src/db/embedded-postgres';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
  }
}

/**
 * Vitest global setup shared by the projects that need PostgreSQL: one real, embedded PostgreSQL
 * for the whole run (or the server at TEST_DATABASE_URL, a maintenance-database URL); each test
 * file then creates a database of its own (see ./pg.ts).
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgAdminUrl', process.env.TEST_DATABASE_URL);
    return;
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), 'chairly-test-pg-'));
  const db = await startEmbeddedPostgres({ dataDir });
  project.provide('pgAdminUrl', db.adminUrl);
  return async () => {
    await db.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
}
