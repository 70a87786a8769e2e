import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { berlinStart, createBookingFixture, dayFromNow, type BookingStylist } from './booking-fixture';

let f: Awaited<ReturnType<typeof createBookingFixture>>;
let nora: BookingStylist;

beforeAll(async () => {
  f = await createBookingFixture();
  nora = await f.openStylist('nora');
});
afterAll(() => f.close());

const datesUrl = (duration: string | number, from: string, to: string) => `/api/public/services/duration/${duration}/available-dates/period/${from}/${to}`;
const block = (headers: Record<string, string>, payload: Record<string, unknown>) => f.app.inject({ method: 'POST', url: '/api/logged-customer/block-date', headers, payload });
const active = async (stylistId: number) =>
  (await f.pool.query("SELECT id, state FROM appointments WHERE stylist_id = $1 AND state IN ('held', 'booked') ORDER BY id", [stylistId])).rows;

describe('GET available dates', () => {
  it('answers the docs/architecture.md §7 contract in the stylist zone', async () => {
    const res = await f.app.inject({ url: datesUrl(75, dayFromNow(2), dayFromNow(3)), headers: { host: nora.host } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.timeZone).toBe('Europe/Berlin');
    expect(body.dates.map((d: { date: string }) => d.date)).toEqual([dayFromNow(2), dayFromNow(3)]);
    expect(body.dates[0].times[0]).toBe('00:00');
    expect(body.dates[0].times.at(-1)).toBe('21:45');
    for (const time of body.dates[0].times) expect(time).toMatch(/^\d{2}:(00|15|30|45)$/);
  });

  it.each([
    ['0', dayFromNow(1), dayFromNow(2)],
    ['1441', dayFromNow(1), dayFromNow(2)],
    ['abc', dayFromNow(1), dayFromNow(2)],
    ['60', '2026-02-30', dayFromNow(2)],
    ['60', dayFromNow(5), dayFromNow(4)],
    ['60', dayFromNow(0), dayFromNow(62)],
  ])('400 for duration %s from %s to %s', async (duration, from, to) => {
    const res = await f.app.inject({ url: datesUrl(duration, from, to), headers: { host: nora.host } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION');
  });

  it('accepts 62 days; 404 for an unknown subdomain or the root host', async () => {
    expect((await f.app.inject({ url: datesUrl(60, dayFromNow(0), dayFromNow(61)), headers: { host: nora.host } })).statusCode).toBe(200);
    expect((await f.app.inject({ url: datesUrl(60, dayFromNow(0), dayFromNow(1)), headers: { host: 'nobody.chairly.localhost' } })).statusCode).toBe(404);
    expect((await f.app.inject({ url: datesUrl(60, dayFromNow(0), dayFromNow(1)), headers: { host: 'chairly.localhost' } })).statusCode).toBe(404);
  });
});

describe('POST block-date', () => {
  it('holds a slot (201), a second customer gets 409, and the time disappears from the list', async () => {
    const a = await f.customer('Ada', nora.host);
    const b = await f.customer('Bob', nora.host);
    const startsAt = berlinStart(4, '10:00');
    const res = await block(a.headers, { services: [nora.services[0], nora.services[1]], startsAt });
    expect(res.statusCode).toBe(201);
    const held = res.json();
    expect(held).toMatchObject({ state: 'held', startsAt, amount: 40.5, note: '', services: [{ id: nora.services[0], name: 'Cut', price: 30, duration: 60 }, { id: nora.services[1], name: 'Wash', price: 10.5, duration: 15 }] });
    expect(held.endsAt).toBe(startsAt.replace('T10:00', 'T11:15'));
    expect(Date.parse(held.holdExpiresAt) - Date.now()).toBeGreaterThan(9 * 60_000);
    expect(held.uuid).toMatch(/^[0-9a-f-]{36}$/);

    const taken = await block(b.headers, { services: [nora.services[0]], startsAt: berlinStart(4, '10:30') });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'SLOT_TAKEN', reason: 'slot_taken', message: 'This time is no longer available' });
    expect((await block(b.headers, { services: [nora.services[0]], startsAt: berlinStart(4, '11:15') })).statusCode).toBe(201);

    const list = (await f.app.inject({ url: datesUrl(60, dayFromNow(4), dayFromNow(4)), headers: { host: nora.host } })).json();
    expect(list.dates[0].times).toContain('09:00');
    expect(list.dates[0].times).not.toContain('09:15');
    expect(list.dates[0].times).not.toContain('10:00');
    expect(list.dates[0].times).not.toContain('12:00');
    expect(list.dates[0].times).toContain('12:15');
  });

  it('400 for a malformed body, 422 outside availability or for a service that cannot be booked', async () => {
    const c = await f.customer('Cid', nora.host);
    const good = { services: [nora.services[0]], startsAt: berlinStart(5, '10:00') };
    expect((await block(c.headers, { ...good, extra: 1 })).statusCode).toBe(400);
    expect((await block(c.headers, { ...good, startsAt: good.startsAt.slice(0, 19) })).statusCode).toBe(400);
    expect((await block(c.headers, { ...good, services: [] })).statusCode).toBe(400);
    expect((await block(c.headers, { ...good, services: Array(11).fill(nora.services[0]) })).statusCode).toBe(400);
    for (const startsAt of [berlinStart(5, '10:07'), berlinStart(5, '22:15'), berlinStart(-1, '10:00'), berlinStart(120, '10:00')]) {
      const res = await block(c.headers, { ...good, startsAt });
      expect(res.statusCode, startsAt).toBe(422);
    }
    expect((await block(c.headers, { ...good, services: [nora.services[2]] })).statusCode).toBe(422);
    expect((await block(c.headers, { ...good, services: [999999] })).statusCode).toBe(422);
    expect(await f.pool.query('SELECT 1 FROM customers c JOIN appointments a ON a.customer_id = c.id WHERE c.customer_account_id = $1', [c.accountId]).then((r) => r.rowCount)).toBe(0);
  });

  it('401 without a token, 403 with a stylist token', async () => {
    const payload = { services: [nora.services[0]], startsAt: berlinStart(5, '12:00') };
    expect((await block({ host: nora.host }, payload)).statusCode).toBe(401);
    expect((await block(nora.headers, payload)).statusCode).toBe(403);
  });

  it('an expired hold frees the slot and is recorded as expired by the system', async () => {
    const a = await f.customer('Eve', nora.host);
    const b = await f.customer('Fay', nora.host);
    const payload = { services: [nora.services[0]], startsAt: berlinStart(6, '14:00') };
    const first = (await block(a.headers, payload)).json();
    expect((await block(b.headers, payload)).statusCode).toBe(409);
    await f.pool.query("UPDATE appointments SET hold_expires_at = now() - interval '1 second' WHERE id = $1", [first.id]);
    const list = (await f.app.inject({ url: datesUrl(60, dayFromNow(6), dayFromNow(6)), headers: { host: nora.host } })).json();
    expect(list.dates[0].times).toContain('14:00');
    expect((await block(b.headers, payload)).statusCode).toBe(201);
    const { rows } = await f.pool.query('SELECT state FROM appointments WHERE id = $1', [first.id]);
    expect(rows[0].state).toBe('expired');
    const history = await f.pool.query('SELECT from_state, to_state, actor FROM appointment_state_changes WHERE appointment_id = $1 ORDER BY id', [first.id]);
    expect(history.rows).toEqual([{ from_state: null, to_state: 'held', actor: 'customer' }, { from_state: 'held', to_state: 'expired', actor: 'system' }]);
  });

  it("a customer's new hold releases their previous one", async () => {
    const a = await f.customer('Gus', nora.host);
    const first = (await block(a.headers, { services: [nora.services[1]], startsAt: berlinStart(7, '09:00') })).json();
    const second = await block(a.headers, { services: [nora.services[1]], startsAt: berlinStart(7, '15:00') });
    expect(second.statusCode).toBe(201);
    const { rows } = await f.pool.query('SELECT state FROM appointments WHERE id = $1', [first.id]);
    expect(rows[0].state).toBe('released');
  });
});

describe('50 concurrent block-date calls for overlapping slots', () => {
  it('exactly one 201, the rest 409, and one active appointment', async () => {
    const stylist = await f.openStylist('rush');
    const customers = await Promise.all(Array.from({ length: 50 }, (_, i) => f.customer(`C${i}`, stylist.host)));
    // Every pair of these 60-minute slots overlaps.
    const starts = ['10:00', '10:15', '10:30', '10:45'];
    const responses = await Promise.all(
      customers.map((c, i) => block(c.headers, { services: [stylist.services[0]], startsAt: berlinStart(8, starts[i % starts.length]) })),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(await active(stylist.id)).toHaveLength(1);
  });
});
