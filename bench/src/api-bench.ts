// `npm run bench`: the real API against a bare Fastify + node-postgres baseline (see ../README.md).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '@chairly/api/app';
import { loadConfig } from '@chairly/api/config/env';
import { createDatabase } from '@chairly/api/db/client';
import { startEmbeddedPostgres } from '@chairly/api/db/embedded-postgres';
import { migrate } from '@chairly/api/db/migrate';
import { seedAll } from '@chairly/api/db/seed/index';
import { startBaselineServer } from './baseline-server';
import { writeReport } from './report';
import { runLoad, type LoadResult } from './run-load';

const RESULTS_DIR = fileURLToPath(new URL('../results', import.meta.url));
const PATHS = ['/api/health', '/api/time_zone_dictionaries'];
const HOST = 'chairly.localhost';

async function main() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'chairly-bench-'));
  const pg = await startEmbeddedPostgres({ dataDir });
  const database = createDatabase(pg.url, { max: 20 });
  try {
    await migrate(database.pool);
    await seedAll(database.db);
    // The limiter stays on (its PostgreSQL round trip is part of the cost), just never reached.
    const config = loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', DATABASE_URL: pg.url, RATE_LIMIT_MAX: '1000000000' });
    const api = await buildApp({ config, db: database });
    const apiOrigin = await api.listen({ host: '127.0.0.1', port: 0 });
    const baseline = await startBaselineServer(database.pool);
    const baselineOrigin = `http://127.0.0.1:${(baseline.server.address() as { port: number }).port}`;
    const results: LoadResult[] = [];
    try {
      for (const pathName of PATHS) {
        for (const [server, origin] of [['baseline', baselineOrigin], ['api', apiOrigin]] as const) {
          console.log(`${server} ${pathName}…`);
          results.push(await runLoad(server, origin, pathName, HOST));
        }
      }
    } finally {
      await api.close();
      await baseline.close();
    }
    const date = new Date().toISOString().slice(0, 10);
    const files = await writeReport({ date, node: process.version, load: { connections: 20, durationSeconds: 10 }, results }, RESULTS_DIR);
    console.table(results);
    console.log(`Written: ${files.join(', ')}`);
  } finally {
    await database.close();
    await pg.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
