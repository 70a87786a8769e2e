import fp from 'fastify-plugin';
import type pg from 'pg';
import type { Database, Db } from '../db/client';
import { listenToStylistChanges, type StylistChanges } from '../db/stylist-changes';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    pool: pg.Pool;
    /** What may have changed of each stylist, for the public reads an instance keeps (issue #22). */
    stylistChanges: StylistChanges;
  }
}

/**
 * Exposes the process's database to modules; the owner of the pool (the launcher) closes it. The
 * change listener is the app's own connection, closed with the app, unless the launcher gives one
 * (`changes`, shared with the composition root's services): then the launcher closes it.
 */
export const databasePlugin = fp<{ database: Database; changes?: StylistChanges }>(
  async (app, { database, changes: given }) => {
    app.decorate('db', database.db);
    app.decorate('pool', database.pool);
    const changes = given ?? listenToStylistChanges(database.pool, app.log);
    app.decorate('stylistChanges', changes);
    if (!given) app.addHook('onClose', () => changes.close());
    await changes.ready;
  },
  { name: 'database' },
);
