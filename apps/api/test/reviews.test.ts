import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookingFixture, type BookingStylist } from './booking-fixture';
import { insertAppointment, insertCustomer } from './reviews-fixture';

const fixture = await createBookingFixture();
const { app, pool } = fixture;
let a: BookingStylist;
let b: BookingStylist;
let customerId: number;

const past = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
const future = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function appointment(stylist: BookingStylist, state: 'booked' | 'completed', startsAt: string, customer: number | null = customerId) {
  return insertAppointment(pool, { stylistId: stylist.id, customerId: customer, state, startsAt, serviceId: stylist.services[0] ?? 0 });
}
const status = (host: string, uuid: string) => app.inject({ method: 'GET', url: `/api/public/appointment/${uuid}/review/status`, headers: { host } });
const post = (host: string, uuid: string, payload: unknown) => app.inject({ method: 'POST', url: `/api/public/appointment/${uuid}/review`, headers: { host }, payload: payload as object });
const pending = async (stylist: BookingStylist) => (await app.inject({ method: 'GET', url: '/api/rates/pending-count', headers: stylist.headers })).json<{ count: number }>().count;

beforeAll(async () => {
  a = await fixture.openStylist('reva');
  b = await fixture.openStylist('revb');
  customerId = await insertCustomer(pool, a.id, 'Carla', 'Mendes');
});
afterAll(() => fixture.close());

describe('review by link', () => {
  it('answers unknown for a uuid that does not exist, is malformed or belongs to another stylist, revealing nothing', async () => {
    const other = await appointment(b, 'completed', past(2), null);
    for (const uuid of [randomUUID(), 'not-a-uuid', other.uuid]) {
      const response = await status(a.host, uuid);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'unknown', stylist: null, appointment: null });
    }
    expect((await post(a.host, other.uuid, { rating: 5, comment: '' })).statusCode).toBe(404);
  });

  it('answers not_completed for a booked appointment and refuses its review', async () => {
    const booked = await appointment(a, 'booked', future(2));
    const response = await status(a.host, booked.uuid);
    expect(response.json()).toMatchObject({ status: 'not_completed', stylist: { businessName: 'Studio' }, appointment: { services: ['Cut'] } });
    expect((await post(a.host, booked.uuid, { rating: 4, comment: 'x' })).statusCode).toBe(422);
  });

  it('lets a completed appointment be reviewed once, then answers already_reviewed and 409', async () => {
    const done = await appointment(a, 'completed', '2026-03-10T09:00:00Z');
    const before = await status(a.host, done.uuid);
    expect(before.json()).toMatchObject({ status: 'can_review', appointment: { startsAt: '2026-03-10T10:00:00+01:00' } });
    const created = await post(a.host, done.uuid, { rating: 4, comment: '  Lovely  ' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ rating: 4, comment: 'Lovely' });
    expect((await status(a.host, done.uuid)).json()).toMatchObject({ status: 'already_reviewed' });
    expect((await post(a.host, done.uuid, { rating: 1, comment: '' })).statusCode).toBe(409);
  });

  it('stores one review when two are posted at the same time', async () => {
    const done = await appointment(a, 'completed', past(3));
    const codes = (await Promise.all([1, 5].map((rating) => post(a.host, done.uuid, { rating, comment: '' })))).map((r) => r.statusCode);
    expect(codes.sort()).toEqual([201, 409]);
    const { rows } = await pool.query('SELECT count(*)::int AS n FROM reviews WHERE appointment_id = $1', [done.id]);
    expect(rows[0].n).toBe(1);
  });

  it('refuses a rating outside 1..5, a too long comment and unknown fields', async () => {
    const done = await appointment(a, 'completed', past(4));
    for (const payload of [{ rating: 0 }, { rating: 6 }, { rating: 2.5 }, { rating: 5, comment: 'x'.repeat(2001) }, { rating: 5, extra: 1 }]) {
      expect((await post(a.host, done.uuid, payload)).statusCode).toBe(400);
    }
    expect((await status(a.host, done.uuid)).json()).toMatchObject({ status: 'can_review' });
  });

  it('limits the calls on one link per address', async () => {
    const uuid = randomUUID();
    const codes: number[] = [];
    for (let i = 0; i < 11; i++) codes.push((await status(a.host, uuid)).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 200)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});

describe('stylist reviews', () => {
  it('lists, filters, publishes and hides; pending drops once per review and never below zero', async () => {
    const fresh = await fixture.openStylist('revc');
    const customer = await insertCustomer(pool, fresh.id, 'Dora', 'Lima');
    const uuids = [];
    for (const days of [5, 6]) uuids.push((await appointment(fresh, 'completed', past(days), customer)).uuid);
    for (const uuid of uuids) expect((await post(fresh.host, uuid, { rating: 5, comment: 'ok' })).statusCode).toBe(201);
    expect(await pending(fresh)).toBe(2);

    const list = await app.inject({ method: 'GET', url: '/api/rates', headers: fresh.headers });
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body['hydra:totalItems']).toBe(2);
    expect(body['hydra:member'][0]).toMatchObject({ rating: 5, comment: 'ok', public: false, reviewedAt: null, customer: { name: 'Dora', lastName: 'Lima' } });
    const id: number = body['hydra:member'][0].id;

    const published = await app.inject({ method: 'PUT', url: `/api/rates/${id}`, headers: fresh.headers, payload: { public: true } });
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ id, public: true });
    expect(published.json().reviewedAt).not.toBeNull();
    expect(await pending(fresh)).toBe(1);
    // Hiding an already reviewed one does not count again.
    await app.inject({ method: 'PUT', url: `/api/rates/${id}`, headers: fresh.headers, payload: { public: false } });
    expect(await pending(fresh)).toBe(1);
    const other: number = body['hydra:member'][1].id;
    await app.inject({ method: 'PUT', url: `/api/rates/${other}`, headers: fresh.headers, payload: { public: true } });
    expect(await pending(fresh)).toBe(0);
    await app.inject({ method: 'PUT', url: `/api/rates/${other}`, headers: fresh.headers, payload: { public: false } });
    expect(await pending(fresh)).toBe(0);

    const hidden = await app.inject({ method: 'GET', url: '/api/rates?public=false', headers: fresh.headers });
    expect(hidden.json()['hydra:totalItems']).toBe(2);
    const one = await app.inject({ method: 'GET', url: `/api/rates/${id}`, headers: fresh.headers });
    expect(one.json()).toMatchObject({ id, public: false });
  });

  it('keeps reviews to their stylist: another stylist gets 404, a customer 403, no token 401', async () => {
    const done = await appointment(a, 'completed', past(7));
    await post(a.host, done.uuid, { rating: 2, comment: 'meh' });
    const { rows } = await pool.query<{ id: string }>('SELECT id FROM reviews WHERE appointment_id = $1', [done.id]);
    const id = Number(rows[0]?.id);
    expect((await app.inject({ method: 'GET', url: `/api/rates/${id}`, headers: b.headers })).statusCode).toBe(404);
    expect((await app.inject({ method: 'PUT', url: `/api/rates/${id}`, headers: b.headers, payload: { public: true } })).statusCode).toBe(404);
    const listB = await app.inject({ method: 'GET', url: '/api/rates', headers: b.headers });
    expect(listB.json()['hydra:member'].map((r: { id: number }) => r.id)).not.toContain(id);
    const customer = await fixture.customer('Eve', a.host);
    expect((await app.inject({ method: 'GET', url: '/api/rates', headers: customer.headers })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/rates', headers: { host: a.host } })).statusCode).toBe(401);
    const still = await app.inject({ method: 'GET', url: `/api/rates/${id}`, headers: a.headers });
    expect(still.json()).toMatchObject({ public: false, reviewedAt: null });
  });
});

describe('public reviews', () => {
  it('shows only published reviews of the subdomain, with their average and a short author name', async () => {
    const pub = await fixture.openStylist('revp');
    const customer = await insertCustomer(pool, pub.id, 'Fiona', 'Silva');
    const ratings = [5, 4, 1];
    const ids: number[] = [];
    for (const [i, rating] of ratings.entries()) {
      const done = await appointment(pub, 'completed', past(10 + i), customer);
      await post(pub.host, done.uuid, { rating, comment: `r${rating}` });
      const { rows } = await pool.query<{ id: string }>('SELECT id FROM reviews WHERE appointment_id = $1', [done.id]);
      ids.push(Number(rows[0]?.id));
    }
    const empty = await app.inject({ method: 'GET', url: '/api/public/rates', headers: { host: pub.host } });
    expect(empty.json()).toEqual({ average: null, count: 0, reviews: [] });
    for (const id of ids.slice(0, 2)) await app.inject({ method: 'PUT', url: `/api/rates/${id}`, headers: pub.headers, payload: { public: true } });

    const body = (await app.inject({ method: 'GET', url: '/api/public/rates', headers: { host: pub.host } })).json();
    expect(body.average).toBe(4.5);
    expect(body.count).toBe(2);
    expect(body.reviews.map((r: { comment: string }) => r.comment).sort()).toEqual(['r4', 'r5']);
    expect(body.reviews[0].authorName).toBe('Fiona S.');
    const elsewhere = (await app.inject({ method: 'GET', url: '/api/public/rates', headers: { host: b.host } })).json();
    expect(elsewhere.count).toBe(0);
    expect((await app.inject({ method: 'GET', url: '/api/public/rates', headers: { host: 'app.chairly.localhost' } })).statusCode).toBe(404);
  });
});

describe('demo reviews', () => {
  it('gives anna three published reviews and two pending ones', async () => {
    const rates = (await app.inject({ method: 'GET', url: '/api/public/rates', headers: { host: 'anna.chairly.localhost' } })).json();
    expect(rates).toMatchObject({ count: 3, average: 4.7 });
    const { rows } = await pool.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM reviews r JOIN stylists s ON s.id = r.stylist_id WHERE s.subdomain = 'anna' AND r.reviewed_at IS NULL",
    );
    expect(rows[0]?.n).toBe(2);
  });
});
