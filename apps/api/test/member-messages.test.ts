import { ROLES, type MemberRole } from '@chairly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobRunner } from '../src/jobs/job-runner';
import { berlinStart, type BookingStylist } from './booking-fixture';
import { waitFor } from './mail-sink';
import { createNotificationsFixture } from './notifications-fixture';

/**
 * Issue #34 (D68), end to end through the outbox, the job runner and the SMTP sink: with more than
 * one active member the customer's messages name the member; a member other than the owner is
 * told by e-mail of her own new, moved and cancelled appointments, in the business's language; a
 * one-member business's customer hears exactly what she heard before.
 */
let f: Awaited<ReturnType<typeof createNotificationsFixture>>;
let runner: JobRunner;

beforeAll(async () => {
  f = await createNotificationsFixture();
  runner = await f.startRunner();
}, 60_000);
afterAll(async () => f?.close());

const mailsTo = (to: string) => f.sink.mails.filter((m) => m.to.includes(to));
const oneMail = (to: string, subject: string) => waitFor(() => mailsTo(to).find((m) => m.subject === subject), `"${subject}" to ${to}`);

/** Relays, then waits until no notification job is pending. */
async function settle() {
  await runner.relayNow();
  await waitFor(async () => {
    const { rows } = await f.pool.query<{ pending: string }>(
      "SELECT count(*) AS pending FROM pgboss.job WHERE name LIKE 'notification%' AND state IN ('created', 'retry', 'active')",
    );
    return Number(rows[0]?.pending) === 0 && (await f.pool.query('SELECT 1 FROM notification_events')).rowCount === 0;
  }, 'notification jobs done');
}

async function salon(subdomain: string, locale: string, businessName: string) {
  const stylist = await f.openStylist(subdomain);
  await f.pool.query("UPDATE stylists SET business_name = $2, locale = $3, appointment_reminder = false, name = 'Nour', lastname = 'Haddad' WHERE id = $1", [stylist.id, businessName, locale]);
  return stylist;
}

async function addMember(stylist: BookingStylist, name: string, role: MemberRole) {
  const email = `${name.toLowerCase()}.${stylist.subdomain}@example.test`;
  const { rows } = await f.pool.query<{ id: string }>(
    'INSERT INTO members (stylist_id, auth_subject, email, name, role) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [stylist.id, `member-${name}-${Math.random()}`, email, name, role],
  );
  const id = Number(rows[0]!.id);
  const token = await f.app.apiTokens.sign({ sub: `member-${id}`, roles: [ROLES.stylist], stylistId: stylist.id, subdomain: stylist.subdomain, memberId: id, memberRole: role });
  return { id, email, headers: { host: stylist.host, authorization: `Bearer ${token}` } };
}

async function book(headers: Record<string, string>, stylist: BookingStylist, customerId: number, days: number) {
  const res = await f.app.inject({ method: 'POST', url: '/api/appointments', headers, payload: { customerId, services: [stylist.services[0]], startsAt: berlinStart(days) } });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number }>();
}

describe('messages of a business with several members', () => {
  it('the customer hears whom her visit is with; Dana hears of her new, moved and cancelled appointment, the owner of nothing she did herself', async () => {
    const studio = await salon('msg-studio', 'de', 'Studio Mitte');
    const dana = await addMember(studio, 'Dana', 'staff');
    const customerId = await f.customerOf(studio, 'Carla', 'en', 'carla.studio@example.test');

    const appointment = await book(dana.headers, studio, customerId, 3);
    await settle();
    const confirmation = await oneMail('carla.studio@example.test', 'Your appointment with Dana at Studio Mitte is confirmed');
    expect(confirmation.text).toContain('Your appointment with Dana at Studio Mitte is confirmed.');
    // Hers in the business's language (German), with the customer's name and when.
    const booked = await waitFor(() => mailsTo(dana.email).find((m) => m.subject.startsWith('Neuer Termin: Carla Test, ')), 'Dana told of her booking');
    expect(booked.text).toContain('Hallo Dana,');
    expect(booked.text).toContain('Sie haben einen neuen Termin mit Carla Test.');

    const moved = await f.app.inject({ method: 'PUT', url: `/api/appointments/${appointment.id}`, headers: studio.headers, payload: { startsAt: berlinStart(4) } });
    expect(moved.statusCode).toBe(200);
    await settle();
    await waitFor(() => mailsTo('carla.studio@example.test').find((m) => m.subject.startsWith('Your appointment with Dana at Studio Mitte is now on ')), 'the customer told of the move');
    const movedMail = await waitFor(() => mailsTo(dana.email).find((m) => m.subject.startsWith('Termin verschoben: Carla Test, ')), 'Dana told of the move');
    expect(movedMail.text).toMatch(/Ihr Termin mit Carla Test wurde von .+ auf .+ verschoben\./);

    expect((await f.app.inject({ method: 'DELETE', url: `/api/appointments/${appointment.id}`, headers: studio.headers })).statusCode).toBe(204);
    await settle();
    const cancelled = await oneMail('carla.studio@example.test', 'Your appointment with Dana at Studio Mitte is cancelled');
    expect(cancelled.text).toContain('Studio Mitte cancelled your appointment with Dana.');
    const hers = await waitFor(() => mailsTo(dana.email).find((m) => m.subject.startsWith('Termin storniert: Carla Test, ')), 'Dana told of the cancellation');
    expect(hers.text).toContain('Ihr Termin mit Carla Test ist storniert.');
    expect(mailsTo(dana.email)).toHaveLength(3);
    // The owner booked, moved and cancelled nothing a customer did: she is told nothing, as before.
    expect(mailsTo(`${studio.subdomain}@example.test`)).toEqual([]);
  });

  it('a customer cancelling her visit with Dana: the owner hears of it naming Dana, Dana hears of it too', async () => {
    const studio = await salon('msg-cancel', 'de', 'Studio Ost');
    const dana = await addMember(studio, 'Dana', 'staff');
    const customer = await f.signedInCustomerOf(studio, 'Carla', 'en', 'carla.ost@example.test');
    const appointment = await book(dana.headers, studio, customer.customerId, 3);
    await settle();
    const res = await f.app.inject({ method: 'DELETE', url: `/api/logged-customer/appointment?appointmentId=${appointment.id}`, headers: customer.headers });
    expect(res.statusCode).toBeLessThan(300);
    await settle();
    const owners = await waitFor(() => mailsTo(`${studio.subdomain}@example.test`).find((m) => m.subject.startsWith('Termin storniert: Carla Test, ')), 'the owner told');
    expect(owners.text).toContain('Carla Test hat den Termin mit Dana storniert.');
    const hers = await waitFor(() => mailsTo(dana.email).find((m) => m.subject.startsWith('Termin storniert: Carla Test, ')), 'Dana told');
    expect(hers.text).toContain('Carla Test hat den Termin storniert.');
    await oneMail('carla.ost@example.test', 'Your appointment with Dana at Studio Ost is cancelled');
  });

  it('a series booked for Dana: she hears of it once, listing every date', async () => {
    const studio = await salon('msg-series', 'en', 'Studio Nord');
    const dana = await addMember(studio, 'Dana', 'staff');
    const customerId = await f.customerOf(studio, 'Rhea', 'en', 'rhea.nord@example.test');
    const occurrences = [7, 14, 21].map((day) => ({ startsAt: berlinStart(day) }));
    const res = await f.app.inject({ method: 'POST', url: '/api/appointments/series', headers: dana.headers, payload: { customerId, services: [studio.services[0]], note: '', everyWeeks: 1, occurrences } });
    expect(res.statusCode, res.body).toBe(201);
    await settle();
    const mail = await waitFor(() => mailsTo(dana.email).find((m) => m.subject.startsWith('New appointment: Rhea Test, ')), 'Dana told of the series');
    expect(mail.text).toContain('You have new appointments with Rhea Test:');
    expect(mail.text.split(/\r?\n/).filter((line) => line.startsWith('– '))).toHaveLength(3);
    expect(mailsTo(dana.email)).toHaveLength(1);
  });

  it("the owner's own appointments tell no member; an inactive member is named nowhere and told nothing", async () => {
    const salonTwo = await salon('msg-two', 'en', 'Two Chairs');
    const eli = await addMember(salonTwo, 'Eli', 'manager');
    const inactive = await addMember(salonTwo, 'Ina', 'staff');
    await f.pool.query('UPDATE members SET active = false WHERE id = $1', [inactive.id]);
    const customerId = await f.customerOf(salonTwo, 'Olga', 'en', 'olga.two@example.test');
    await book(salonTwo.headers, salonTwo, customerId, 5);
    await settle();
    // Two active members (owner and Eli): the owner's appointment is hers, named so.
    await oneMail('olga.two@example.test', 'Your appointment with Nour Haddad at Two Chairs is confirmed');
    expect(mailsTo(eli.email)).toEqual([]);
    expect(mailsTo(inactive.email)).toEqual([]);
  });

  it('the owner gives Dana’s appointment to Eli, then takes it herself: Eli hears of his new one, Dana and then Eli that it moved on; the customer whom it is with', async () => {
    const studio = await salon('msg-hand', 'en', 'Studio Hand');
    const dana = await addMember(studio, 'Dana', 'staff');
    const eli = await addMember(studio, 'Eli', 'staff');
    const owner = Number((await f.pool.query("SELECT id FROM members WHERE stylist_id = $1 AND role = 'owner'", [studio.id])).rows[0].id);
    const customerId = await f.customerOf(studio, 'Mona', 'en', 'mona.hand@example.test');
    const appointment = await book(dana.headers, studio, customerId, 9);
    await settle();
    await waitFor(() => mailsTo(dana.email).find((m) => m.subject.startsWith('New appointment: Mona Test, ')), 'Dana told of her appointment');
    const toCustomer = mailsTo('mona.hand@example.test').length;

    const given = await f.app.inject({ method: 'PUT', url: `/api/appointments/${appointment.id}`, headers: studio.headers, payload: { memberId: eli.id } });
    expect(given.statusCode, given.body).toBe(200);
    await settle();
    const his = await waitFor(() => mailsTo(eli.email).find((m) => m.subject.startsWith('New appointment: Mona Test, ')), 'Eli told of his new appointment');
    expect(his.text).toContain('You have a new appointment with Mona Test.');
    const away = await waitFor(() => mailsTo(dana.email).find((m) => m.subject.startsWith('Appointment now with Eli: Mona Test, ')), 'Dana told it is with Eli');
    expect(away.text).toMatch(/Your appointment with Mona Test on .+ is now with Eli\. It is no longer in your calendar\./);
    const told = await oneMail('mona.hand@example.test', 'Your appointment at Studio Hand is now with Eli');
    expect(told.text).toMatch(/Studio Hand has given your appointment on .+ to Eli\. The time stays the same\./);

    const taken = await f.app.inject({ method: 'PUT', url: `/api/appointments/${appointment.id}`, headers: studio.headers, payload: { memberId: owner } });
    expect(taken.statusCode, taken.body).toBe(200);
    await settle();
    await waitFor(() => mailsTo(eli.email).find((m) => m.subject.startsWith('Appointment now with Nour Haddad: Mona Test, ')), 'Eli told it is with the owner');
    expect(mailsTo(eli.email)).toHaveLength(2);
    expect(mailsTo(dana.email)).toHaveLength(2);
    await oneMail('mona.hand@example.test', 'Your appointment at Studio Hand is now with Nour Haddad');
    // Given to Dana again and moved at once: the customer hears of it once, by the move's message naming Dana.
    const both = await f.app.inject({ method: 'PUT', url: `/api/appointments/${appointment.id}`, headers: studio.headers, payload: { memberId: dana.id, startsAt: berlinStart(10) } });
    expect(both.statusCode, both.body).toBe(200);
    await settle();
    await waitFor(() => mailsTo('mona.hand@example.test').find((m) => m.subject.startsWith('Your appointment with Dana at Studio Hand is now on ')), 'the customer told of the move');
    await waitFor(() => mailsTo(dana.email).find((m) => m.subject.startsWith('New appointment: Mona Test, ') && m !== mailsTo(dana.email)[0]), 'Dana told it is hers again');
    expect(mailsTo('mona.hand@example.test')).toHaveLength(toCustomer + 3);
    // The owner did it herself: she is told nothing.
    expect(mailsTo(`${studio.subdomain}@example.test`)).toEqual([]);
  });

  it('a member turned off after her appointment was made is not told of its cancellation', async () => {
    const studio = await salon('msg-off', 'en', 'Studio Off');
    const ina = await addMember(studio, 'Ina', 'staff');
    const customerId = await f.customerOf(studio, 'Rosa', 'en', 'rosa.off@example.test');
    const appointment = await book(ina.headers, studio, customerId, 7);
    await settle();
    await waitFor(() => mailsTo(ina.email).find((m) => m.subject.startsWith('New appointment: Rosa Test, ')), 'Ina told of her appointment');
    await f.pool.query('UPDATE members SET active = false WHERE id = $1', [ina.id]);
    expect((await f.app.inject({ method: 'DELETE', url: `/api/appointments/${appointment.id}`, headers: studio.headers })).statusCode).toBe(204);
    await settle();
    await waitFor(() => mailsTo('rosa.off@example.test').find((m) => m.subject === 'Your appointment at Studio Off is cancelled'), 'Rosa told, naming no member');
    expect(mailsTo(ina.email).map((m) => m.subject)).toEqual([expect.stringMatching(/^New appointment: /)]);
  });
});

describe('messages of a one-member business', () => {
  it('name no member: the confirmation reads as before and no member job is sent', async () => {
    const solo = await salon('msg-solo', 'en', 'Solo Salon');
    const customerId = await f.customerOf(solo, 'Pia', 'en', 'pia.solo@example.test');
    await book(solo.headers, solo, customerId, 6);
    await settle();
    const mail = await oneMail('pia.solo@example.test', 'Your appointment at Solo Salon is confirmed');
    expect(mail.text.split(/\r?\n/).slice(0, 3)).toEqual(['Hello Pia Test,', '', 'Your appointment at Solo Salon is confirmed.']);
    const { rows } = await f.pool.query("SELECT 1 FROM pgboss.job WHERE name LIKE 'notification%' AND data->>'audience' = 'member' AND (data->'event'->>'stylistId')::bigint = $1", [solo.id]);
    expect(rows).toEqual([]);
  });
});
