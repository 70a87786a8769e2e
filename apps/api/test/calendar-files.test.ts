import ICAL from 'ical.js';
import nodeIcal from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { berlinStart, type BookingStylist } from './booking-fixture';
import { waitFor } from './mail-sink';
import { createNotificationsFixture } from './notifications-fixture';

/**
 * Issue #32.5: every calendar file Chairly hands out (the invitation, the cancellation, the
 * customer's download, a series' file and the stylist's feed), read by two independent parsers, ical.js and
 * node-ical: both must find the same UID, DTSTAMP, organizer and attendee, including a customer
 * whose name holds double quotes and a salon whose name holds a quote and a semicolon.
 */

let f: Awaited<ReturnType<typeof createNotificationsFixture>>;
let nora: BookingStylist;
let zoe: Awaited<ReturnType<typeof f.signedInCustomerOf>>;

const SALON = 'Salon "Nora"; Hair';
/** How a parameter carries them (D49): quotes as apostrophes, the semicolon as a comma. */
const SALON_CN = "Salon 'Nora', Hair";
const ZOE_CN = "Zoë 'die Große' Test";

beforeAll(async () => {
  f = await createNotificationsFixture();
  nora = await f.openStylist('nora');
  await f.pool.query("UPDATE stylists SET business_name = $2, address = 'Hauptstr. 1', city = 'Berlin', post_code = '10115' WHERE id = $1", [nora.id, SALON]);
  zoe = await f.signedInCustomerOf(nora, 'Zoë "die Große"', 'en', 'zoe@example.test');
  await f.startRunner();
});
afterAll(async () => f?.close());

type Party = { cn: string; email: string } | null;
type Reading = { method: string | null; uids: string[]; dtstamp: string; organizer: Party; attendee: Party };

const emailOf = (value: string) => value.replace(/^mailto:/i, '').toLowerCase();

function readWithIcalJs(ics: string): Reading {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const events = calendar.getAllSubcomponents('vevent');
  const party = (name: string): Party => {
    const property = events[0]?.getFirstProperty(name);
    return property ? { cn: String(property.getParameter('cn')), email: emailOf(String(property.getFirstValue())) } : null;
  };
  return {
    method: (calendar.getFirstPropertyValue('method') as string | null) ?? null,
    uids: events.map((e) => String(e.getFirstPropertyValue('uid'))),
    dtstamp: (events[0]!.getFirstPropertyValue('dtstamp') as ICAL.Time).toJSDate().toISOString(),
    organizer: party('organizer'),
    attendee: party('attendee'),
  };
}

type NodeParty = string | { params?: { CN?: string }; val: string } | undefined;
type NodeEvent = { type: string; uid: string; dtstamp: Date; organizer?: NodeParty; attendee?: NodeParty };

function readWithNodeIcal(ics: string): Reading {
  const parsed = nodeIcal.sync.parseICS(ics) as unknown as Record<string, NodeEvent & { method?: string }>;
  const events = Object.values(parsed).filter((c) => c.type === 'VEVENT');
  const party = (value: NodeParty): Party => {
    if (!value) return null;
    return typeof value === 'string' ? { cn: '', email: emailOf(value) } : { cn: String(value.params?.CN ?? ''), email: emailOf(value.val) };
  };
  return {
    method: parsed.vcalendar?.method ?? null,
    uids: events.map((e) => e.uid),
    dtstamp: events[0]!.dtstamp.toISOString(),
    organizer: party(events[0]!.organizer),
    attendee: party(events[0]!.attendee),
  };
}

/** The file as both parsers read it; they must agree. */
function read(ics: string): Reading {
  const one = readWithIcalJs(ics);
  expect(readWithNodeIcal(ics)).toEqual(one);
  return one;
}

/** A DTSTAMP: the appointment's last change, in whole seconds. */
async function stampOf(uuid: string): Promise<string> {
  const { rows } = await f.pool.query<{ updated_at: Date }>('SELECT updated_at FROM appointments WHERE uuid = $1', [uuid]);
  return new Date(Math.floor(rows[0]!.updated_at.getTime() / 1000) * 1000).toISOString();
}

const mailsTo = (to: string) => f.sink.mails.filter((m) => m.to.includes(to));
const icsIn = (mail: { attachments: { filename?: string; content: string }[] }) => mail.attachments.find((a) => a.filename === 'appointment.ics')!.content;
const getFeed = (url: string, headers: Record<string, string> = {}) =>
  f.app.inject({ method: 'GET', url: new URL(url).pathname, headers: { host: new URL(url).hostname, ...headers } });

describe('calendar files two parsers agree on', () => {
  let uuid: string;
  let id: number;

  it('the invitation (REQUEST): organizer, the quoted customer as attendee, UID, DTSTAMP of the last change', async () => {
    const created = await f.app.inject({ method: 'POST', url: '/api/appointments', headers: nora.headers, payload: { customerId: zoe.customerId, services: [nora.services[0]], startsAt: berlinStart(3) } });
    expect(created.statusCode, created.body).toBe(201);
    ({ id, uuid } = created.json() as { id: number; uuid: string });
    const mail = await waitFor(() => mailsTo('zoe@example.test').find((m) => m.attachments.some((a) => a.filename === 'appointment.ics')), 'confirmation');
    const ics = icsIn(mail);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(read(ics)).toEqual({
      method: 'REQUEST',
      uids: [uuid],
      dtstamp: await stampOf(uuid),
      organizer: { cn: SALON_CN, email: 'nora@example.test' },
      attendee: { cn: ZOE_CN, email: 'zoe@example.test' },
    });
  });

  it("the customer's download (PUBLISH): the stylist as organizer, no attendee, the same UID and DTSTAMP", async () => {
    const res = await f.app.inject({ method: 'GET', url: `/api/logged-customer/appointment-by-uuid/${uuid}/ics`, headers: zoe.headers });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(read(res.body)).toEqual({ method: 'PUBLISH', uids: [uuid], dtstamp: await stampOf(uuid), organizer: { cn: SALON_CN, email: 'nora@example.test' }, attendee: null });
  });

  it('the feed: no method, the same UID and DTSTAMP, unchanged from one poll to the next', async () => {
    const { url } = (await f.app.inject({ method: 'POST', url: '/api/calendar-feed/regenerate', headers: nora.headers })).json() as { url: string };
    const first = await getFeed(url);
    expect(first.statusCode).toBe(200);
    expect(first.body.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(read(first.body)).toEqual({ method: null, uids: [uuid], dtstamp: await stampOf(uuid), organizer: null, attendee: null });
    expect((await getFeed(url)).body).toBe(first.body);
  });

  it('the cancellation (CANCEL): the same parties and UID, DTSTAMP moved to the cancellation', async () => {
    // Booked a minute ago (a DTSTAMP has whole seconds: the cancellation's must be a later one).
    await f.pool.query("UPDATE appointments SET updated_at = updated_at - interval '1 minute' WHERE uuid = $1", [uuid]);
    const before = await stampOf(uuid);
    const cancelled = await f.app.inject({ method: 'DELETE', url: `/api/appointments/${id}`, headers: nora.headers });
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    const mail = await waitFor(() => mailsTo('zoe@example.test').find((m) => icsIn({ attachments: m.attachments.filter((a) => a.filename === 'appointment.ics') })?.includes('METHOD:CANCEL')), 'cancellation');
    const ics = icsIn(mail);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const reading = read(ics);
    expect(reading).toEqual({ method: 'CANCEL', uids: [uuid], dtstamp: await stampOf(uuid), organizer: { cn: SALON_CN, email: 'nora@example.test' }, attendee: { cn: ZOE_CN, email: 'zoe@example.test' } });
    expect(reading.dtstamp > before).toBe(true);
  });
});

describe('the series file (appointments.ics)', () => {
  it('one REQUEST with an event per date, each with the salon as organizer and the quoted customer as attendee', async () => {
    const occurrences = [8, 15].map((day) => ({ startsAt: berlinStart(day, '12:00') }));
    const res = await f.app.inject({
      method: 'POST',
      url: '/api/appointments/series',
      headers: nora.headers,
      payload: { customerId: zoe.customerId, services: [nora.services[0]], note: '', everyWeeks: 1, occurrences },
    });
    expect(res.statusCode, res.body).toBe(201);
    const { appointments } = res.json() as { appointments: { uuid: string }[] };
    const mail = await waitFor(() => mailsTo('zoe@example.test').find((m) => m.attachments.some((a) => a.filename === 'appointments.ics')), 'series confirmation');
    const ics = mail.attachments.find((a) => a.filename === 'appointments.ics')!.content;
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const reading = read(ics);
    expect(reading.method).toBe('REQUEST');
    expect(reading.uids.sort()).toEqual(appointments.map((a) => a.uuid).sort());
    expect(reading.organizer).toEqual({ cn: SALON_CN, email: 'nora@example.test' });
    expect(reading.attendee).toEqual({ cn: ZOE_CN, email: 'zoe@example.test' });
  });
});

describe('the feed over HTTP', () => {
  it('answers with ETag and Last-Modified, 304 to either while unchanged, and the new feed once it changes', async () => {
    const sue = await f.openStylist('sue');
    const { url } = (await f.app.inject({ method: 'POST', url: '/api/calendar-feed/regenerate', headers: sue.headers })).json() as { url: string };
    const first = await getFeed(url);
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers['last-modified']);
    expect(etag).toMatch(/^W\/".+"$/);
    expect(new Date(lastModified).toUTCString()).toBe(lastModified);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const conditions: Record<string, string>[] = [{ 'if-none-match': etag }, { 'if-none-match': `"other", ${etag}` }, { 'if-modified-since': lastModified }];
    for (const headers of conditions) {
      const again = await getFeed(url, headers);
      expect(again.statusCode, JSON.stringify(headers)).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
    }
    // If-None-Match decides when both are sent (RFC 9110 §13.2.2).
    expect((await getFeed(url, { 'if-none-match': '"other"', 'if-modified-since': lastModified })).statusCode).toBe(200);
    expect((await getFeed(url, { 'if-modified-since': new Date(Date.parse(lastModified) - 1000).toUTCString() })).statusCode).toBe(200);

    // Blocked time changes the feed: the old validators no longer match.
    const booked = await f.app.inject({ method: 'POST', url: '/api/blocked_times', headers: sue.headers, payload: { startsAt: berlinStart(2), endsAt: berlinStart(2, '11:00'), note: '' } });
    expect(booked.statusCode, booked.body).toBe(201);
    const changed = await getFeed(url, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(Date.parse(String(changed.headers['last-modified']))).toBeGreaterThan(Date.parse(lastModified));
    expect((await getFeed(url, { 'if-modified-since': lastModified })).statusCode).toBe(200);
    expect((await getFeed(url, { 'if-modified-since': String(changed.headers['last-modified']) })).statusCode).toBe(304);
  });
});
