import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The suffix of this run's template databases (./api-templates.ts builds them when first asked). */
    pgTemplateRun: string;
  }
}

/**
 * Vitest global setup of the `api` project, after ./pg-global-setup.ts: names this run's template
 * databases, which the first test file that needs one builds (./api-templates.ts), and drops them
 * when the run ends.
 */
export default function setup(project: TestProject) {
  const adminUrl = project.getProvidedContext().pgAdminUrl;
  const run = randomBytes(4).toString('hex');
  project.provide('pgTemplateRun', run);
  return async () => {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE datname LIKE $1', [`tpl\\_%\\_${run}`]);
      for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
    } finally {
      await admin.end();
    }
  };
}
