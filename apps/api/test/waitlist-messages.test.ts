import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobRunner } from '../src/jobs/job-runner';
import { berlinStart, dayFromNow, type BookingStylist } from './booking-fixture';
import { waitFor } from './mail-sink';
import { createNotificationsFixture } from './notifications-fixture';

/**
 * Issue 21 with two job runners (two pg-boss instances, like two API instances): a cancellation's
 * freed time reaches every waiting customer it suits exactly once, by e-mail and SMS as the
 * stylist's switches say, in the customer's language, with a link that opens the booking flow on
 * that time — also when the matching job runs again on both workers.
 */
let f: Awaited<ReturnType<typeof createNotificationsFixture>>;
let stylist: BookingStylist;
let runners: JobRunner[];

beforeAll(async () => {
  f = await createNotificationsFixture();
  stylist = await f.openStylist('wanda');
  await f.pool.query("UPDATE stylists SET business_name = 'Wanda Hair', sms_notifications = true WHERE id = $1", [stylist.id]);
  runners = [await f.startRunner(), await f.startRunner()];
});
afterAll(async () => f?.close());

const mailsTo = (to: string) => f.sink.mails.filter((m) => m.to.includes(to));
const smsTo = async (to: string) =>
  (await f.pool.query<{ body: string }>("SELECT text_body AS body FROM outbox_messages WHERE channel = 'sms' AND recipient = $1", [to])).rows;

describe('waitlist messages', () => {
  it('tells each suited customer once, in her language, with a link to that exact time, across two workers and a repeated job', async () => {
    const day = 6;
    const date = dayFromNow(day);
    // The whole day is taken but 10:00–11:00, which is booked.
    await f.pool.query('INSERT INTO blocked_times (stylist_id, starts_at, ends_at) VALUES ($1, $2, $3), ($1, $4, $5)', [
      stylist.id, berlinStart(day, '00:00'), berlinStart(day, '10:00'), berlinStart(day, '11:00'), berlinStart(day + 1, '00:00'),
    ]);
    const walkIn = await f.customerOf(stylist, 'Walk', 'en', 'walk@example.test');
    const booked = await f.app.inject({ method: 'POST', url: '/api/appointments', headers: stylist.headers, payload: { customerId: walkIn, services: [stylist.services[0]], startsAt: berlinStart(day, '10:00') } });
    expect(booked.statusCode).toBe(201);

    const greta = await f.signedInCustomerOf(stylist, 'Greta', 'de', 'greta@example.test', '+49301234567');
    const paula = await f.signedInCustomerOf(stylist, 'Paula', 'pt', 'paula@example.test');
    const eve = await f.signedInCustomerOf(stylist, 'Eve', 'en', 'eve@example.test');
    for (const [who, timesOfDay] of [[greta, ['any']], [paula, ['morning']], [eve, ['evening']]] as const) {
      const res = await f.app.inject({ method: 'POST', url: '/api/logged-customer/waitlist', headers: who.headers, payload: { services: [stylist.services[0]], from: date, to: date, timesOfDay } });
      expect(res.statusCode, res.body).toBe(201);
    }

    expect((await f.app.inject({ method: 'DELETE', url: `/api/appointments/${booked.json().id}`, headers: stylist.headers })).statusCode).toBe(204);
    const [toGreta] = await waitFor(() => mailsTo('greta@example.test').some((m) => m.subject.includes('frei')) && mailsTo('greta@example.test').filter((m) => m.subject.includes('frei')), 'offer to Greta');
    expect(toGreta!.subject).toBe('Bei Wanda Hair ist ein Termin frei geworden');
    const link = `http://wanda.chairly.localhost:3000/services/waitlist/offer?services=${stylist.services[0]}&date=${date}&time=10:00`;
    expect(toGreta!.text).toContain(link);
    expect(toGreta!.text).toContain('Wer zuerst bucht, bekommt ihn.');
    const toPaula = await waitFor(() => mailsTo('paula@example.test').find((m) => m.subject.startsWith('Surgiu um horário')), 'offer to Paula');
    expect(toPaula.text).toContain(link);
    expect((await waitFor(() => smsTo('+49301234567').then((rows) => rows.length > 0 && rows), 'SMS to Greta'))[0]!.body).toContain(link);

    // The matching job again on both workers at once (a retry, a duplicate): nothing new is sent.
    const { rows } = await f.pool.query<{ id: string }>('SELECT id FROM waitlist_freed_times WHERE stylist_id = $1', [stylist.id]);
    expect(rows).toHaveLength(1);
    const ids = await Promise.all(runners.map((r) => r.boss.send('waitlist.match', { stylistId: stylist.id, freedTimeId: Number(rows[0]!.id) })));
    await waitFor(async () => {
      const jobs = await f.pool.query("SELECT state FROM pgboss.job WHERE id = ANY($1::uuid[])", [ids]);
      return jobs.rows.length === 2 && jobs.rows.every((j) => j.state === 'completed');
    }, 'repeated matching jobs');
    await Promise.all(runners.map((r) => r.relayNow()));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(mailsTo('greta@example.test').filter((m) => m.subject.includes('frei'))).toHaveLength(1);
    expect(mailsTo('paula@example.test').filter((m) => m.subject.startsWith('Surgiu'))).toHaveLength(1);
    expect(await smsTo('+49301234567')).toHaveLength(1);
    expect(mailsTo('eve@example.test')).toHaveLength(0);
  });

  it("the stylist's own offer: a hold in the customer's name, the message names how long it is held and links to it", async () => {
    const date = dayFromNow(8);
    const hana = await f.signedInCustomerOf(stylist, 'Hana', 'fr', 'hana@example.test');
    const entry = await f.app.inject({ method: 'POST', url: '/api/logged-customer/waitlist', headers: hana.headers, payload: { services: [stylist.services[1]], from: date, to: date, timesOfDay: ['afternoon'] } });
    const offer = await f.app.inject({ method: 'POST', url: `/api/waitlist/${entry.json().id}/offer`, headers: stylist.headers, payload: { startsAt: berlinStart(8, '14:00') } });
    expect(offer.statusCode, offer.body).toBe(201);
    const uuid = (await f.pool.query('SELECT uuid FROM appointments WHERE id = $1', [offer.json().appointmentId])).rows[0].uuid;
    const mail = await waitFor(() => mailsTo('hana@example.test').find((m) => m.subject.startsWith('Wanda Hair vous réserve')), 'held offer');
    expect(mail.text).toContain(`http://wanda.chairly.localhost:3000/services/waitlist/offer?hold=${uuid}`);
    expect(mail.text).toMatch(/jusqu’à \d{2}:\d{2}/);
  });

  it('an entry waiting for one member (issue #34): the link books that member', async () => {
    const day = 10;
    const date = dayFromNow(day);
    await f.pool.query('INSERT INTO blocked_times (stylist_id, starts_at, ends_at) VALUES ($1, $2, $3), ($1, $4, $5)', [
      stylist.id, berlinStart(day, '00:00'), berlinStart(day, '10:00'), berlinStart(day, '11:00'), berlinStart(day + 1, '00:00'),
    ]);
    const owner = Number((await f.pool.query("SELECT id FROM members WHERE stylist_id = $1 AND role = 'owner'", [stylist.id])).rows[0].id);
    const walkIn = await f.customerOf(stylist, 'Walk Two', 'en', 'walk2@example.test');
    const booked = await f.app.inject({ method: 'POST', url: '/api/appointments', headers: stylist.headers, payload: { customerId: walkIn, services: [stylist.services[0]], startsAt: berlinStart(day, '10:00') } });
    expect(booked.statusCode).toBe(201);
    const ivy = await f.signedInCustomerOf(stylist, 'Ivy', 'en', 'ivy@example.test');
    const entry = await f.app.inject({ method: 'POST', url: '/api/logged-customer/waitlist', headers: ivy.headers, payload: { services: [stylist.services[0]], memberId: owner, from: date, to: date, timesOfDay: ['any'] } });
    expect(entry.statusCode, entry.body).toBe(201);

    expect((await f.app.inject({ method: 'DELETE', url: `/api/appointments/${booked.json().id}`, headers: stylist.headers })).statusCode).toBe(204);
    const mail = await waitFor(() => mailsTo('ivy@example.test')[0], 'offer to Ivy');
    expect(mail.text).toContain(`http://wanda.chairly.localhost:3000/services/waitlist/offer?services=${stylist.services[0]}&date=${date}&time=10:00&member=${owner}`);
  });
});
