// `npm run db:seed`: reference and demo data on demand, idempotently (DATABASE_URL, or the
// embedded PostgreSQL in DATA_DIR).
import { createDatabase } from '../apps/api/src/db/client';
import { startEmbeddedPostgres } from '../apps/api/src/db/embedded-postgres';
import { migrate } from '../apps/api/src/db/migrate';
import { seedAll } from '../apps/api/src/db/seed/index';
import { readConfigOrExit } from './start';

async function main() {
  const config = readConfigOrExit();
  const embedded = config.databaseUrl ? null : await startEmbeddedPostgres({ dataDir: config.dataDir });
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
