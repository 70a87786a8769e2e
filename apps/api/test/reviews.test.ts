import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReviewLinks } from '../src/modules/reviews/index';
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
const links = createReviewLinks(app.db);
/** The token the review request's link would carry (made by the notification job's own code). */
const linkToken = (stylist: BookingStylist, appointmentId: number) => links.issue(stylist.id, appointmentId);
const status = (host: string, uuid: string, token?: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: `/api/public/appointment/${uuid}/review/status${token === undefined ? '' : `?token=${encodeURIComponent(token)}`}`, headers: { host, ...headers } });
const post = (host: string, uuid: string, payload: unknown, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/api/public/appointment/${uuid}/review`, headers: { host, ...headers }, payload: payload as object });
const reviewCount = async (appointmentId: number) =>
  (await pool.query<{ n: number }>('SELECT count(*)::int AS n FROM reviews WHERE appointment_id = $1', [appointmentId])).rows[0]?.n;
/** A completed appointment reviewed through its link (what the customer does). */
async function reviewByLink(stylist: BookingStylist, done: { id: number; uuid: string }, body: { rating: number; comment: string }) {
  return post(stylist.host, done.uuid, { ...body, token: await linkToken(stylist, done.id) });
}
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
    const token = await linkToken(b, other.id);
    for (const uuid of [randomUUID(), 'not-a-uuid', other.uuid]) {
      const response = await status(a.host, uuid, token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'unknown', stylist: null, appointment: null });
    }
    expect((await post(a.host, other.uuid, { rating: 5, comment: '', token })).statusCode).toBe(404);
  });

  it('refuses a review by appointment uuid alone (the stylist knows every uuid): 404, nothing shown, nothing written', async () => {
    const done = await appointment(a, 'completed', past(2));
    const elsewhere = await appointment(a, 'completed', past(3));
    const othersToken = await linkToken(a, elsewhere.id);
    for (const token of [undefined, '', 'x'.repeat(43), othersToken]) {
      expect((await status(a.host, done.uuid, token)).json()).toEqual({ status: 'unknown', stylist: null, appointment: null });
      const refused = await post(a.host, done.uuid, { rating: 5, comment: 'Perfect', ...(token === undefined ? {} : { token }) });
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ code: 'NOT_FOUND', requestId: expect.any(String) });
    }
    // The stylist's own sign-in proves nothing either.
    expect((await post(a.host, done.uuid, { rating: 5, comment: '' }, a.headers)).statusCode).toBe(404);
    expect(await reviewCount(done.id)).toBe(0);
  });

  it('answers not_completed for a booked appointment and refuses its review', async () => {
    const booked = await appointment(a, 'booked', future(2));
    const token = await linkToken(a, booked.id);
    const response = await status(a.host, booked.uuid, token);
    expect(response.json()).toMatchObject({ status: 'not_completed', stylist: { businessName: 'Studio' }, appointment: { services: ['Cut'] } });
    expect((await post(a.host, booked.uuid, { rating: 4, comment: 'x', token })).statusCode).toBe(422);
  });

  it("accepts the link's token once, then answers already_reviewed and 409 for the same token", async () => {
    const done = await appointment(a, 'completed', '2026-03-10T09:00:00Z');
    const token = await linkToken(a, done.id);
    const before = await status(a.host, done.uuid, token);
    expect(before.json()).toMatchObject({ status: 'can_review', appointment: { startsAt: '2026-03-10T10:00:00+01:00' } });
    const created = await post(a.host, done.uuid, { rating: 4, comment: '  Lovely  ', token });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ rating: 4, comment: 'Lovely' });
    expect((await status(a.host, done.uuid, token)).json()).toMatchObject({ status: 'already_reviewed' });
    expect((await post(a.host, done.uuid, { rating: 1, comment: '', token })).statusCode).toBe(409);
    expect(await reviewCount(done.id)).toBe(1);
    // Only the token's SHA-256 is stored, and it is used up.
    const { rows } = await pool.query<{ token_hash: string; used_at: Date | null }>('SELECT token_hash, used_at FROM review_tokens WHERE appointment_id = $1', [done.id]);
    expect(rows).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex'), used_at: expect.any(Date) }]);
  });

  it('refuses an expired link with a status that says so, and writes nothing', async () => {
    const done = await appointment(a, 'completed', past(40));
    const token = await linkToken(a, done.id);
    await pool.query("UPDATE review_tokens SET expires_at = now() - interval '1 minute' WHERE appointment_id = $1", [done.id]);
    expect((await status(a.host, done.uuid, token)).json()).toEqual({ status: 'link_expired', stylist: null, appointment: null });
    expect((await post(a.host, done.uuid, { rating: 5, comment: '', token })).statusCode).toBe(404);
    expect(await reviewCount(done.id)).toBe(0);
  });

  it('lets the signed-in customer review her own appointment without a token; another customer gets 404', async () => {
    const owner = await fixture.customer('Olga', a.host);
    const mine = await insertCustomer(pool, a.id, 'Olga', 'Test');
    await pool.query('UPDATE customers SET customer_account_id = $2 WHERE id = $1', [mine, owner.accountId]);
    const done = await appointment(a, 'completed', past(5), mine);
    const stranger = await fixture.customer('Stan', a.host);

    expect((await status(a.host, done.uuid, undefined, stranger.headers)).json()).toMatchObject({ status: 'unknown', appointment: null });
    expect((await post(a.host, done.uuid, { rating: 1, comment: 'fake' }, stranger.headers)).statusCode).toBe(404);
    expect((await post(a.host, done.uuid, { rating: 1, comment: '' }, { authorization: 'Bearer not.a.token' })).statusCode).toBe(401);
    expect(await reviewCount(done.id)).toBe(0);

    expect((await status(a.host, done.uuid, undefined, owner.headers)).json()).toMatchObject({ status: 'can_review', appointment: { services: ['Cut'] } });
    expect((await post(a.host, done.uuid, { rating: 5, comment: 'Mine' }, owner.headers)).statusCode).toBe(201);
    expect((await post(a.host, done.uuid, { rating: 5, comment: 'Again' }, owner.headers)).statusCode).toBe(409);
  });

  it('stores one review when two are posted at the same time with the same link', async () => {
    const done = await appointment(a, 'completed', past(3));
    const token = await linkToken(a, done.id);
    const codes = (await Promise.all([1, 5].map((rating) => post(a.host, done.uuid, { rating, comment: '', token })))).map((r) => r.statusCode);
    expect(codes.sort()).toEqual([201, 409]);
    expect(await reviewCount(done.id)).toBe(1);
  });

  it('refuses a rating outside 1..5, a too long comment, a too long token and unknown fields', async () => {
    const done = await appointment(a, 'completed', past(4));
    const token = await linkToken(a, done.id);
    for (const payload of [{ rating: 0 }, { rating: 6 }, { rating: 2.5 }, { rating: 5, comment: 'x'.repeat(2001) }, { rating: 5, extra: 1 }, { rating: 5, token: 'x'.repeat(129) }]) {
      expect((await post(a.host, done.uuid, { token, ...payload })).statusCode).toBe(400);
    }
    expect((await status(a.host, done.uuid, token)).json()).toMatchObject({ status: 'can_review' });
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
    const completed = [];
    for (const days of [5, 6]) completed.push(await appointment(fresh, 'completed', past(days), customer));
    for (const done of completed) expect((await reviewByLink(fresh, done, { rating: 5, comment: 'ok' })).statusCode).toBe(201);
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
    await reviewByLink(a, done, { rating: 2, comment: 'meh' });
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
      await reviewByLink(pub, done, { rating, comment: `r${rating}` });
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
