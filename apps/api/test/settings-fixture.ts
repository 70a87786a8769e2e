import { DEMO_SUBDOMAINS } from '@chairly/shared';
import type { App } from '../src/app';
import { customerAuth, stylistAuth } from './auth';
import { createMigratedDatabase, createTestApp, HOSTS } from './helpers';

export type SettingsFixture = Awaited<ReturnType<typeof createSettingsFixture>>;

type Headers = Record<string, string>;

/** The demo data (anna and bella), the app, and headers for both stylists and a customer. */
export async function createSettingsFixture(env: Record<string, string> = {}) {
  const db = await createMigratedDatabase('demo');
  const app: App = await createTestApp({ database: db.database, env });
  const { rows } = await db.database.pool.query<{ id: string; subdomain: string }>(
    'SELECT id, subdomain FROM stylists WHERE subdomain = ANY($1)',
    [Object.values(DEMO_SUBDOMAINS)],
  );
  const idOf = (subdomain: string) => Number(rows.find((row) => row.subdomain === subdomain)?.id);
  const anna = { id: idOf('anna'), subdomain: 'anna' };
  const bella = { id: idOf('bella'), subdomain: 'bella' };
  const annaHeaders: Headers = { host: HOSTS.anna, ...(await stylistAuth(app, anna)) };
  const bellaHeaders: Headers = { host: 'bella.chairly.localhost', ...(await stylistAuth(app, bella)) };
  const customerHeaders: Headers = { host: HOSTS.anna, ...(await customerAuth(app, { accountId: 1 })) };
  return {
    app,
    pool: db.database.pool,
    anna,
    bella,
    annaHeaders,
    bellaHeaders,
    customerHeaders,
    close: async () => {
      await app.close();
      await db.drop();
    },
  };
}
