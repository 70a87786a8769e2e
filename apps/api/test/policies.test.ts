import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSettingsFixture, type SettingsFixture } from './settings-fixture';

let f: SettingsFixture;

beforeAll(async () => {
  f = await createSettingsFixture();
});
afterAll(async () => f.close());

const get = (headers = f.annaHeaders) => f.app.inject({ method: 'GET', url: '/api/stylist-policy-config', headers });
const save = (payload: unknown, headers = f.annaHeaders) =>
  f.app.inject({ method: 'POST', url: '/api/stylist-policy-config', headers, payload: payload as object });

const WINDOW = 'Hours before the appointment must be between 1 and 96';

describe('stylist policies', () => {
  it('answers the seeded set, the window in minutes', async () => {
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { stylistConfig: 0, value: 50 },
      { stylistConfig: 1, value: 25 },
      { stylistConfig: 2, value: 1440 },
    ]);
  });

  it('round trip: saves the enabled policies only, replacing the set', async () => {
    // The client converts 96 hours to minutes; the server stores minutes as they are.
    const res = await save([{ stylistConfig: 1, value: 75 }, { stylistConfig: 2, value: 96 * 60 }]);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ stylistConfig: 1, value: 75 }, { stylistConfig: 2, value: 5760 }]);
    expect((await get()).json()).toEqual([{ stylistConfig: 1, value: 75 }, { stylistConfig: 2, value: 5760 }]);
    expect((await save([])).json()).toEqual([]);
    expect((await save([{ stylistConfig: 0, value: 100 }])).json()).toEqual([{ stylistConfig: 0, value: 100 }]);
  });

  it.each([0, 59, 90, 5761, 97 * 60])('rejects a window of %s minutes with the spec message, changing nothing', async (minutes) => {
    const res = await save([{ stylistConfig: 1, value: 25 }, { stylistConfig: 2, value: minutes }]);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ '1.value': WINDOW });
    expect((await get()).json()).toEqual([{ stylistConfig: 0, value: 100 }]);
  });

  it.each([
    [[{ stylistConfig: 0, value: 75 }], '0.value'],
    [[{ stylistConfig: 1, value: 30 }, { stylistConfig: 2, value: 60 }], '0.value'],
    [[{ stylistConfig: 5, value: 50 }], '0.stylistConfig'],
    [[{ stylistConfig: 3, value: 15 }], '0.value'],
    [[{ stylistConfig: 4, value: 99 }], '0.value'],
    [[{ stylistConfig: 0, value: 50 }, { stylistConfig: 0, value: 100 }], '1.stylistConfig'],
  ])('rejects %o', async (payload, field) => {
    const res = await save(payload);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toContain(field);
  });

  it('names an unknown kind', async () => {
    expect((await save([{ stylistConfig: 7, value: 1 }])).json().fields).toEqual({ '0.stylistConfig': 'Unknown policy kind' });
  });

  it('a cancellation fee needs its window (and a window its fee)', async () => {
    expect((await save([{ stylistConfig: 1, value: 25 }])).statusCode).toBe(400);
    expect((await save([{ stylistConfig: 2, value: 60 }])).statusCode).toBe(400);
  });

  it('422 without a connected payment account that can charge; nothing changes', async () => {
    await f.pool.query('UPDATE payment_accounts SET charges_enabled = false WHERE stylist_id = $1', [f.anna.id]);
    const res = await save([{ stylistConfig: 0, value: 50 }]);
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toMatch(/connected payment account/);
    await f.pool.query('UPDATE payment_accounts SET charges_enabled = true WHERE stylist_id = $1', [f.anna.id]);
    await f.pool.query('UPDATE stylists SET stripe_account_enabled = false WHERE id = $1', [f.anna.id]);
    expect((await save([{ stylistConfig: 0, value: 50 }])).statusCode).toBe(422);
    await f.pool.query('UPDATE stylists SET stripe_account_enabled = true WHERE id = $1', [f.anna.id]);
    await f.pool.query('DELETE FROM payment_accounts WHERE stylist_id = $1', [f.anna.id]);
    expect((await save([{ stylistConfig: 0, value: 50 }])).statusCode).toBe(422);
    expect((await get()).json()).toEqual([{ stylistConfig: 0, value: 100 }]);
  });

  it("keeps tenants apart: bella's set is her own", async () => {
    expect((await get(f.bellaHeaders)).json()).toEqual([{ stylistConfig: 0, value: 100 }]);
    await save([{ stylistConfig: 0, value: 50 }], f.bellaHeaders);
    expect((await get()).json()).toEqual([{ stylistConfig: 0, value: 100 }]);
  });

  it('customers read the policy of the stylist whose page they are on', async () => {
    const onBella = await f.app.inject({
      method: 'GET',
      url: '/api/logged-customer/stylist-policy-config',
      headers: { ...f.customerHeaders, host: 'bella.chairly.localhost' },
    });
    expect(onBella.json()).toEqual([{ stylistConfig: 0, value: 50 }]);
    const unknown = await f.app.inject({
      method: 'GET',
      url: '/api/logged-customer/stylist-policy-config',
      headers: { ...f.customerHeaders, host: 'nobody.chairly.localhost' },
    });
    expect(unknown.statusCode).toBe(404);
    const asStylist = await f.app.inject({ method: 'GET', url: '/api/logged-customer/stylist-policy-config', headers: f.annaHeaders });
    expect(asStylist.statusCode).toBe(403);
  });

  it('a customer token cannot use the stylist calls', async () => {
    expect((await get(f.customerHeaders)).statusCode).toBe(403);
    expect((await save([], f.customerHeaders)).statusCode).toBe(403);
  });
});
