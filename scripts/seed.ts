// `npm run db:seed`: reference and demo data on demand, idempotently (DATABASE_URL, or the
// embedded PostgreSQL in DATA_DIR). With `npm start` running on the same DATA_DIR, it seeds into
// that system's PostgreSQL and leaves it running; otherwise it starts its own and stops it after.
import { createDatabase } from '../apps/api/src/db/client';
import { startEmbeddedPostgres } from '../apps/api/src/db/embedded-postgres';
import { migrate } from '../apps/api/src/db/migrate';
import { seedAll } from '../apps/api/src/db/seed/index';
import { readConfigOrExit } from './start';

async function main() {
  const config = readConfigOrExit();
  if (!config.deployment.demoData) {
    // Its stylists would have public pages and its accounts known passwords (docs/operations.md, Deploying).
    console.error(`The demo data is for a local system only; BASE_DOMAIN=${config.baseDomain} is not localhost or a .localhost name. Nothing was seeded.`);
    process.exit(1);
  }
  const embedded = config.databaseUrl
    ? null
    : await startEmbeddedPostgres({ dataDir: config.dataDir, attach: true, onNotice: (m) => console.log(m) });
  if (embedded && !embedded.started) {
    console.log(`Chairly is running on ${config.dataDir}: seeding into its PostgreSQL (port ${embedded.port}), which keeps running.`);
  }
  const database = createDatabase(config.databaseUrl ?? embedded!.url);
  try {
    await migrate(database.pool);
    await seedAll(database.db);
    console.log('Demo data seeded.');
  } finally {
    await database.close();
    await embedded?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
