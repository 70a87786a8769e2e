import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobRunner } from '../src/jobs/job-runner';
import { berlinStart, type BookingStylist } from './booking-fixture';
import { waitFor } from './mail-sink';
import { createNotificationsFixture } from './notifications-fixture';

/**
 * Issue #31.5: a repeated series tells the customer once (every date listed, one calendar file with
 * an event per date), and the stylist is never told of what she booked herself; through the outbox
 * and the job runners, as every message (HTTP → event → job → SMTP).
 */
let f: Awaited<ReturnType<typeof createNotificationsFixture>>;
let stylist: BookingStylist;
let runners: JobRunner[];

beforeAll(async () => {
  f = await createNotificationsFixture();
  stylist = await f.openStylist('sina');
  await f.pool.query("UPDATE stylists SET business_name = 'Sina Hair', locale = 'en', appointment_reminder = false WHERE id = $1", [stylist.id]);
  runners = [await f.startRunner(), await f.startRunner()];
}, 60_000);
afterAll(async () => f?.close());

const mailsTo = (to: string) => f.sink.mails.filter((m) => m.to.includes(to));
const stylistMail = 'sina@example.test';
const logRows = async (kind: string, recipient: string) =>
  (await f.pool.query<{ ref: string }>("SELECT ref FROM notification_log WHERE kind = $1 AND recipient = $2 AND channel = 'email'", [kind, recipient])).rows;
/** Every notification.send job about these appointments (or their series) has run. */
const jobsDone = async (ids: number[], seriesId?: number) =>
  (
    await f.pool.query(
      `SELECT 1 FROM pgboss.job WHERE name = 'notification.send' AND state <> 'completed'
       AND ((data->'event'->>'appointmentId')::bigint = ANY($1) OR (data->'event'->>'seriesId')::bigint = $2)`,
      [ids, seriesId ?? -1],
    )
  ).rowCount === 0;

/** A weekly series of four dates the stylist books for a new customer of hers (201 asserted). */
async function bookSeries(customer: { name: string; language: string; email: string }, days: number[], time?: string) {
  const customerId = await f.customerOf(stylist, customer.name, customer.language, customer.email);
  const dates = days.map((day) => ({ startsAt: berlinStart(day, time) }));
  const res = await f.app.inject({
    method: 'POST',
    url: '/api/appointments/series',
    headers: stylist.headers,
    payload: { customerId, services: [stylist.services[0]], note: '', everyWeeks: 1, occurrences: dates },
  });
  expect(res.statusCode, res.body).toBe(201);
  const { seriesId, appointments } = res.json() as { seriesId: number; appointments: { id: number; uuid: string }[] };
  return { dates, seriesId, appointments };
}

/** Every job about the series has run, and the outbox has been relayed (so nothing more is coming). */
async function settle({ seriesId, appointments }: { seriesId: number; appointments: { id: number }[] }) {
  await waitFor(() => jobsDone(appointments.map((a) => a.id), seriesId), 'jobs done');
  await Promise.all(runners.map((r) => r.relayNow()));
  await waitFor(() => jobsDone(appointments.map((a) => a.id), seriesId), 'jobs done');
}

const whenIn = (language: string) => ({ startsAt }: { startsAt: string }) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Berlin' }).format(new Date(startsAt));
const uidsOf = (ics: string) => new ICAL.Component(ICAL.parse(ics)).getAllSubcomponents('vevent').map((e) => e.getFirstPropertyValue('uid'));

describe('one message per series', () => {
  it('four dates: one e-mail to the customer listing them all with one calendar file of four events; nothing to the stylist', async () => {
    const series = await bookSeries({ name: 'Carla', language: 'pt', email: 'carla@example.test' }, [7, 14, 21, 28]);
    expect(series.appointments).toHaveLength(4);

    const [mail] = await waitFor(() => mailsTo('carla@example.test').length > 0 && mailsTo('carla@example.test'), 'the series confirmation');
    await settle(series);
    expect(mailsTo('carla@example.test')).toHaveLength(1);
    expect(mail!.subject).toBe('Seus agendamentos em Sina Hair estão confirmados');
    for (const date of series.dates) expect(mail!.text).toContain(`– ${whenIn('pt')(date)}`);
    const ics = mail!.attachments.find((a) => a.filename === 'appointments.ics')?.content ?? '';
    expect(uidsOf(ics)).toEqual(series.appointments.map((a) => a.uuid));
    expect(new ICAL.Component(ICAL.parse(ics)).getFirstPropertyValue('method')).toBe('REQUEST');

    expect(await logRows('series-confirmed', 'carla@example.test')).toEqual([{ ref: `series:${series.seriesId}` }]);
    expect(await logRows('booking-confirmed', 'carla@example.test')).toEqual([]);
    expect(mailsTo(stylistMail)).toHaveLength(0);
  });

  it('cancelling this and the following dates: one e-mail to the customer listing the cancelled dates with one CANCEL file; nothing to the stylist', async () => {
    const series = await bookSeries({ name: 'Dora', language: 'en', email: 'dora@example.test' }, [8, 15, 22, 29], '12:00');
    const { dates, seriesId, appointments } = series;
    await waitFor(() => mailsTo('dora@example.test').length > 0, 'the series confirmation');
    await waitFor(() => jobsDone(appointments.map((a) => a.id), seriesId), 'jobs done');

    const cancelled = await f.app.inject({ method: 'DELETE', url: `/api/appointments/${appointments[1]!.id}?scope=following`, headers: stylist.headers });
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    const mail = await waitFor(() => mailsTo('dora@example.test').find((m) => m.subject === 'Your appointments at Sina Hair are cancelled'), 'the series cancellation');
    await settle(series);

    expect(mailsTo('dora@example.test').map((m) => m.subject)).toEqual(['Your appointments at Sina Hair are confirmed', 'Your appointments at Sina Hair are cancelled']);
    const whenOf = whenIn('en');
    expect(mail.text).toContain('Sina Hair cancelled these appointments:');
    for (const date of dates.slice(1)) expect(mail.text).toContain(`– ${whenOf(date)}`);
    expect(mail.text).not.toContain(whenOf(dates[0]!));
    const ics = mail.attachments.find((a) => a.filename === 'appointments.ics')?.content ?? '';
    expect(new ICAL.Component(ICAL.parse(ics)).getFirstPropertyValue('method')).toBe('CANCEL');
    expect(uidsOf(ics)).toEqual(appointments.slice(1).map((a) => a.uuid));

    expect(await logRows('series-cancelled', 'dora@example.test')).toEqual([{ ref: `series:${seriesId}@${appointments[1]!.id}` }]);
    expect(await logRows('booking-cancelled', 'dora@example.test')).toEqual([]);
    const states = await f.pool.query<{ state: string }>('SELECT state FROM appointments WHERE id = ANY($1) ORDER BY starts_at', [appointments.map((a) => a.id)]);
    expect(states.rows.map((r) => r.state)).toEqual(['booked', 'cancelled', 'cancelled', 'cancelled']);

    // The first date, now the last one booked: an ordinary cancellation of that one appointment.
    const last = await f.app.inject({ method: 'DELETE', url: `/api/appointments/${appointments[0]!.id}?scope=following`, headers: stylist.headers });
    expect(last.statusCode, last.body).toBe(204);
    const single = await waitFor(() => mailsTo('dora@example.test').find((m) => m.subject === 'Your appointment at Sina Hair is cancelled'), 'the single cancellation');
    expect(single.text).toContain(whenOf(dates[0]!));
    await waitFor(() => jobsDone(appointments.map((a) => a.id), seriesId), 'jobs done');
    expect(mailsTo('dora@example.test')).toHaveLength(3);
    expect(mailsTo(stylistMail)).toHaveLength(0);
  });

  it('a single booking the stylist makes herself: the customer is told, the stylist is not; her customer’s own booking tells her', async () => {
    const customerId = await f.customerOf(stylist, 'Anna', 'en', 'anna@example.test');
    const own = await f.app.inject({ method: 'POST', url: '/api/appointments', headers: stylist.headers, payload: { customerId, services: [stylist.services[0]], startsAt: berlinStart(5) } });
    expect(own.statusCode, own.body).toBe(201);
    await waitFor(() => mailsTo('anna@example.test').find((m) => m.subject === 'Your appointment at Sina Hair is confirmed'), 'the confirmation');
    await waitFor(() => jobsDone([own.json().id]), 'jobs done');
    const cancelled = await f.app.inject({ method: 'DELETE', url: `/api/appointments/${own.json().id}`, headers: stylist.headers });
    expect(cancelled.statusCode).toBe(204);
    await waitFor(() => mailsTo('anna@example.test').find((m) => m.subject === 'Your appointment at Sina Hair is cancelled'), 'the cancellation');
    await waitFor(() => jobsDone([own.json().id]), 'jobs done');
    expect(mailsTo(stylistMail)).toHaveLength(0);

    const bella = await f.signedInCustomerOf(stylist, 'Bella', 'en', 'bella@example.test');
    const hers = await f.app.inject({
      method: 'POST',
      url: '/api/logged-customer/appointment',
      headers: bella.headers,
      payload: { services: [stylist.services[0]], startsAt: berlinStart(6), stripeCardId: null, customer: { name: 'Bella', lastName: 'Test', email: 'bella@example.test' }, note: '' },
    });
    expect(hers.statusCode, hers.body).toBe(201);
    const notice = await waitFor(() => mailsTo(stylistMail).find((m) => m.subject.startsWith('New booking: Bella Test')), 'the new booking to the stylist');
    expect(notice.text).toContain('Bella Test booked an appointment.');
  });
});
