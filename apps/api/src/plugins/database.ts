import fp from 'fastify-plugin';
import type pg from 'pg';
import type { Database, Db } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    pool: pg.Pool;
  }
}

/** Exposes the process's database to modules; the owner of the pool (the launcher) closes it. */
export const databasePlugin = fp<{ database: Database }>(
  async (app, { database }) => {
    app.decorate('db', database.db);
    app.decorate('pool', database.pool);
  },
  { name: 'database' },
);
