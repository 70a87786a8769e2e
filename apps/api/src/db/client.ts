import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { faultPausePatterns, installFaultPause } from './fault-pause';
import * as schema from './schema/index';

export type Db = NodePgDatabase<typeof schema>;

export type Database = {
  pool: pg.Pool;
  db: Db;
  close: () => Promise<void>;
};

type Options = { max?: number; connectionTimeoutMillis?: number };

/** One pool per process; Drizzle on top of it for the repositories. */
export function createDatabase(url: string, options: Options = {}): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    connectionTimeoutMillis: options.connectionTimeoutMillis ?? 5_000,
    idleTimeoutMillis: 30_000,
  });
  // A client losing its connection (database restart, terminated backend) must not crash the
  // process. The pool listens on idle clients only; a checked-out one (a transaction, the outbox
  // relay) would emit an unhandled 'error'. Its queries fail anyway, and the pool discards it on
  // release (it is no longer queryable).
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  // Fault suite only (NODE_ENV=test and CHAIRLY_FAULT_PAUSE): see ./fault-pause.ts.
  const pausePatterns = faultPausePatterns();
  if (pausePatterns.length > 0) installFaultPause(pool, pausePatterns);
  let closed = false;
  return {
    pool,
    db: drizzle(pool, { schema }),
    close: async () => {
      if (closed) return;
      closed = true;
      await pool.end();
    },
  };
}
