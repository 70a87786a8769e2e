import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSettingsFixture, type SettingsFixture } from './settings-fixture';

let f: SettingsFixture;

beforeAll(async () => {
  f = await createSettingsFixture();
});
afterAll(async () => f.close());

const account = (provider = 'sandbox', headers = f.annaHeaders) =>
  f.app.inject({ method: 'GET', url: `/api/stylist/${provider}/account`, headers });

describe('GET /api/stylist/{provider}/account', () => {
  it('reports the seeded, connected sandbox account', async () => {
    const res = await account();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ connected: true, charges_enabled: true, stripeAccountEnabled: true, accountId: 'acct_sandbox_anna' });
  });

  it('404 for a provider other than the active one', async () => {
    expect((await account('stripe')).statusCode).toBe(404);
  });

  it('reads the unlinked flag and charges as stored', async () => {
    await f.pool.query('UPDATE stylists SET stripe_account_enabled = false WHERE id = $1', [f.bella.id]);
    await f.pool.query('UPDATE payment_accounts SET charges_enabled = false WHERE stylist_id = $1', [f.bella.id]);
    expect((await account('sandbox', f.bellaHeaders)).json()).toEqual({
      connected: true,
      charges_enabled: false,
      stripeAccountEnabled: false,
      accountId: 'acct_sandbox_bella',
    });
  });

  it('no account row: not connected', async () => {
    await f.pool.query('DELETE FROM payment_accounts WHERE stylist_id = $1', [f.bella.id]);
    expect((await account('sandbox', f.bellaHeaders)).json()).toEqual({
      connected: false,
      charges_enabled: false,
      stripeAccountEnabled: false,
      accountId: null,
    });
    // Anna's account is untouched by bella's.
    expect((await account()).json().connected).toBe(true);
  });

  it('needs a stylist token', async () => {
    expect((await account('sandbox', f.customerHeaders)).statusCode).toBe(403);
  });
});
