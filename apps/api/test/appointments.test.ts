import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookingFixture, type BookingStylist } from './booking-fixture';

let f: Awaited<ReturnType<typeof createBookingFixture>>;
let nora: BookingStylist;
let other: BookingStylist;
let customerId: number;

beforeAll(async () => {
  f = await createBookingFixture();
  nora = await f.openStylist('nora');
  other = await f.openStylist('ollie', 'America/New_York');
  const { rows } = await f.pool.query("INSERT INTO customers (stylist_id, name, last_name) VALUES ($1, 'Kim', 'Lee') RETURNING id", [nora.id]);
  customerId = Number(rows[0].id);
});
afterAll(() => f.close());

type Json = Record<string, unknown>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: BookingStylist, payload?: Json) =>
  f.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
const create = (startsAt: string, services = [nora.services[0]]) => call('POST', '/api/appointments', nora, { customerId, services, startsAt, note: 'n' });
const range = (after: string, before: string, who = nora) =>
  call('GET', `/api/appointments?startsAt[after]=${encodeURIComponent(after)}&startsAt[strictly_before]=${encodeURIComponent(before)}`, who);
const state = async (id: number) => (await f.pool.query('SELECT state, starts_at, ends_at FROM appointments WHERE id = $1', [id])).rows[0];

describe('create and range queries', () => {
  it('creates a booked appointment whose end and amount follow from the services', async () => {
    const res = await create('2030-03-04T09:00:00+01:00', [nora.services[0], nora.services[2]]);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      state: 'booked',
      startsAt: '2030-03-04T09:00:00+01:00',
      endsAt: '2030-03-04T10:30:00+01:00',
      amount: 39.99,
      customer: { id: customerId, name: 'Kim', lastName: 'Lee' },
      stateChanges: [{ from: null, to: 'booked', actor: 'stylist' }],
    });
  });

  it('includes a start at startsAt[after], excludes one at startsAt[strictly_before]; offsets are honoured', async () => {
    const early = (await create('2030-05-06T08:00:00Z')).json();
    const late = (await create('2030-05-06T12:00:00Z')).json();
    const ids = async (after: string, before: string) => (await range(after, before)).json()['hydra:member'].map((m: { id: number }) => m.id);
    expect(await ids('2030-05-06T08:00:00Z', '2030-05-06T12:00:00Z')).toEqual([early.id]);
    expect(await ids('2030-05-06T08:00:01Z', '2030-05-06T12:00:01Z')).toEqual([late.id]);
    expect(await ids('2030-05-06T10:00:00+02:00', '2030-05-06T14:00:00+02:00')).toEqual([early.id]);
    const member = (await range('2030-05-06T00:00:00Z', '2030-05-07T00:00:00Z')).json()['hydra:member'][0];
    expect(member.startsAt).toBe('2030-05-06T10:00:00+02:00');
    // The calendar's row (D55): what it shows and opens, the member included; the rest is in the detail.
    expect(Object.keys(member).sort()).toEqual(['amount', 'currency', 'customer', 'endsAt', 'id', 'memberId', 'memberName', 'note', 'services', 'startsAt', 'state']);
    expect(Object.keys(member.customer).sort()).toEqual(['id', 'lastName', 'name']);
    expect(member.services.map((s: object) => Object.keys(s).sort())).toEqual([['id', 'name']]);
  });

  it('a calendar row names the member it belongs to (issue #34): the owner, or the member it was given to', async () => {
    const own = (await create('2030-05-08T08:00:00Z')).json();
    const given = (await create('2030-05-08T10:00:00Z')).json();
    const { rows: owner } = await f.pool.query(`SELECT id, name FROM members WHERE stylist_id = $1 AND role = 'owner'`, [nora.id]);
    const { rows: dana } = await f.pool.query(
      `INSERT INTO members (stylist_id, auth_subject, email, name, role) VALUES ($1, 'range-dana', 'dana.range@example.test', 'Dana Range', 'staff') RETURNING id`,
      [nora.id],
    );
    await f.pool.query('UPDATE appointments SET member_id = $1 WHERE id = $2', [dana[0].id, given.id]);
    const members = (await range('2030-05-08T00:00:00Z', '2030-05-09T00:00:00Z')).json()['hydra:member'];
    expect(members.map((m: Json) => [m.id, m.memberId, m.memberName])).toEqual([
      [own.id, Number(owner[0].id), owner[0].name],
      [given.id, Number(dana[0].id), 'Dana Range'],
    ]);
  });

  it('400 for missing bounds, no offset, an empty or a too long range', async () => {
    expect((await call('GET', '/api/appointments', nora)).statusCode).toBe(400);
    expect((await range('2030-05-06T00:00:00', '2030-05-07T00:00:00Z')).statusCode).toBe(400);
    expect((await range('2030-05-07T00:00:00Z', '2030-05-07T00:00:00Z')).statusCode).toBe(400);
    expect((await range('2030-05-01T00:00:00Z', '2030-07-03T00:00:01Z')).statusCode).toBe(400);
    expect((await range('2030-05-01T00:00:00Z', '2030-07-02T00:00:00Z')).statusCode).toBe(200);
  });

  it('409 on an overlapping create; touching is fine; 422 for a customer or service of another stylist', async () => {
    expect((await create('2030-06-01T09:00:00Z')).statusCode).toBe(201);
    const clash = await create('2030-06-01T09:30:00Z');
    expect(clash.statusCode).toBe(409);
    expect(clash.json().code).toBe('SLOT_TAKEN');
    expect((await create('2030-06-01T10:00:00Z')).statusCode).toBe(201);
    expect((await call('POST', '/api/appointments', nora, { customerId, services: [other.services[0]], startsAt: '2030-06-02T09:00:00Z' })).statusCode).toBe(422);
    expect((await call('POST', '/api/appointments', other, { customerId, services: [other.services[0]], startsAt: '2030-06-02T09:00:00Z' })).statusCode).toBe(422);
  });
});

describe('move, resize, cancel', () => {
  it('moves and resizes; a move onto another appointment is 409 and changes nothing', async () => {
    const a = (await create('2030-07-01T09:00:00Z')).json();
    const b = (await create('2030-07-01T11:00:00Z')).json();
    const moved = await call('PUT', `/api/appointments/${a.id}`, nora, { startsAt: '2030-07-01T09:30:00Z' });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toMatchObject({ startsAt: '2030-07-01T11:30:00+02:00', endsAt: '2030-07-01T12:30:00+02:00' });
    const resized = await call('PUT', `/api/appointments/${a.id}`, nora, { endsAt: '2030-07-01T10:45:00Z' });
    expect(resized.json().endsAt).toBe('2030-07-01T12:45:00+02:00');
    const before = await state(a.id);
    const clash = await call('PUT', `/api/appointments/${a.id}`, nora, { startsAt: '2030-07-01T10:30:00Z', note: 'changed' });
    expect(clash.statusCode).toBe(409);
    expect(await state(a.id)).toEqual(before);
    expect((await call('GET', `/api/appointments/${a.id}`, nora)).json().note).toBe('n');
    expect((await call('PUT', `/api/appointments/${a.id}`, nora, { endsAt: '2030-07-01T09:00:00Z' })).statusCode).toBe(422);
    expect((await call('PUT', `/api/appointments/${a.id}`, nora, {})).statusCode).toBe(400);
    expect(b.id).toBeGreaterThan(a.id);
  });

  it('DELETE cancels (kept with its history), frees the time, and a second DELETE is 409', async () => {
    const a = (await create('2030-08-01T09:00:00Z')).json();
    expect((await call('DELETE', `/api/appointments/${a.id}`, nora)).statusCode).toBe(204);
    expect((await state(a.id)).state).toBe('cancelled');
    expect((await call('DELETE', `/api/appointments/${a.id}`, nora)).statusCode).toBe(409);
    expect((await create('2030-08-01T09:00:00Z')).statusCode).toBe(201);
  });
});

describe('transitions', () => {
  it('a future booked appointment may only be cancelled; checkout and no-show are 422 until it starts', async () => {
    const a = (await create('2030-09-01T09:00:00Z')).json();
    expect((await call('GET', `/api/appointment/${a.id}/transitions`, nora)).json()).toEqual([{ name: 'cancel', to: 'cancelled', charges: false }]);
    expect((await call('POST', `/api/appointment/${a.id}/set-state`, nora, { transition: 'checkout' })).statusCode).toBe(422);
    expect((await call('POST', `/api/appointment/${a.id}/set-state`, nora, { transition: 'no-show' })).statusCode).toBe(422);
    expect((await call('POST', `/api/appointment/${a.id}/set-state`, nora, { transition: 'teleport' })).statusCode).toBe(400);
    expect((await state(a.id)).state).toBe('booked');
  });

  it('a started appointment: checkout (charges, charged false for now), then final', async () => {
    const a = (await create('2030-09-02T09:00:00Z')).json();
    await f.pool.query("UPDATE appointments SET starts_at = now() - interval '30 minutes', ends_at = now() + interval '30 minutes' WHERE id = $1", [a.id]);
    const names = (await call('GET', `/api/appointment/${a.id}/transitions`, nora)).json().map((t: { name: string }) => t.name);
    expect(names.sort()).toEqual(['cancel', 'checkout', 'no-show']);
    const res = await call('POST', `/api/appointment/${a.id}/set-state`, nora, { transition: 'checkout' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ appointment: { state: 'completed' }, charged: false });
    expect((await call('GET', `/api/appointment/${a.id}/transitions`, nora)).json()).toEqual([]);
    const again = await call('POST', `/api/appointment/${a.id}/set-state`, nora, { transition: 'cancel' });
    expect(again.statusCode).toBe(409);
    const history = (await call('GET', `/api/appointments/${a.id}`, nora)).json().stateChanges;
    expect(history.map((h: { to: string; actor: string }) => `${h.to}:${h.actor}`)).toEqual(['booked:stylist', 'completed:stylist']);
  });

  it('an ended appointment can no longer be cancelled, but can be marked no-show', async () => {
    const a = (await create('2030-09-03T09:00:00Z')).json();
    await f.pool.query("UPDATE appointments SET starts_at = now() - interval '2 hours', ends_at = now() - interval '1 hour' WHERE id = $1", [a.id]);
    expect((await call('POST', `/api/appointment/${a.id}/set-state`, nora, { transition: 'cancel' })).statusCode).toBe(422);
    expect((await call('POST', `/api/appointment/${a.id}/set-state`, nora, { transition: 'no-show' })).json().appointment.state).toBe('no_show');
  });
});

describe('tenant isolation', () => {
  it("another stylist's appointment is 404 everywhere and absent from their range", async () => {
    const a = (await create('2030-10-01T09:00:00Z')).json();
    for (const [method, url, payload] of [
      ['GET', `/api/appointments/${a.id}`],
      ['PUT', `/api/appointments/${a.id}`, { note: 'x' }],
      ['DELETE', `/api/appointments/${a.id}`],
      ['GET', `/api/appointment/${a.id}/transitions`],
      ['POST', `/api/appointment/${a.id}/set-state`, { transition: 'cancel' }],
    ] as const) {
      expect((await call(method, url, other, payload)).statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await range('2030-10-01T00:00:00Z', '2030-10-02T00:00:00Z', other)).json()['hydra:totalItems']).toBe(0);
    expect((await state(a.id)).state).toBe('booked');
  });

  it('401 without a token; 403 for a customer token', async () => {
    expect((await f.app.inject({ url: '/api/appointments/1', headers: { host: nora.host } })).statusCode).toBe(401);
    const c = await f.customer('Zed', nora.host);
    expect((await f.app.inject({ url: '/api/appointments/1', headers: c.headers })).statusCode).toBe(403);
  });
});
