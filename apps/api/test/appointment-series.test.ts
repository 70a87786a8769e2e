import { appointmentDetailSchema, seriesCreatedSchema, seriesPreviewSchema } from '@chairly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app';
import { createBookingFixture, type BookingStylist } from './booking-fixture';

/**
 * Issue #19.3: repeated appointments. The preview's statuses (another appointment, blocked time,
 * closed) and nearest free times, the series written in one transaction (all or nothing, 409
 * naming the occurrence taken meanwhile, races never 5xx), joining an existing appointment,
 * cancelling this one or this and the following, what the customer sees, tenant isolation.
 * Stylists of the fixture are open every day 00:00–23:00 in Europe/Berlin; Cut lasts 60 minutes.
 */

let f: Awaited<ReturnType<typeof createBookingFixture>>;
let second: App;

beforeAll(async () => {
  f = await createBookingFixture();
  second = await f.secondInstance();
});
afterAll(() => f.close());

type Json = Record<string, unknown>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: BookingStylist, payload?: Json, app: App = f.app) =>
  app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

async function stylistWithCustomer(name: string) {
  const stylist = await f.openStylist(name);
  const { rows } = await f.pool.query("INSERT INTO customers (stylist_id, name, last_name) VALUES ($1, 'Kim', 'Lee') RETURNING id", [stylist.id]);
  return { stylist, customerId: Number(rows[0].id) };
}

const preview = (who: BookingStylist, body: Json) => call('POST', '/api/appointments/series/preview', who, body);
const createSeries = (who: BookingStylist, body: Json, app: App = f.app) => call('POST', '/api/appointments/series', who, body, app);
const seriesRows = async (stylistId: number) =>
  (await f.pool.query('SELECT id, series_id, state, starts_at FROM appointments WHERE stylist_id = $1 AND series_id IS NOT NULL ORDER BY starts_at', [stylistId])).rows;
const seriesCount = async (stylistId: number) => (await f.pool.query('SELECT count(*)::int AS n FROM appointment_series WHERE stylist_id = $1', [stylistId])).rows[0].n;

describe('preview', () => {
  it('lists every occurrence at the same wall time with its status and, for a conflict, the nearest free time that day', async () => {
    const { stylist, customerId } = await stylistWithCustomer('pia');
    const cut = stylist.services[0]!;
    // Week 2: another appointment 10:30–11:30; week 3: blocked 09:00–11:00; week 4: a closed special day.
    expect((await call('POST', '/api/appointments', stylist, { customerId, services: [cut], startsAt: '2030-03-11T10:30:00+01:00' })).statusCode).toBe(201);
    expect((await call('POST', '/api/blocked_times', stylist, { startsAt: '2030-03-18T09:00:00+01:00', endsAt: '2030-03-18T11:00:00+01:00', note: 'Doctor' })).statusCode).toBe(201);
    await f.pool.query("INSERT INTO special_days (stylist_id, date, note) VALUES ($1, '2030-03-25', 'Closed')", [stylist.id]);

    const res = await preview(stylist, { customerId, services: [cut], startsAt: '2030-03-04T10:00:00+01:00', everyWeeks: 1, count: 5 });
    expect(res.statusCode, res.body).toBe(200);
    const body = seriesPreviewSchema.parse(res.json());
    expect(body.timeZone).toBe('Europe/Berlin');
    expect(body.occurrences.map((o) => [o.startsAt, o.status, o.nearest?.startsAt ?? null])).toEqual([
      ['2030-03-04T10:00:00+01:00', 'free', null],
      // 09:30 is 30 minutes away, 11:30 90 minutes: the nearer one.
      ['2030-03-11T10:00:00+01:00', 'appointment', '2030-03-11T09:30:00+01:00'],
      ['2030-03-18T10:00:00+01:00', 'blocked', '2030-03-18T11:00:00+01:00'],
      ['2030-03-25T10:00:00+01:00', 'closed', null],
      // Summer time from 31 March: still 10:00 on her clock.
      ['2030-04-01T10:00:00+02:00', 'free', null],
    ]);
    expect(body.occurrences[1]).toMatchObject({ index: 1, endsAt: '2030-03-11T11:00:00+01:00', nearest: { endsAt: '2030-03-11T10:30:00+01:00' }, existing: false });
  });

  it('until a date (inclusive), every few weeks; a weekday without hours is closed', async () => {
    const { stylist, customerId } = await stylistWithCustomer('pam');
    await f.pool.query('DELETE FROM open_hours WHERE stylist_id = $1 AND week_day = 0', [stylist.id]); // no Monday hours
    const res = await preview(stylist, { customerId, services: [stylist.services[0]], startsAt: '2030-03-05T10:00:00+01:00', everyWeeks: 3, until: '2030-04-16' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().occurrences.map((o: { startsAt: string; status: string }) => [o.startsAt, o.status])).toEqual([
      ['2030-03-05T10:00:00+01:00', 'free'],
      ['2030-03-26T10:00:00+01:00', 'free'],
      ['2030-04-16T10:00:00+02:00', 'free'],
    ]);
    const monday = await preview(stylist, { customerId, services: [stylist.services[0]], startsAt: '2030-03-04T10:00:00+01:00', everyWeeks: 1, count: 2 });
    expect(monday.json().occurrences.map((o: { status: string; nearest: unknown }) => [o.status, o.nearest])).toEqual([
      ['closed', null],
      ['closed', null],
    ]);
  });

  it('refuses bad input with a clear error and tenant isolation holds', async () => {
    const { stylist, customerId } = await stylistWithCustomer('pat');
    const other = await stylistWithCustomer('pol');
    const base = { customerId, services: [stylist.services[0]], startsAt: '2030-03-04T10:00:00+01:00', everyWeeks: 1 };
    const bad = async (body: Json, status: number, field: string) => {
      const res = await preview(stylist, body);
      expect(res.statusCode, res.body).toBe(status);
      expect(Object.keys(res.json().fields ?? {})).toContain(field);
    };
    await bad({ ...base, everyWeeks: 13, count: 3 }, 400, 'everyWeeks');
    await bad({ ...base, everyWeeks: 0, count: 3 }, 400, 'everyWeeks');
    await bad({ ...base, count: 27 }, 400, 'count');
    await bad({ ...base, count: 1 }, 400, 'count');
    await bad({ ...base }, 400, 'count');
    await bad({ ...base, count: 3, until: '2030-05-01' }, 400, 'count');
    // 27 weekly occurrences up to this date: too many; one only: too few.
    await bad({ ...base, until: '2030-09-02' }, 422, 'until');
    await bad({ ...base, until: '2030-03-05' }, 422, 'until');
    expect((await preview(stylist, { ...base, until: '2030-08-26' })).json().occurrences).toHaveLength(26);
    // Another stylist's customer, service or appointment.
    await bad({ ...base, customerId: other.customerId, count: 2 }, 422, 'customerId');
    expect((await preview(stylist, { ...base, services: [other.stylist.services[0]], count: 2 })).statusCode).toBe(422);
    const theirs = (await call('POST', '/api/appointments', other.stylist, { customerId: other.customerId, services: [other.stylist.services[0]], startsAt: '2030-03-04T10:00:00+01:00' })).json();
    expect((await preview(stylist, { ...base, count: 2, appointmentId: theirs.id })).statusCode).toBe(404);
    expect((await createSeries(stylist, { customerId, services: [stylist.services[0]], everyWeeks: 1, appointmentId: theirs.id, occurrences: [{ startsAt: '2030-03-11T10:00:00+01:00' }] })).statusCode).toBe(404);
    // Her preview does not see the other stylist's appointment as a conflict; a customer still to be added is no customer yet.
    expect((await preview(stylist, { ...base, count: 2 })).json().occurrences[0].status).toBe('free');
    const { customerId: _none, ...withoutCustomer } = base;
    expect((await preview(stylist, { ...withoutCustomer, count: 2 })).statusCode).toBe(200);
  });
});

describe('create', () => {
  it('books four weekly occurrences with the conflicting one skipped, as ordinary appointments the customer sees', async () => {
    const { stylist } = await stylistWithCustomer('rita');
    const kim = await f.customer('Kim', stylist.host);
    const { rows } = await f.pool.query("INSERT INTO customers (stylist_id, customer_account_id, name, last_name, email) VALUES ($1, $2, 'Kim', 'Test', 'kim@example.test') RETURNING id", [stylist.id, kim.accountId]);
    const customerId = Number(rows[0].id);
    const cut = stylist.services[0]!;
    await call('POST', '/api/appointments', stylist, { customerId, services: [cut], startsAt: '2030-06-17T10:00:00+02:00' }); // week 3 taken
    const occurrences = seriesPreviewSchema.parse((await preview(stylist, { customerId, services: [cut], startsAt: '2030-06-03T10:00:00+02:00', everyWeeks: 1, count: 4 })).json()).occurrences;
    expect(occurrences.map((o) => o.status)).toEqual(['free', 'free', 'appointment', 'free']);
    const chosen = occurrences.filter((o) => o.status === 'free').map((o) => ({ startsAt: o.startsAt }));
    const events = async () => (await f.pool.query("SELECT count(*)::int AS n FROM notification_events WHERE kind = 'appointment.booked' AND (payload->>'stylistId')::bigint = $1", [stylist.id])).rows[0].n;
    const eventsBefore = await events();

    const res = await createSeries(stylist, { customerId, services: [cut], note: 'Regular', everyWeeks: 1, occurrences: chosen });
    expect(res.statusCode, res.body).toBe(201);
    const created = seriesCreatedSchema.parse(res.json());
    expect(created.appointments.map((a) => [a.startsAt, a.state, a.seriesId, a.note])).toEqual([
      ['2030-06-03T10:00:00+02:00', 'booked', created.seriesId, 'Regular'],
      ['2030-06-10T10:00:00+02:00', 'booked', created.seriesId, 'Regular'],
      ['2030-06-24T10:00:00+02:00', 'booked', created.seriesId, 'Regular'],
    ]);
    // Each occurrence is an ordinary appointment: its own detail, its own confirmation message.
    const detail = appointmentDetailSchema.parse((await call('GET', `/api/appointments/${created.appointments[1]!.id}`, stylist)).json());
    expect(detail).toMatchObject({ seriesId: created.seriesId, amount: 30, stateChanges: [{ from: null, to: 'booked', actor: 'stylist' }] });
    expect(await events()).toBe(eventsBefore + 3);
    const mine = (await f.app.inject({ url: '/api/logged-customer/appointments?period=upcoming', headers: kim.headers })).json();
    expect(mine['hydra:member'].map((a: { startsAt: string }) => a.startsAt)).toEqual([
      '2030-06-03T10:00:00+02:00',
      '2030-06-10T10:00:00+02:00',
      '2030-06-17T10:00:00+02:00',
      '2030-06-24T10:00:00+02:00',
    ]);
  });

  it('an occurrence taken meanwhile: 409 naming it, and nothing is written', async () => {
    const { stylist, customerId } = await stylistWithCustomer('rosa');
    const cut = stylist.services[0]!;
    const occurrences = [{ startsAt: '2030-06-03T10:00:00+02:00' }, { startsAt: '2030-06-10T10:00:00+02:00' }, { startsAt: '2030-06-17T10:00:00+02:00' }];
    // Taken after the preview: the third occurrence's time, half an hour in.
    await call('POST', '/api/appointments', stylist, { customerId, services: [cut], startsAt: '2030-06-17T10:30:00+02:00' });
    const res = await createSeries(stylist, { customerId, services: [cut], everyWeeks: 1, occurrences });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'SLOT_TAKEN', fields: { 'occurrences.2.startsAt': expect.stringContaining('2030-06-17 10:00') } });
    expect(res.json().message).toContain('2030-06-17 10:00');
    expect(await seriesRows(stylist.id)).toEqual([]);
    expect(await seriesCount(stylist.id)).toBe(0);
    // Taking the nearest time that day instead goes through.
    const fixed = await createSeries(stylist, { customerId, services: [cut], everyWeeks: 1, occurrences: [...occurrences.slice(0, 2), { startsAt: '2030-06-17T09:30:00+02:00' }] });
    expect(fixed.statusCode, fixed.body).toBe(201);
    expect(await seriesRows(stylist.id)).toHaveLength(3);
  });

  it('refuses occurrences out of order, a single one, or overlapping each other, changing nothing', async () => {
    const { stylist, customerId } = await stylistWithCustomer('ruth');
    const body = { customerId, services: [stylist.services[0]], everyWeeks: 1 };
    const outOfOrder = await createSeries(stylist, { ...body, occurrences: [{ startsAt: '2030-06-10T10:00:00+02:00' }, { startsAt: '2030-06-03T10:00:00+02:00' }] });
    expect(outOfOrder.statusCode).toBe(400);
    expect(Object.keys(outOfOrder.json().fields)).toContain('occurrences.1.startsAt');
    expect((await createSeries(stylist, { ...body, occurrences: [{ startsAt: '2030-06-10T10:00:00+02:00' }] })).statusCode).toBe(400);
    expect((await createSeries(stylist, { ...body, everyWeeks: 13, occurrences: [{ startsAt: '2030-06-03T10:00:00+02:00' }, { startsAt: '2030-06-10T10:00:00+02:00' }] })).statusCode).toBe(400);
    const overlapping = await createSeries(stylist, { ...body, occurrences: [{ startsAt: '2030-06-03T10:00:00+02:00' }, { startsAt: '2030-06-03T10:30:00+02:00' }] });
    expect(overlapping.statusCode).toBe(409);
    expect(Object.keys(overlapping.json().fields)).toEqual(['occurrences.1.startsAt']);
    expect(await seriesCount(stylist.id)).toBe(0);
  });

  it('repeats an existing appointment (editing): it becomes the first occurrence and its own time is no conflict', async () => {
    const { stylist, customerId } = await stylistWithCustomer('rhea');
    const cut = stylist.services[0]!;
    const first = (await call('POST', '/api/appointments', stylist, { customerId, services: [cut], startsAt: '2030-07-01T10:00:00+02:00' })).json();
    const shown = (await preview(stylist, { customerId, services: [cut], startsAt: first.startsAt, everyWeeks: 2, count: 3, appointmentId: first.id })).json();
    expect(shown.occurrences.map((o: { startsAt: string; status: string; existing: boolean }) => [o.startsAt, o.status, o.existing])).toEqual([
      ['2030-07-01T10:00:00+02:00', 'free', true],
      ['2030-07-15T10:00:00+02:00', 'free', false],
      ['2030-07-29T10:00:00+02:00', 'free', false],
    ]);
    const res = await createSeries(stylist, { customerId, services: [cut], everyWeeks: 2, appointmentId: first.id, occurrences: shown.occurrences.slice(1).map((o: { startsAt: string }) => ({ startsAt: o.startsAt })) });
    expect(res.statusCode, res.body).toBe(201);
    const created = seriesCreatedSchema.parse(res.json());
    expect(created.appointments.map((a) => a.id)[0]).toBe(first.id);
    expect(new Set(created.appointments.map((a) => a.seriesId))).toEqual(new Set([created.seriesId]));
    // Already in a series: not again.
    expect((await preview(stylist, { customerId, services: [cut], startsAt: first.startsAt, everyWeeks: 2, count: 2, appointmentId: first.id })).statusCode).toBe(409);
  });

  it('50 identical series at once on two instances: exactly one is written, the rest 409, no 5xx', async () => {
    const { stylist, customerId } = await stylistWithCustomer('rena');
    const body = {
      customerId,
      services: [stylist.services[0]],
      everyWeeks: 2,
      occurrences: [{ startsAt: '2030-09-02T10:00:00+02:00' }, { startsAt: '2030-09-16T10:00:00+02:00' }, { startsAt: '2030-09-30T10:00:00+02:00' }, { startsAt: '2030-10-14T10:00:00+02:00' }],
    };
    const results = await Promise.all(Array.from({ length: 50 }, (_, i) => createSeries(stylist, body, i % 2 === 0 ? f.app : second)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    expect(await seriesRows(stylist.id)).toHaveLength(4);
    expect(await seriesCount(stylist.id)).toBe(1);
  });

  it('series racing single bookings onto their last occurrence: never 5xx, and never half a series', async () => {
    const { stylist, customerId } = await stylistWithCustomer('rina');
    const cut = stylist.services[0]!;
    const series = Array.from({ length: 10 }, (_, i) => ({
      customerId,
      services: [cut],
      everyWeeks: 1,
      // Each series its own hour on the first two weeks, all sharing the last occurrence.
      occurrences: [{ startsAt: `2030-09-02T${String(8 + i).padStart(2, '0')}:00:00+02:00` }, { startsAt: `2030-09-09T${String(8 + i).padStart(2, '0')}:00:00+02:00` }, { startsAt: '2030-09-16T10:00:00+02:00' }],
    }));
    const singles = Array.from({ length: 20 }, (_, i) => call('POST', '/api/appointments', stylist, { customerId, services: [cut], startsAt: '2030-09-16T10:00:00+02:00' }, i % 2 === 0 ? f.app : second));
    const results = await Promise.all([...series.map((b, i) => createSeries(stylist, b, i % 2 === 0 ? second : f.app)), ...singles]);
    expect(results.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
    expect(results.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const written = await seriesRows(stylist.id);
    expect(written.length === 0 || written.length === 3).toBe(true);
    expect(await seriesCount(stylist.id)).toBe(written.length === 0 ? 0 : 1);
  });
});

describe('cancel this one or this and the following', () => {
  async function weeklySeries(name: string) {
    const { stylist, customerId } = await stylistWithCustomer(name);
    const occurrences = ['2030-11-04', '2030-11-11', '2030-11-18', '2030-11-25'].map((d) => ({ startsAt: `${d}T10:00:00+01:00` }));
    const created = seriesCreatedSchema.parse((await createSeries(stylist, { customerId, services: [stylist.services[0]], everyWeeks: 1, occurrences })).json());
    return { stylist, ids: created.appointments.map((a) => a.id) };
  }
  const states = async (ids: number[]) => (await f.pool.query('SELECT state FROM appointments WHERE id = ANY($1) ORDER BY starts_at', [ids])).rows.map((r) => r.state);
  const cancelledEvents = async (ids: number[]) =>
    (await f.pool.query("SELECT (payload->>'appointmentId')::bigint AS id FROM notification_events WHERE kind = 'appointment.cancelled' AND (payload->>'appointmentId')::bigint = ANY($1) ORDER BY 1", [ids])).rows.map((r) => Number(r.id));

  it('this one (the default) leaves the others booked', async () => {
    const { stylist, ids } = await weeklySeries('sara');
    expect((await call('DELETE', `/api/appointments/${ids[1]}?scope=this`, stylist)).statusCode).toBe(204);
    expect(await states(ids)).toEqual(['booked', 'cancelled', 'booked', 'booked']);
    expect((await call('DELETE', `/api/appointments/${ids[2]}`, stylist)).statusCode).toBe(204);
    expect(await states(ids)).toEqual(['booked', 'cancelled', 'cancelled', 'booked']);
  });

  it('this and the following cancels the later booked occurrences, each told to the customer; earlier and finished ones stay', async () => {
    const { stylist, ids } = await weeklySeries('sina');
    await f.pool.query("UPDATE appointments SET state = 'completed' WHERE id = $1", [ids[3]]);
    const res = await call('DELETE', `/api/appointments/${ids[1]}?scope=following`, stylist);
    expect(res.statusCode).toBe(204);
    expect(await states(ids)).toEqual(['booked', 'cancelled', 'cancelled', 'completed']);
    expect(await cancelledEvents(ids)).toEqual([ids[1], ids[2]].sort((a, b) => a! - b!));
    expect((await call('DELETE', `/api/appointments/${ids[0]}?scope=everything`, stylist)).statusCode).toBe(400);
    expect(await states(ids)).toEqual(['booked', 'cancelled', 'cancelled', 'completed']);
  });

  it("another stylist cannot cancel her series (404), and 'following' on a single appointment cancels just it", async () => {
    const { stylist, ids } = await weeklySeries('sofi');
    const other = await f.openStylist('sven');
    expect((await call('DELETE', `/api/appointments/${ids[0]}?scope=following`, other)).statusCode).toBe(404);
    expect(await states(ids)).toEqual(['booked', 'booked', 'booked', 'booked']);
    const { rows } = await f.pool.query("INSERT INTO customers (stylist_id, name, last_name) VALUES ($1, 'Al', 'Bo') RETURNING id", [stylist.id]);
    const single = (await call('POST', '/api/appointments', stylist, { customerId: Number(rows[0].id), services: [stylist.services[0]], startsAt: '2030-11-05T10:00:00+01:00' })).json();
    expect((await call('DELETE', `/api/appointments/${single.id}?scope=following`, stylist)).statusCode).toBe(204);
    expect(await states(ids)).toEqual(['booked', 'booked', 'booked', 'booked']);
  });
});
