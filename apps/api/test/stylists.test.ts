import { DEMO_ACCOUNTS } from '@chairly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { customerAuth, stylistAuth } from './auth';
import { createMigratedDatabase, createTestApp, HOSTS } from './helpers';

let db: Awaited<ReturnType<typeof createMigratedDatabase>>;
let app: App;
const ids = { anna: 0, bella: 0, nora: 0 };
let berlin = 0;

beforeAll(async () => {
  db = await createMigratedDatabase('demo');
  app = await createTestApp({ database: db.database });
  const { rows } = await db.database.pool.query<{ id: string; auth_subject: string }>('SELECT id, auth_subject FROM stylists');
  const idOf = (sub: string) => Number(rows.find((r) => r.auth_subject === sub)?.id);
  ids.anna = idOf(DEMO_ACCOUNTS.anna.sub);
  ids.bella = idOf(DEMO_ACCOUNTS.bella.sub);
  ids.nora = idOf(DEMO_ACCOUNTS.newStylist.sub);
  berlin = (await db.database.pool.query("SELECT id FROM time_zones WHERE name = 'Europe/Berlin'")).rows[0].id;
});
afterAll(async () => {
  await app?.close();
  await db?.drop();
});

async function newStylist(sub: string) {
  const { rows } = await db.database.pool.query('INSERT INTO stylists (auth_subject, email) VALUES ($1, $2) RETURNING id', [sub, `${sub}@example.test`]);
  return stylistAuth(app, { id: Number(rows[0].id), subdomain: null, sub });
}

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers: { host: HOSTS.app, ...headers } });
const register = (headers: Record<string, string>, payload: object) =>
  app.inject({ method: 'POST', url: '/api/stylist/register', headers: { host: HOSTS.app, ...headers }, payload });
const registration = (subdomain: string) => ({ businessName: 'Studio', subdomain, name: 'Sam', lastname: 'Stone', timeZone: berlin });

describe('GET /api/stylists/{id}', () => {
  it("answers the stylist's own profile with the time zone as {id, name, value}", async () => {
    const response = await get(`/api/stylists/${ids.anna}`, await stylistAuth(app, { id: ids.anna, subdomain: 'anna' }));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: ids.anna,
      stylistId: ids.anna,
      subdomain: 'anna',
      businessName: "Anna's Beauty Studio",
      email: DEMO_ACCOUNTS.anna.email,
      longtitude: 13.4098,
      timeZone: { id: berlin, value: 'Europe/Berlin', name: expect.stringContaining('Berlin') },
    });
    expect(response.json()).not.toHaveProperty('authSubject');
  });

  it("answers 404 for another stylist's id, never their data", async () => {
    const response = await get(`/api/stylists/${ids.bella}`, await stylistAuth(app, { id: ids.anna, subdomain: 'anna' }));
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' });
    expect(response.body).not.toContain('Bella');
  });

  it('refuses a customer token (403), no token (401) and a forged token (401)', async () => {
    expect((await get(`/api/stylists/${ids.anna}`, await customerAuth(app, { accountId: 1 }))).statusCode).toBe(403);
    expect((await get(`/api/stylists/${ids.anna}`)).statusCode).toBe(401);
    const forged = (await stylistAuth(app, { id: ids.anna, subdomain: 'anna' })).authorization.slice(0, -4) + 'AAAA';
    expect((await get(`/api/stylists/${ids.anna}`, { authorization: forged })).statusCode).toBe(401);
  });
});

describe('POST /api/stylist/register', () => {
  it('registers an unregistered stylist once; a second registration is 409', async () => {
    const auth = await stylistAuth(app, { id: ids.nora, subdomain: null });
    const response = await register(auth, { ...registration('Nora-Studio'), businessName: 'Nora Nails' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: ids.nora, subdomain: 'nora-studio', businessName: 'Nora Nails', timeZone: { id: berlin } });
    const again = await register(auth, registration('nora-two'));
    expect(again.statusCode).toBe(409);
    expect((await get(`/api/stylists/${ids.nora}`, auth)).json()).toMatchObject({ subdomain: 'nora-studio' });
  });

  it.each([
    ['invalid', 'a_b'],
    ['too short', 'ab'],
    ['reserved', 'admin'],
  ])('refuses a %s subdomain with 400 naming the field', async (_case, subdomain) => {
    const response = await register(await newStylist(`bad-${subdomain}`), registration(subdomain));
    expect(response.statusCode).toBe(400);
    expect(response.json().fields).toHaveProperty('subdomain');
  });

  it('refuses a taken subdomain with 409 and an unknown time zone with 400', async () => {
    const auth = await newStylist('wants-anna');
    const taken = await register(auth, registration('anna'));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'CONFLICT', message: 'This subdomain is already taken' });
    const zone = await register(auth, { ...registration('fresh-one'), timeZone: 999_999 });
    expect(zone.statusCode).toBe(400);
    expect(zone.json().fields).toHaveProperty('timeZone');
  });

  it('lets exactly one of two stylists racing for one subdomain win', async () => {
    const [a, b] = await Promise.all([newStylist('racer-a'), newStylist('racer-b')]);
    const responses = await Promise.all([register(a, registration('contested')), register(b, registration('contested'))]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const { rows } = await db.database.pool.query("SELECT count(*)::int AS n FROM stylists WHERE subdomain = 'contested'");
    expect(rows[0].n).toBe(1);
  });

  it('refuses a customer token with 403', async () => {
    expect((await register(await customerAuth(app, { accountId: 1 }), registration('cust'))).statusCode).toBe(403);
  });
});

describe('public stylist calls', () => {
  it.each([
    ['free-name', true, null],
    ['ANNA', false, 'taken'],
    ['www', false, 'reserved'],
    ['-bad-', false, 'invalid'],
  ])('checks %s: available %s, reason %s', async (subdomain, available, reason) => {
    const response = await get(`/api/public/stylists/subdomain/${subdomain}/check`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ subdomain: subdomain.toLowerCase(), available, reason });
  });

  it('shows the public profile of a registered stylist, without private fields', async () => {
    const response = await get('/api/public/stylists/subdomain/bella');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ subdomain: 'bella', businessName: 'Bella Nails & Lashes', timeZone: { value: 'America/Sao_Paulo' }, country: 'BR', currency: 'BRL' });
    for (const field of ['email', 'stripeId', 'id', 'notificationsText']) expect(body).not.toHaveProperty(field);
  });

  it('answers 404 for an unknown subdomain', async () => {
    expect((await get('/api/public/stylists/subdomain/nobody-here')).statusCode).toBe(404);
  });
});
