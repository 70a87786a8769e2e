import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createDatabase, type Database } from '@chairly/api/db/client';
import { startEmbeddedPostgres } from '@chairly/api/db/embedded-postgres';
import { migrate } from '@chairly/api/db/migrate';
import { seedAll } from '@chairly/api/db/seed/index';

export type BenchDatabase = {
  /** The temporary folder: the cluster (`pg/`) and the servers' DATA_DIR. */
  dataDir: string;
  url: string;
  /** The bench's own pool (set-up and checks; the servers have theirs). */
  database: Database;
  /** Closes the pool, stops PostgreSQL and removes the folder. */
  stop: () => Promise<void>;
};

/** An embedded PostgreSQL in a temporary folder, migrated, with the demo data (`seedAll`). */
export async function startSeededDatabase(prefix: string, poolMax = 2): Promise<BenchDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), prefix));
  const pg = await startEmbeddedPostgres({ dataDir });
  const database = createDatabase(pg.url, { max: poolMax });
  const stop = async () => {
    await database.close();
    await pg.stop();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    await migrate(database.pool);
    await seedAll(database.db);
  } catch (error) {
    await stop();
    throw error;
  }
  return { dataDir, url: pg.url, database, stop };
}
