import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { customerAuth, stylistAuth } from './auth';
import { createMigratedDatabase, createTestApp, HOSTS } from './helpers';

let db: Awaited<ReturnType<typeof createMigratedDatabase>>;
let app: App;

beforeAll(async () => {
  db = await createMigratedDatabase('demo');
  app = await createTestApp({ database: db.database });
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

const COLUMNS = 'stylist_id, status, price_id, trial_ends_at, current_period_end';

/** A stylist with a subscription row made by `subscription` (a SELECT of COLUMNS, or of `columns`). */
async function stylistWith(subscription: string | null, columns = COLUMNS) {
  const sub = `subscriber-${Math.random().toString(36).slice(2)}`;
  const { rows } = await db.database.pool.query('INSERT INTO stylists (auth_subject, email) VALUES ($1, $1) RETURNING id', [sub]);
  const id = Number(rows[0].id);
  if (subscription) await db.database.pool.query(`INSERT INTO subscriptions (${columns}) ${subscription}`, [id]);
  return stylistAuth(app, { id, subdomain: null });
}

const status = async (headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/subscription/stylist', headers: { host: HOSTS.app, ...headers } });

describe('GET /api/subscription/stylist', () => {
  it('reports the seeded demo subscription of Anna as active', async () => {
    const { rows } = await db.database.pool.query("SELECT id FROM stylists WHERE subdomain = 'anna'");
    const response = await status(await stylistAuth(app, { id: Number(rows[0].id), subdomain: 'anna' }));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe('active');
    // Monthly, in her currency (euros; D38).
    expect(body.priceId).toBe('price_demo_monthly_eur');
    expect(new Date(body.currentPeriodEnd).getTime()).toBeGreaterThan(Date.now() + 300 * 86_400_000);
  });

  it("reports 'none' without a subscription row", async () => {
    expect((await status(await stylistWith(null))).json()).toEqual({ status: 'none', trialEndsAt: null, currentPeriodEnd: null, priceId: null, trialUsed: false, cancelAtPeriodEnd: false });
  });

  it('reports a running trial as active with its end, and a lapsed one as trial_expired', async () => {
    const running = await stylistWith("SELECT $1, 'trialing', 'price_1', now() + interval '3 days', null");
    const runningBody = (await status(running)).json();
    expect(runningBody).toMatchObject({ status: 'active', priceId: 'price_1' });
    expect(new Date(runningBody.trialEndsAt).getTime()).toBeGreaterThan(Date.now() + 2 * 86_400_000);
    const lapsed = await stylistWith("SELECT $1, 'trialing', 'price_1', now() - interval '1 minute', null");
    const body = (await status(lapsed)).json();
    expect(body.status).toBe('trial_expired');
    expect(new Date(body.trialEndsAt).getTime()).toBeLessThan(Date.now());
  });

  it('reports a plan cancelled at its period end as active with the flag until that end, and canceled after it', async () => {
    const cancelled = `${COLUMNS}, cancel_at_period_end`;
    const ending = await stylistWith("SELECT $1, 'active', 'price_1', null, now() + interval '3 days', true", cancelled);
    expect((await status(ending)).json()).toMatchObject({ status: 'active', cancelAtPeriodEnd: true });
    const ended = await stylistWith("SELECT $1, 'active', 'price_1', null, now() - interval '1 minute', true", cancelled);
    expect((await status(ended)).json()).toMatchObject({ status: 'canceled', cancelAtPeriodEnd: true });
  });

  it('passes other provider statuses through', async () => {
    for (const stored of ['past_due', 'canceled', 'incomplete']) {
      const auth = await stylistWith(`SELECT $1, '${stored}', 'price_2', null, now() + interval '1 day'`);
      expect((await status(auth)).json().status).toBe(stored);
    }
  });

  it('refuses customers (403) and anonymous callers (401)', async () => {
    expect((await status(await customerAuth(app, { accountId: 1 }))).statusCode).toBe(403);
    expect((await status({})).statusCode).toBe(401);
  });
});
