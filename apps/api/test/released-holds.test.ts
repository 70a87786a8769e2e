import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppointmentsRepository } from '../src/modules/appointments-core/index';
import { createDashboardRepository, createDashboardService } from '../src/modules/dashboard/index';
import { berlinStart, createBookingFixture, dayFromNow, type BookingStylist } from './booking-fixture';

/**
 * Issue 17 (6): a hold that never became a booking (released by the customer's next hold or a
 * DELETE while held, or expired) is not a cancelled booking: its own state, and left out of the
 * customer's bookings and of the stylist's default views and statistics.
 */
let f: Awaited<ReturnType<typeof createBookingFixture>>;
let nora: BookingStylist;

beforeAll(async () => {
  f = await createBookingFixture();
  nora = await f.openStylist('nora-released');
});
afterAll(() => f.close());

type Headers = Record<string, string>;
type Member = { id: number; state: string };
const block = async (headers: Headers, days: number, time: string) => {
  const res = await f.app.inject({ method: 'POST', url: '/api/logged-customer/block-date', headers, payload: { services: [nora.services[0]], startsAt: berlinStart(days, time) } });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; uuid: string };
};
const confirm = async (headers: Headers, appointmentId: number) => {
  const res = await f.app.inject({
    method: 'POST',
    url: '/api/logged-customer/appointment/confirm',
    headers,
    payload: { appointmentId, stripeCardId: null, customer: { name: 'Rae', lastName: 'Test', email: 'rae@example.test', phone: '+1 212 555 0123' }, note: '' },
  });
  expect(res.statusCode).toBe(200);
};
const ids = (body: { 'hydra:member': Member[] }) => body['hydra:member'].map((m) => m.id);
const myBookings = async (headers: Headers, period = 'all') => {
  const res = await f.app.inject({ url: `/api/logged-customer/appointments?period=${period}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json() as { 'hydra:member': Member[]; 'hydra:totalItems': number };
};
/** The stylist's calendar (GET /api/appointments) and list (GET /api/appointments/list) of day n. */
const stylistViews = async (days: number, state?: string) => {
  const range = { 'startsAt[after]': berlinStart(days, '00:00'), 'startsAt[strictly_before]': berlinStart(days + 1, '00:00') };
  const calendar = await f.app.inject({ url: `/api/appointments?${new URLSearchParams(range)}`, headers: nora.headers });
  const list = await f.app.inject({ url: `/api/appointments/list?${new URLSearchParams({ ...range, ...(state ? { state } : {}) })}`, headers: nora.headers });
  expect(calendar.statusCode).toBe(200);
  expect(list.statusCode).toBe(200);
  return { calendar: ids(calendar.json()), list: ids(list.json()), listTotal: list.json()['hydra:totalItems'] as number };
};
const history = async (id: number) =>
  (await f.pool.query('SELECT from_state, to_state, actor FROM appointment_state_changes WHERE appointment_id = $1 ORDER BY id', [id])).rows.map(
    (r) => `${r.from_state}>${r.to_state}:${r.actor}`,
  );
const stored = async (id: number) => (await f.pool.query('SELECT state, hold_expires_at, cancelled_at FROM appointments WHERE id = $1', [id])).rows[0];

describe('a replaced hold', () => {
  it('is released (recorded as held → released by the customer) and its time is free again', async () => {
    const rae = await f.customer('Rae', nora.host);
    const first = await block(rae.headers, 7, '09:00');
    const second = await block(rae.headers, 7, '15:00');
    expect(await stored(first.id)).toEqual({ state: 'released', hold_expires_at: null, cancelled_at: null });
    expect(await history(first.id)).toEqual(['null>held:customer', 'held>released:customer']);
    expect(await stored(second.id)).toMatchObject({ state: 'held' });
    const detail = await f.app.inject({ url: `/api/appointments/${first.id}`, headers: nora.headers });
    expect(detail.json()).toMatchObject({ state: 'released', stateChanges: [{ from: null, to: 'held' }, { from: 'held', to: 'released', actor: 'customer' }] });
    const other = await f.customer('Oli', nora.host);
    await block(other.headers, 7, '09:00');
  });

  it("is not in the customer's bookings, and neither is a running hold; the confirmed one is", async () => {
    const sam = await f.customer('Sam', nora.host);
    const first = await block(sam.headers, 8, '09:00');
    const second = await block(sam.headers, 8, '11:00');
    expect(ids(await myBookings(sam.headers))).toEqual([]);
    expect((await myBookings(sam.headers, 'upcoming'))['hydra:totalItems']).toBe(0);
    await confirm(sam.headers, second.id);
    const all = await myBookings(sam.headers);
    expect(all['hydra:member'].map((m) => [m.id, m.state])).toEqual([[second.id, 'booked']]);
    expect(all['hydra:totalItems']).toBe(1);
    // The released hold is still hers to look at by its link (the booking detail page).
    const byUuid = await f.app.inject({ url: `/api/logged-customer/appointment-by-uuid/${first.uuid}`, headers: sam.headers });
    expect(byUuid.json()).toMatchObject({ id: first.id, state: 'released' });
  });

  it("is not in the stylist's calendar or default list, but the list shows it when asked for released", async () => {
    const tia = await f.customer('Tia', nora.host);
    const first = await block(tia.headers, 9, '09:00');
    const second = await block(tia.headers, 9, '11:00');
    const expired = await block((await f.customer('Exp', nora.host)).headers, 9, '13:00');
    await f.pool.query("UPDATE appointments SET hold_expires_at = now() - interval '1 second' WHERE id = $1", [expired.id]);
    await confirm(tia.headers, second.id);
    expect(await stylistViews(9)).toEqual({ calendar: [second.id], list: [second.id], listTotal: 1 });
    expect(await stylistViews(9, 'released')).toMatchObject({ list: [first.id], listTotal: 1 });
    expect(await stylistViews(9, 'cancelled')).toMatchObject({ list: [], listTotal: 0 });
    expect(await stylistViews(9, 'expired')).toMatchObject({ list: [expired.id], listTotal: 1 });
  });
});

describe('DELETE of a held appointment', () => {
  it("by the customer releases it (not cancelled), and it leaves her bookings", async () => {
    const uma = await f.customer('Uma', nora.host);
    const held = await block(uma.headers, 10, '09:00');
    const res = await f.app.inject({ method: 'DELETE', url: `/api/logged-customer/appointment?appointmentId=${held.id}`, headers: uma.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ insideWindow: false, feePercentage: null, appointment: { id: held.id, state: 'released' } });
    expect(await stored(held.id)).toEqual({ state: 'released', hold_expires_at: null, cancelled_at: null });
    expect(await history(held.id)).toEqual(['null>held:customer', 'held>released:customer']);
    expect(ids(await myBookings(uma.headers))).toEqual([]);
    const again = await f.app.inject({ method: 'DELETE', url: `/api/logged-customer/appointment?appointmentId=${held.id}`, headers: uma.headers });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This appointment is already released');
  });

  it('by the stylist releases it; a booked one is still cancelled', async () => {
    const vic = await f.customer('Vic', nora.host);
    const held = await block(vic.headers, 11, '09:00');
    expect((await f.app.inject({ method: 'DELETE', url: `/api/appointments/${held.id}`, headers: nora.headers })).statusCode).toBe(204);
    expect(await stored(held.id)).toMatchObject({ state: 'released', cancelled_at: null });
    expect(await history(held.id)).toEqual(['null>held:customer', 'held>released:stylist']);
    expect(await stylistViews(11)).toEqual({ calendar: [], list: [], listTotal: 0 });
    const transitions = await f.app.inject({ url: `/api/appointment/${held.id}/transitions`, headers: nora.headers });
    expect(transitions.json()).toEqual([]);
    const setState = await f.app.inject({ method: 'POST', url: `/api/appointment/${held.id}/set-state`, headers: nora.headers, payload: { transition: 'cancel' } });
    expect(setState.statusCode).toBe(409);

    const booked = await block(vic.headers, 11, '12:00');
    await confirm(vic.headers, booked.id);
    expect((await f.app.inject({ method: 'DELETE', url: `/api/appointments/${booked.id}`, headers: nora.headers })).statusCode).toBe(204);
    expect(await stored(booked.id)).toMatchObject({ state: 'cancelled', cancelled_at: expect.any(Date) });
  });
});

describe('dashboard statistics', () => {
  it('count the booking, not the released, expired or running holds of the day', async () => {
    const day = 12;
    const wyn = await f.customer('Wyn', nora.host);
    await block(wyn.headers, day, '08:00'); // replaced by the next: released
    const booked = await block(wyn.headers, day, '10:00');
    await confirm(wyn.headers, booked.id);
    const xan = await f.customer('Xan', nora.host);
    const deleted = await block(xan.headers, day, '12:00');
    await f.app.inject({ method: 'DELETE', url: `/api/logged-customer/appointment?appointmentId=${deleted.id}`, headers: xan.headers });
    const expired = await block(xan.headers, day, '14:00');
    await f.pool.query("UPDATE appointments SET hold_expires_at = now() - interval '1 second' WHERE id = $1", [expired.id]);
    await block((await f.customer('Yul', nora.host)).headers, day, '16:00'); // still running
    const states = (await f.pool.query('SELECT state FROM appointments WHERE stylist_id = $1 AND starts_at >= $2 AND starts_at < $3 ORDER BY starts_at', [nora.id, berlinStart(day, '00:00'), berlinStart(day + 1, '00:00')])).rows;
    expect(states.map((r) => r.state)).toEqual(['released', 'booked', 'released', 'expired', 'held']);

    const service = createDashboardService({ repository: createDashboardRepository(f.app.db, 'USD'), appointments: createAppointmentsRepository(f.app.db, 'USD'), now: () => new Date(berlinStart(day, '07:00')) });
    expect(await service.statistic(nora.id, 'appointments-count-booked-today')).toMatchObject({ date: dayFromNow(day), value: 1 });
    expect(await service.statistic(nora.id, 'appointments-sum-amount-booked-today')).toMatchObject({ value: 30 });
    const byNumbers = await service.statistic(nora.id, 'dashboard-statistic-by-numbers');
    if (!('trend' in byNumbers)) throw new Error('expected the by-numbers shape');
    expect(byNumbers.trend.at(-1)).toEqual({ date: dayFromNow(day), appointments: 1, revenue: 30 });
    const schedule = await service.schedule(nora.id, dayFromNow(day));
    expect(schedule.appointments.map((a) => a.id)).toEqual([booked.id]);
  });
});
