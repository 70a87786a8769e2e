import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobRunner } from '../src/jobs/job-runner';
import { berlinStart, type BookingStylist } from './booking-fixture';
import { waitFor } from './mail-sink';
import { createNotificationsFixture } from './notifications-fixture';

let f: Awaited<ReturnType<typeof createNotificationsFixture>>;
let stylist: BookingStylist;
let runners: JobRunner[];

beforeAll(async () => {
  f = await createNotificationsFixture();
  stylist = await f.openStylist('nora');
  await f.pool.query(
    "UPDATE stylists SET business_name = 'Nora Hair', address = 'Hauptstr. 1', city = 'Berlin', post_code = '10115', locale = 'fr', notifications_text = 'Bitte 5 Minuten früher kommen', appointment_reminder_hours = 24 WHERE id = $1",
    [stylist.id],
  );
  runners = [await f.startRunner(), await f.startRunner()];
});
afterAll(async () => f?.close());

const mailsTo = (to: string) => f.sink.mails.filter((m) => m.to.includes(to));

async function book(customerId: number, days: number) {
  const res = await f.app.inject({ method: 'POST', url: '/api/appointments', headers: stylist.headers, payload: { customerId, services: [stylist.services[0]], startsAt: berlinStart(days) } });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; uuid: string };
}

async function reminderJobs(appointmentId: number) {
  const { rows } = await f.pool.query<{ id: string; state: string; start_after: Date }>(
    "SELECT id, state, start_after FROM pgboss.job WHERE name = 'appointment.reminder' AND singleton_key = $1 ORDER BY created_on",
    [`reminder:${appointmentId}`],
  );
  return rows;
}

describe('notifications', () => {
  it('sends the booking confirmation once: German to the customer with an .ics, French to the stylist', async () => {
    // The customer books herself (the stylist hears only of what her customers do, issue #31.5).
    const greta = await f.signedInCustomerOf(stylist, 'Greta', 'de', 'greta@example.test');
    const res = await f.app.inject({
      method: 'POST', url: '/api/logged-customer/appointment', headers: greta.headers,
      payload: { services: [stylist.services[0]], startsAt: berlinStart(3), stripeCardId: null, customer: { name: 'Greta', lastName: 'Test', email: 'greta@example.test' }, note: '' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const appointment = res.json() as { id: number; uuid: string };
    const [mail] = await waitFor(() => mailsTo('greta@example.test').length > 0 && mailsTo('greta@example.test'), 'confirmation');
    expect(mail!.subject).toBe('Ihr Termin bei Nora Hair ist bestätigt');
    expect(mail!.text).toContain('Bitte 5 Minuten früher kommen');
    expect(mail!.text).toContain('Cut');
    expect(mail!.html).toContain('<html lang="de" dir="ltr">');
    const ics = mail!.attachments.find((a) => a.filename === 'appointment.ics')!.content;
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain(`UID:${appointment.uuid}`);
    const start = new Date(berlinStart(3)).toISOString().replace(/[-:]/g, '').replace('.000', '');
    expect(ics).toContain(`DTSTART:${start}`);
    expect(ics).toContain('LOCATION:Hauptstr. 1\\, 10115 Berlin');
    const toStylist = await waitFor(() => mailsTo('nora@example.test').find((m) => m.subject.startsWith('Nouvelle réservation')), 'stylist notice');
    expect(toStylist.text).toContain('Greta Test a réservé un rendez-vous.');
    expect(toStylist.text).not.toContain('Bitte 5 Minuten');
    await Promise.all(runners.map((r) => r.relayNow()));
    expect(mailsTo('greta@example.test')).toHaveLength(1);
  });

  it('moves the reminder with the appointment, sends it exactly once across two runners, drops it on cancel', async () => {
    const customerId = await f.customerOf(stylist, 'Paula', 'pt', 'paula@example.test');
    const appointment = await book(customerId, 4);
    await waitFor(async () => (await reminderJobs(appointment.id)).some((j) => j.state === 'created'), 'reminder scheduled');
    const first = (await reminderJobs(appointment.id)).find((j) => j.state === 'created')!;
    expect(first.start_after.getTime()).toBe(new Date(berlinStart(4)).getTime() - 24 * 3_600_000);

    const moved = await f.app.inject({ method: 'PUT', url: `/api/appointments/${appointment.id}`, headers: stylist.headers, payload: { startsAt: berlinStart(5) } });
    expect(moved.statusCode).toBe(200);
    const jobs = await waitFor(async () => {
      const all = await reminderJobs(appointment.id);
      return all.some((j) => j.id !== first.id && j.state === 'created') && all;
    }, 'reminder moved');
    expect(jobs.find((j) => j.id === first.id)!.state).toBe('cancelled');
    const next = jobs.find((j) => j.state === 'created')!;
    expect(next.start_after.getTime()).toBe(new Date(berlinStart(5)).getTime() - 24 * 3_600_000);

    await f.pool.query("UPDATE pgboss.job SET start_after = now() WHERE id = $1", [next.id]);
    await waitFor(async () => (await reminderJobs(appointment.id)).find((j) => j.id === next.id)?.state === 'completed', 'reminder ran');
    await Promise.all(runners.map((r) => r.relayNow()));
    const reminders = mailsTo('paula@example.test').filter((m) => m.subject.startsWith('Lembrete'));
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.subject).toBe('Lembrete: seu agendamento em Nora Hair');

    const cancelled = await f.app.inject({ method: 'DELETE', url: `/api/appointments/${appointment.id}`, headers: stylist.headers });
    expect(cancelled.statusCode).toBeLessThan(300);
    await waitFor(() => mailsTo('paula@example.test').find((m) => m.subject.includes('cancelado')), 'cancellation');
    const again = await book(customerId, 6);
    await waitFor(async () => (await reminderJobs(again.id)).some((j) => j.state === 'created'), 'reminder scheduled');
    await f.app.inject({ method: 'DELETE', url: `/api/appointments/${again.id}`, headers: stylist.headers });
    await waitFor(async () => (await reminderJobs(again.id)).every((j) => j.state === 'cancelled'), 'reminder dropped');
  });

  it('sends nothing by e-mail when the stylist switched e-mail off', async () => {
    const quiet = await f.openStylist('quiet');
    await f.pool.query('UPDATE stylists SET email_notifications = false WHERE id = $1', [quiet.id]);
    const customerId = await f.customerOf(quiet, 'Ida', 'en', 'ida@example.test');
    const res = await f.app.inject({ method: 'POST', url: '/api/appointments', headers: quiet.headers, payload: { customerId, services: [quiet.services[0]], startsAt: berlinStart(3) } });
    expect(res.statusCode).toBe(201);
    // One job: the customer's (the stylist booked it herself, so she is not told).
    await waitFor(async () => (await f.pool.query("SELECT 1 FROM pgboss.job WHERE name = 'notification.send' AND data->'event'->>'appointmentId' = $1 AND state = 'completed'", [String(res.json().id)])).rowCount === 1, 'jobs done');
    expect(mailsTo('ida@example.test')).toHaveLength(0);
    expect(mailsTo('quiet@example.test')).toHaveLength(0);
  });
});
