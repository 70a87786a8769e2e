import { createHash } from 'node:crypto';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { berlinStart, type BookingStylist } from './booking-fixture';
import { waitFor } from './mail-sink';
import { createNotificationsFixture } from './notifications-fixture';

/** Issue #19.5: calendar files that update one event (UID, SEQUENCE, METHOD) and the stylist's private feed. */

let f: Awaited<ReturnType<typeof createNotificationsFixture>>;
let nora: BookingStylist;
let rita: BookingStylist;

beforeAll(async () => {
  f = await createNotificationsFixture();
  nora = await f.openStylist('nora');
  rita = await f.openStylist('rita');
  await f.pool.query("UPDATE stylists SET business_name = 'Nora Hair', address = 'Hauptstr. 1', city = 'Berlin', post_code = '10115', locale = 'fr' WHERE id = $1", [nora.id]);
  await f.startRunner();
});
afterAll(async () => f?.close());

type Parsed = { method: string | null; events: { uid: string; sequence: number; start: string; end: string; summary: string; status: string | null; attendees: string[] }[] };

/** The calendar as a calendar program reads it (ical.js). */
function parse(ics: string): Parsed {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return {
    method: (calendar.getFirstPropertyValue('method') as string | null) ?? null,
    events: calendar.getAllSubcomponents('vevent').map((component) => {
      const event = new ICAL.Event(component);
      return {
        uid: event.uid,
        sequence: event.sequence,
        start: event.startDate.toJSDate().toISOString(),
        end: event.endDate.toJSDate().toISOString(),
        summary: event.summary,
        status: (component.getFirstPropertyValue('status') as string | null) ?? null,
        attendees: event.attendees.map((a) => String(a.getFirstValue())),
      };
    }),
  };
}
const iso = (at: string) => new Date(at).toISOString();
const mailsTo = (to: string) => f.sink.mails.filter((m) => m.to.includes(to));
const icsOf = (mail: { attachments: { filename?: string; content: string }[] }) => parse(mail.attachments.find((a) => a.filename === 'appointment.ics')!.content);

describe('calendar files in messages', () => {
  it('keep one UID and a growing SEQUENCE across create → stylist move → customer move → cancel, REQUEST then CANCEL', async () => {
    const greta = await f.signedInCustomerOf(nora, 'Greta', 'de', 'greta@example.test', '+49 170 000');
    const created = await f.app.inject({ method: 'POST', url: '/api/appointments', headers: nora.headers, payload: { customerId: greta.customerId, services: [nora.services[0]], startsAt: berlinStart(3) } });
    expect(created.statusCode).toBe(201);
    const { id, uuid } = created.json() as { id: number; uuid: string };

    const confirmation = await waitFor(() => mailsTo('greta@example.test').find((m) => m.subject.includes('bestätigt')), 'confirmation');
    const first = icsOf(confirmation);
    expect(first.method).toBe('REQUEST');
    expect(first.events).toEqual([expect.objectContaining({ uid: uuid, sequence: 0, start: iso(berlinStart(3)), status: 'CONFIRMED', attendees: ['MAILTO:greta@example.test'] })]);

    // The stylist drags it to another day: the customer hears of it, in German, with the update.
    const moved = await f.app.inject({ method: 'PUT', url: `/api/appointments/${id}`, headers: nora.headers, payload: { startsAt: berlinStart(4, '11:00') } });
    expect(moved.statusCode).toBe(200);
    const movedMail = await waitFor(() => mailsTo('greta@example.test').find((m) => m.subject.includes('jetzt am')), 'moved notice');
    expect(movedMail.text).toContain('Nora Hair hat Ihren Termin auf');
    const second = icsOf(movedMail);
    expect(second.method).toBe('REQUEST');
    expect(second.events).toEqual([expect.objectContaining({ uid: uuid, sequence: 1, start: iso(berlinStart(4, '11:00')), end: iso(berlinStart(4, '12:00')) })]);

    // The customer moves it herself: she gets the update, the stylist is told in French.
    const rescheduled = await f.app.inject({ method: 'POST', url: '/api/logged-customer/appointment/reschedule', headers: greta.headers, payload: { appointmentId: id, startsAt: berlinStart(5, '09:00') } });
    expect(rescheduled.statusCode).toBe(200);
    const toStylist = await waitFor(() => mailsTo('nora@example.test').find((m) => m.subject.startsWith('Rendez-vous déplacé')), 'stylist notice');
    expect(toStylist.text).toMatch(/Greta Test a déplacé le rendez-vous du .+ au .+\./);
    const ownMove = await waitFor(() => mailsTo('greta@example.test').find((m) => m.text.includes('Sie haben Ihren Termin')), 'own move notice');
    const third = icsOf(ownMove);
    expect(third.events).toEqual([expect.objectContaining({ uid: uuid, sequence: 2, start: iso(berlinStart(5, '09:00')) })]);

    const cancelled = await f.app.inject({ method: 'DELETE', url: `/api/appointments/${id}`, headers: nora.headers });
    expect(cancelled.statusCode).toBe(204);
    const cancelMail = await waitFor(() => mailsTo('greta@example.test').find((m) => m.subject.includes('storniert')), 'cancellation');
    const fourth = icsOf(cancelMail);
    expect(fourth.method).toBe('CANCEL');
    expect(fourth.events).toEqual([expect.objectContaining({ uid: uuid, sequence: 3, status: 'CANCELLED' })]);
  });

  it('an edit that keeps the time tells the customer nothing', async () => {
    const ines = await f.signedInCustomerOf(nora, 'Ines', 'en', 'ines@example.test');
    const created = await f.app.inject({ method: 'POST', url: '/api/appointments', headers: nora.headers, payload: { customerId: ines.customerId, services: [nora.services[0]], startsAt: berlinStart(6) } });
    const { id } = created.json() as { id: number };
    await waitFor(() => mailsTo('ines@example.test').length === 1, 'confirmation');
    const edited = await f.app.inject({ method: 'PUT', url: `/api/appointments/${id}`, headers: nora.headers, payload: { note: 'Bring photos' } });
    expect(edited.statusCode).toBe(200);
    await waitFor(async () => (await f.pool.query("SELECT 1 FROM notification_events WHERE (payload->>'appointmentId')::bigint = $1", [id])).rowCount === 0, 'events relayed');
    await waitFor(async () => (await f.pool.query("SELECT 1 FROM pgboss.job WHERE name = 'notification.send' AND data->'event'->>'appointmentId' = $1 AND state <> 'completed'", [String(id)])).rowCount === 0, 'jobs done');
    expect(mailsTo('ines@example.test')).toHaveLength(1);
    expect((await f.pool.query('SELECT sequence FROM appointments WHERE id = $1', [id])).rows[0].sequence).toBe(0);
  });
});

async function insertAppointment(stylist: BookingStylist, customerId: number | null, startsAt: Date, state = 'booked') {
  const { rows } = await f.pool.query<{ id: string; uuid: string }>(
    `INSERT INTO appointments (stylist_id, customer_id, state, starts_at, ends_at, amount_cents, created_by)
     VALUES ($1, $2, $3, $4, $5, 3000, 'stylist') RETURNING id, uuid`,
    [stylist.id, customerId, state, startsAt, new Date(startsAt.getTime() + 3_600_000)],
  );
  await f.pool.query("INSERT INTO appointment_services (appointment_id, position, service_id, name, price_cents, duration_minutes) VALUES ($1, 0, $2, 'Cut', 3000, 60)", [rows[0]!.id, stylist.services[0]]);
  return rows[0]!.uuid;
}

describe('the private calendar feed', () => {
  const DAY = 86_400_000;
  /** Fetches a feed URL as a calendar server would: its path on its host. */
  const getFeed = (url: string) => f.app.inject({ method: 'GET', url: new URL(url).pathname, headers: { host: new URL(url).hostname } });

  it("holds her appointments 30 days back to 365 ahead, without customers' e-mail or phone, and a new URL retires the old", async () => {
    const sue = await f.openStylist('sue');
    const olga = await f.customerOf(sue, 'Olga', 'en', 'olga@example.test', '+49 151 2345678');
    const other = await f.customerOf(rita, 'Rosa', 'en', 'rosa@example.test');
    const now = Date.now();
    const recent = await insertAppointment(sue, olga, new Date(now - 20 * DAY), 'completed');
    const old = await insertAppointment(sue, olga, new Date(now - 40 * DAY), 'completed');
    const next = await insertAppointment(sue, olga, new Date(now + 10 * DAY));
    const farAhead = await insertAppointment(sue, olga, new Date(now + 300 * DAY));
    const tooFar = await insertAppointment(sue, olga, new Date(now + 400 * DAY));
    const cancelled = await insertAppointment(sue, olga, new Date(now + 12 * DAY), 'cancelled');
    const ritas = await insertAppointment(rita, other, new Date(now + 10 * DAY));

    // No feed until she makes one; making it shows its URL this once.
    expect((await f.app.inject({ method: 'GET', url: '/api/calendar-feed', headers: sue.headers })).json()).toEqual({ active: false, createdAt: null });
    const first = await f.app.inject({ method: 'POST', url: '/api/calendar-feed/regenerate', headers: sue.headers });
    expect(first.statusCode).toBe(200);
    const { url, createdAt } = first.json() as { url: string; createdAt: string };
    expect(url).toMatch(/^http:\/\/sue\.chairly\.localhost(:\d+)?\/api\/calendar-feed\/[A-Za-z0-9_-]{43}\.ics$/);
    // Later she sees only that it exists: the server cannot show the URL again.
    expect((await f.app.inject({ method: 'GET', url: '/api/calendar-feed', headers: sue.headers })).json()).toEqual({ active: true, createdAt });

    const feed = await getFeed(url);
    expect(feed.statusCode).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const parsed = parse(feed.body);
    expect(parsed.method).toBeNull();
    const uids = parsed.events.map((e) => e.uid);
    expect(uids.sort()).toEqual([recent, next, farAhead].sort());
    for (const left of [old, tooFar, cancelled, ritas]) expect(uids).not.toContain(left);
    expect(parsed.events.find((e) => e.uid === next)).toMatchObject({ summary: 'Olga Test: Cut', sequence: 0 });
    expect(feed.body).not.toContain('olga@example.test');
    expect(feed.body).not.toContain('2345678');
    expect(feed.body).not.toMatch(/ATTENDEE|ORGANIZER/);

    // Another stylist's feed is hers alone.
    const ritaFeed = await getFeed((await f.app.inject({ method: 'POST', url: '/api/calendar-feed/regenerate', headers: rita.headers })).json().url);
    expect(parse(ritaFeed.body).events.map((e) => e.uid)).toEqual([ritas]);

    const regenerated = await f.app.inject({ method: 'POST', url: '/api/calendar-feed/regenerate', headers: sue.headers });
    expect(regenerated.statusCode).toBe(200);
    const fresh = (regenerated.json() as { url: string }).url;
    expect(fresh).not.toBe(url);
    expect((await getFeed(url)).statusCode).toBe(404);
    expect(parse((await getFeed(fresh)).body).events).toHaveLength(3);
    expect((await f.app.inject({ method: 'GET', url: '/api/calendar-feed', headers: sue.headers })).json()).toMatchObject({ active: true });

    // Turned off, the URL answers 404 and she has no feed.
    expect((await f.app.inject({ method: 'DELETE', url: '/api/calendar-feed', headers: sue.headers })).statusCode).toBe(204);
    expect((await getFeed(fresh)).statusCode).toBe(404);
    expect((await f.app.inject({ method: 'GET', url: '/api/calendar-feed', headers: sue.headers })).json()).toEqual({ active: false, createdAt: null });
  });

  it('keeps only a hash of the token, and the feed still answers by its URL (issue #28.5)', async () => {
    const made = await f.app.inject({ method: 'POST', url: '/api/calendar-feed/regenerate', headers: nora.headers });
    const { url } = made.json() as { url: string };
    const token = new URL(url).pathname.split('/').pop()!.replace(/\.ics$/, '');
    const { rows } = await f.pool.query<Record<string, unknown>>('SELECT * FROM calendar_feeds');
    expect(JSON.stringify(rows)).not.toContain(token);
    const own = await f.pool.query<{ token_hash: Buffer }>('SELECT token_hash FROM calendar_feeds WHERE stylist_id = $1', [nora.id]);
    expect(own.rows[0]!.token_hash.equals(createHash('sha256').update(token).digest())).toBe(true);
    const feed = await getFeed(url);
    expect(feed.statusCode).toBe(200);
    expect(parse(feed.body).method).toBeNull();
  });

  it('answers 404 for an unknown or malformed token, and only stylists get a feed URL', async () => {
    for (const file of [`${'a'.repeat(43)}.ics`, 'short.ics', 'a'.repeat(43)]) {
      expect((await f.app.inject({ method: 'GET', url: `/api/calendar-feed/${file}`, headers: { host: nora.host } })).statusCode).toBe(404);
    }
    expect((await f.app.inject({ method: 'GET', url: '/api/calendar-feed', headers: { host: nora.host } })).statusCode).toBe(401);
    const carl = await f.signedInCustomerOf(nora, 'Carl', 'en', 'carl@example.test');
    expect((await f.app.inject({ method: 'GET', url: '/api/calendar-feed', headers: carl.headers })).statusCode).toBe(403);
    expect((await f.app.inject({ method: 'POST', url: '/api/calendar-feed/regenerate', headers: carl.headers })).statusCode).toBe(403);
    expect((await f.app.inject({ method: 'DELETE', url: '/api/calendar-feed', headers: carl.headers })).statusCode).toBe(403);
  });

  it('shows her blocked time as busy and private, titled in her language, never with its note (issue #31.11)', async () => {
    const tia = await f.openStylist('tia');
    await f.pool.query("UPDATE stylists SET locale = 'de' WHERE id = $1", [tia.id]);
    const now = Math.floor(Date.now() / 60_000) * 60_000; // calendar files carry whole seconds
    const [from, to] = [new Date(now + 3 * DAY), new Date(now + 3 * DAY + 2 * 3_600_000)];
    const blocked = await f.app.inject({ method: 'POST', url: '/api/blocked_times', headers: tia.headers, payload: { startsAt: from.toISOString(), endsAt: to.toISOString(), note: 'Doctor Klein' } });
    expect(blocked.statusCode, blocked.body).toBe(201);
    const feed = await getFeed((await f.app.inject({ method: 'POST', url: '/api/calendar-feed/regenerate', headers: tia.headers })).json().url);
    const events = parse(feed.body).events;
    expect(events).toEqual([expect.objectContaining({ uid: `blocked-${blocked.json().id}@chairly`, summary: 'Belegt', start: from.toISOString(), end: to.toISOString() })]);
    expect(feed.body).toContain('CLASS:PRIVATE');
    expect(feed.body).not.toContain('Doctor');
  });
});

describe("a customer's booking file", () => {
  it('is the booking with the same UID and SEQUENCE (METHOD:PUBLISH), for its own customer only', async () => {
    const tina = await f.signedInCustomerOf(nora, 'Tina', 'en', 'tina@example.test');
    const uma = await f.signedInCustomerOf(nora, 'Uma', 'en', 'uma@example.test');
    const uuid = await insertAppointment(nora, tina.customerId, new Date(Date.now() + 8 * 86_400_000));
    // Moved once (any write path): the trigger counts it.
    await f.pool.query("UPDATE appointments SET starts_at = starts_at + interval '1 hour', ends_at = ends_at + interval '1 hour' WHERE uuid = $1", [uuid]);
    const res = await f.app.inject({ method: 'GET', url: `/api/logged-customer/appointment-by-uuid/${uuid}/ics`, headers: tina.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="appointment.ics"');
    const parsed = parse(res.body);
    expect(parsed.method).toBe('PUBLISH');
    expect(parsed.events).toEqual([expect.objectContaining({ uid: uuid, sequence: 1, summary: 'Nora Hair: Cut', status: 'CONFIRMED' })]);
    const descriptionOf = (ics: string) => new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')?.getFirstPropertyValue('description');
    expect(descriptionOf(res.body)).toBe('Appointment at Nora Hair');
    // Described in her own language (issue #29.3), whatever the stylist's (French here).
    await f.app.inject({ method: 'PUT', url: '/api/logged-customer/language', headers: tina.headers, payload: { language: 'ar' } });
    const arabic = await f.app.inject({ method: 'GET', url: `/api/logged-customer/appointment-by-uuid/${uuid}/ics`, headers: tina.headers });
    expect(descriptionOf(arabic.body)).toBe('موعد لدى Nora Hair');
    expect((await f.app.inject({ method: 'GET', url: `/api/logged-customer/appointment-by-uuid/${uuid}/ics`, headers: uma.headers })).statusCode).toBe(404);
    expect((await f.app.inject({ method: 'GET', url: `/api/logged-customer/appointment-by-uuid/${uuid}/ics`, headers: { ...tina.headers, host: rita.host } })).statusCode).toBe(404);
  });
});

