import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppointmentsRepository } from '../src/modules/appointments-core/index';
import { createDashboardRepository, createDashboardService } from '../src/modules/dashboard/index';
import { createBookingFixture, type BookingStylist } from './booking-fixture';
import { insertAppointment, insertCustomer } from './reviews-fixture';

const fixture = await createBookingFixture();
const { app, pool } = fixture;
let a: BookingStylist;
let dst: BookingStylist;

/** The service at a fixed instant (the routes use the real clock). */
const at = (iso: string) =>
  createDashboardService({ repository: createDashboardRepository(app.db, 'USD'), appointments: createAppointmentsRepository(app.db, 'USD'), now: () => new Date(iso) });
const NOW = '2026-03-10T12:00:00Z'; // Tuesday 13:00 in Berlin (UTC+1)

async function charge(stylistId: number, appointmentId: number, kind: string, cents: number, createdAt: string, status = 'succeeded') {
  await pool.query(
    `INSERT INTO payment_charges (id, stylist_id, appointment_id, kind, amount_cents, currency, provider, status, idempotency_key, created_at)
     VALUES (gen_random_uuid(), $1, $2, $3, $4, 'usd', 'sandbox', $5, gen_random_uuid()::text, $6)`,
    [stylistId, appointmentId, kind, cents, status, createdAt],
  );
}

beforeAll(async () => {
  a = await fixture.openStylist('dasha');
  dst = await fixture.openStylist('dashd');
  const [cut, wash] = a.services as [number, number];
  const c1 = await insertCustomer(pool, a.id, 'Ana', 'A', '2026-03-09T23:30:00Z'); // Berlin 10 March: this week
  await insertCustomer(pool, a.id, 'Bia', 'B', '2026-03-01T10:00:00Z'); // this month
  await insertCustomer(pool, a.id, 'Cai', 'C', '2026-02-28T23:30:00Z'); // Berlin 1 March 00:30: this month
  const gone = await insertCustomer(pool, a.id, 'Del', 'D', '2026-03-10T08:00:00Z');
  await pool.query('UPDATE customers SET deleted = true WHERE id = $1', [gone]);
  const add = (state: 'booked' | 'completed' | 'no_show' | 'cancelled', startsAt: string, cents: number, serviceName: string, serviceId = cut) =>
    insertAppointment(pool, { stylistId: a.id, customerId: c1, state, startsAt, cents, serviceName, serviceId });
  await add('completed', '2026-03-09T22:30:00Z', 7000, 'Colour'); // Mon 23:30 Berlin: yesterday
  const early = await add('booked', '2026-03-09T23:30:00Z', 2000, 'Cut'); // Tue 00:30 Berlin: today (UTC day before)
  const noShow = await add('no_show', '2026-03-10T10:00:00Z', 1100, 'Cut');
  await add('cancelled', '2026-03-10T11:00:00Z', 1300, 'Cut');
  const late = await add('completed', '2026-03-10T22:30:00Z', 3000, 'Colour'); // Tue 23:30 Berlin: today
  await add('booked', '2026-03-10T23:30:00Z', 5000, 'Cut'); // Wed 00:30 Berlin: tomorrow (UTC same day)
  await add('completed', '2026-02-28T22:30:00Z', 9900, 'Colour'); // Sat 28 Feb 23:30 Berlin
  await add('booked', '2026-02-28T23:30:00Z', 400, 'Wash', wash); // Sun 1 March 00:30 Berlin
  await charge(a.id, noShow.id, 'no-show-fee', 550, '2026-03-09T23:30:00Z'); // today in Berlin
  await charge(a.id, noShow.id, 'cancel-fee', 800, '2026-03-10T23:30:00Z'); // tomorrow in Berlin
  await charge(a.id, late.id, 'checkout', 3000, '2026-03-10T09:00:00Z'); // the sale is the completed appointment: not twice
  await charge(a.id, early.id, 'cancel-fee', 999, '2026-03-10T09:00:00Z', 'declined');
});
afterAll(() => fixture.close());

describe('dashboard statistics in the stylist zone', () => {
  it('counts customers that are not deleted', async () => {
    expect(await at(NOW).statistic(a.id, 'total-users')).toEqual({ type: 'total-users', date: '2026-03-10', timeZone: 'Europe/Berlin', value: 3 });
  });

  it('takes today as the Berlin calendar day around midnight', async () => {
    const service = at(NOW);
    expect(await service.statistic(a.id, 'appointments-count-booked-today')).toMatchObject({ value: 3 });
    expect(await service.statistic(a.id, 'appointments-sum-amount-booked-today')).toMatchObject({ value: 61 });
    expect(await service.statistic(a.id, 'appointments-sum-amount-sales-today')).toMatchObject({ value: 35.5 });
    // Just after midnight in Berlin (still 9 March in UTC) it is already the 10th.
    expect(await at('2026-03-09T23:05:00Z').statistic(a.id, 'appointments-count-booked-today')).toMatchObject({ date: '2026-03-10', value: 3 });
    expect(await at('2026-03-09T22:55:00Z').statistic(a.id, 'appointments-count-booked-today')).toMatchObject({ date: '2026-03-09', value: 1 });
  });

  it('gives week, month and a 14-day trend by numbers', async () => {
    const result = await at(NOW).statistic(a.id, 'dashboard-statistic-by-numbers');
    expect(result).toMatchObject({
      week: { appointments: 5, revenue: 113.5, newCustomers: 1, noShows: 1, noShowRate: 0.333 },
      month: { appointments: 6, revenue: 113.5, newCustomers: 3, noShows: 1 },
    });
    if (!('trend' in result)) throw new Error('expected the by-numbers shape');
    expect(result.trend).toHaveLength(14);
    expect(result.trend[0]?.date).toBe('2026-02-25');
    const byDate = Object.fromEntries(result.trend.map((d) => [d.date, d]));
    expect(byDate['2026-03-10']).toEqual({ date: '2026-03-10', appointments: 3, revenue: 61 });
    expect(byDate['2026-03-09']).toEqual({ date: '2026-03-09', appointments: 1, revenue: 70 });
    expect(byDate['2026-03-01']).toEqual({ date: '2026-03-01', appointments: 1, revenue: 4 });
    expect(byDate['2026-02-28']).toEqual({ date: '2026-02-28', appointments: 1, revenue: 99 });
  });

  it('groups the services of the last 30 days by name', async () => {
    expect(await at(NOW).statistic(a.id, 'appointments-services-group')).toEqual({
      type: 'appointments-services-group',
      date: '2026-03-10',
      timeZone: 'Europe/Berlin',
      from: '2026-02-09',
      services: [
        { name: 'Colour', count: 3, revenue: 199 },
        { name: 'Cut', count: 1, revenue: 20 },
        { name: 'Wash', count: 1, revenue: 4 },
      ],
    });
  });

  it('handles the 23-hour day of the spring DST change', async () => {
    const add = (startsAt: string, cents: number) => insertAppointment(pool, { stylistId: dst.id, customerId: null, state: 'booked', startsAt, cents, serviceId: dst.services[0] ?? 0 });
    await add('2026-03-28T22:30:00Z', 100); // 28th 23:30 CET
    await add('2026-03-28T23:30:00Z', 200); // 29th 00:30 CET
    await add('2026-03-29T21:30:00Z', 400); // 29th 23:30 CEST
    await add('2026-03-29T22:30:00Z', 800); // 30th 00:30 CEST
    const result = await at('2026-03-29T12:00:00Z').statistic(dst.id, 'appointments-sum-amount-booked-today');
    expect(result).toMatchObject({ date: '2026-03-29', value: 6 });
    const schedule = await at(NOW).schedule(dst.id, '2026-03-29');
    expect(schedule.appointments.map((x) => x.startsAt)).toEqual(['2026-03-29T00:30:00+01:00', '2026-03-29T23:30:00+02:00']);
  });
});

describe('dashboard routes', () => {
  it('answers every type over HTTP and 404 for an unknown one', async () => {
    for (const type of ['total-users', 'appointments-count-booked-today', 'dashboard-statistic-by-numbers', 'appointments-services-group']) {
      const response = await app.inject({ method: 'GET', url: `/api/dashboard/statistics/${type}`, headers: a.headers });
      expect(response.statusCode).toBe(200);
      expect(response.json().type).toBe(type);
    }
    expect((await app.inject({ method: 'GET', url: '/api/dashboard/statistics/total-users', headers: a.headers })).json().value).toBe(3);
    expect((await app.inject({ method: 'GET', url: '/api/dashboard/statistics/revenue-forever', headers: a.headers })).statusCode).toBe(404);
  });

  it('lists a local day\'s booked, completed and no-show appointments by start, of the own stylist only', async () => {
    const today = await app.inject({ method: 'GET', url: '/api/appointments/schedule/2026-03-10', headers: a.headers });
    expect(today.statusCode).toBe(200);
    expect(today.json().appointments.map((x: { startsAt: string; state: string }) => [x.startsAt, x.state])).toEqual([
      ['2026-03-10T00:30:00+01:00', 'booked'],
      ['2026-03-10T11:00:00+01:00', 'no_show'],
      ['2026-03-10T23:30:00+01:00', 'completed'],
    ]);
    const other = await app.inject({ method: 'GET', url: '/api/appointments/schedule/2026-03-10', headers: dst.headers });
    expect(other.json().appointments).toEqual([]);
    expect((await app.inject({ method: 'GET', url: '/api/appointments/schedule/2026-02-31', headers: a.headers })).statusCode).toBe(400);
    const customer = await fixture.customer('Zed', a.host);
    expect((await app.inject({ method: 'GET', url: '/api/dashboard/statistics/total-users', headers: customer.headers })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/appointments/schedule/2026-03-10', headers: { host: a.host } })).statusCode).toBe(401);
  });
});
