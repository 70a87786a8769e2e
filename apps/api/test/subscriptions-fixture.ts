import type { App } from '../src/app';
import { stylistAuth } from './auth';
import { createMigratedDatabase, createTestApp } from './helpers';

type Headers = Record<string, string>;
export type Stylist = { id: number; subdomain: string; host: string; headers: Headers };

/** A demo-seeded database, the app (sandbox billing unless env says otherwise) and fresh stylists on demand. */
export async function createSubscriptionsFixture(env: Record<string, string> = {}) {
  const db = await createMigratedDatabase('demo');
  // Every call comes from one address: the promo-code attempt limit (10 an hour) is the security suite's to test.
  const app: App = await createTestApp({ database: db.database, env: { PROMO_CODE_ATTEMPTS_PER_HOUR: '100000', ...env } });
  const pool = db.database.pool;
  let count = 0;

  /** A registered stylist without any subscription; without a currency she reads as PAYMENT_CURRENCY's (USD). */
  async function newStylist(currency: string | null = null): Promise<Stylist> {
    count += 1;
    const subdomain = `billing${count}${Math.random().toString(36).slice(2, 8)}`;
    const { rows } = await pool.query<{ id: string }>(
      "INSERT INTO stylists (auth_subject, email, subdomain, business_name, currency) VALUES ($1, $1 || '@chairly.test', $1, 'Test studio', $2) RETURNING id",
      [subdomain, currency],
    );
    const id = Number(rows[0]?.id);
    const host = `${subdomain}.chairly.localhost`;
    return { id, subdomain, host, headers: { host, ...(await stylistAuth(app, { id, subdomain })) } };
  }

  const call = (stylist: Stylist, method: 'GET' | 'POST', path: string, payload?: object) =>
    app.inject({ method, url: `/api/subscription/stylist${path}`, headers: stylist.headers, ...(payload ? { payload } : {}) });

  const statusOf = async (stylist: Stylist) => (await call(stylist, 'GET', '')).json();

  return {
    app,
    pool,
    newStylist,
    call,
    statusOf,
    close: async () => {
      await app.close();
      await db.drop();
    },
  };
}
