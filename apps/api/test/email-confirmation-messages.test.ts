import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobRunner } from '../src/jobs/job-runner';
import { berlinStart, type BookingStylist } from './booking-fixture';
import { HOSTS } from './helpers';
import { waitFor } from './mail-sink';
import { createNotificationsFixture } from './notifications-fixture';
import { startTestIssuer, type TestIssuer } from './oidc-issuer';

/**
 * Issue #31.10: new accounts confirm their e-mail before messages are sent to it. The API records
 * the ID token's `email_verified` at every sign-in; while it is false no e-mail goes to her (SMS
 * does); once a sign-in carries true, her next message goes by e-mail. A missing claim counts as
 * confirmed. Through HTTP → event → job → SMTP sink / SMS outbox, as every message.
 */
let issuer: TestIssuer;
let f: Awaited<ReturnType<typeof createNotificationsFixture>>;
let stylist: BookingStylist;
let runners: JobRunner[];
let ip = 0;

beforeAll(async () => {
  issuer = await startTestIssuer();
  f = await createNotificationsFixture(issuer.env);
  stylist = await f.openStylist('vera');
  await f.pool.query(
    "UPDATE stylists SET business_name = 'Vera Hair', locale = 'en', appointment_reminder = false, sms_notifications = true, business_phone = '+4930123456' WHERE id = $1",
    [stylist.id],
  );
  runners = [await f.startRunner()];
}, 60_000);
afterAll(async () => {
  await f?.close();
  await issuer?.close();
});

const mailsTo = (to: string) => f.sink.mails.filter((m) => m.to.includes(to));
const smsTo = async (phone: string) =>
  (await f.pool.query<{ text_body: string }>("SELECT text_body FROM outbox_messages WHERE channel = 'sms' AND recipient = $1 ORDER BY id", [phone])).rows;
const verifiedOf = async (sub: string) =>
  (await f.pool.query<{ email_verified: boolean }>('SELECT email_verified FROM customer_accounts WHERE auth_subject = $1', [sub])).rows[0]?.email_verified;
const jobsDone = async (id: number) =>
  (
    await f.pool.query("SELECT 1 FROM pgboss.job WHERE name = 'notification.send' AND state <> 'completed' AND (data->'event'->>'appointmentId')::bigint = $1", [id])
  ).rowCount === 0;

/** Signs the customer in with an ID token carrying these claims; her API headers on the stylist's host. */
async function signIn(sub: string, email: string, claims: Record<string, unknown>) {
  const idToken = await issuer.idToken(sub, { claims: { email, given_name: 'Nora', family_name: 'Test', ...claims } });
  const response = await f.app.inject({ method: 'POST', url: '/oidc_verify_customer_token', headers: { host: HOSTS.app }, payload: { idToken }, remoteAddress: `10.9.0.${++ip}` });
  expect(response.statusCode, response.body).toBe(200);
  return { host: stylist.host, authorization: `Bearer ${response.json<{ userToken: string }>().userToken}` };
}

async function book(headers: Record<string, string>, email: string, phone: string, days: number): Promise<number> {
  const response = await f.app.inject({
    method: 'POST',
    url: '/api/logged-customer/appointment',
    headers,
    payload: { services: [stylist.services[0]], startsAt: berlinStart(days), stripeCardId: null, customer: { name: 'Nora', lastName: 'Test', email, phone }, note: '' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

describe('no e-mail to an unconfirmed address (issue #31.10)', () => {
  it('an unconfirmed account books: SMS only, no e-mail; after a sign-in with the address confirmed, her next booking is mailed', async () => {
    const [email, phone, sub] = ['nora@example.test', '+491511111111', 'nora-unconfirmed'];
    const unconfirmed = await signIn(sub, email, { email_verified: false });
    expect(await verifiedOf(sub)).toBe(false);

    const first = await book(unconfirmed, email, phone, 4);
    await waitFor(async () => (await smsTo(phone)).length === 1, 'the confirmation SMS');
    await waitFor(() => jobsDone(first), 'jobs done');
    await Promise.all(runners.map((r) => r.relayNow()));
    await waitFor(() => jobsDone(first), 'jobs done');
    expect(mailsTo(email)).toHaveLength(0);
    expect((await f.pool.query("SELECT 1 FROM notification_log WHERE recipient = $1 AND channel = 'email'", [email])).rowCount).toBe(0);
    // The stylist's own address is confirmed (an account from before the claim): her notice goes.
    await waitFor(() => mailsTo('vera@example.test').find((m) => m.subject.startsWith('New booking: Nora Test')), 'the new booking to the stylist');

    const confirmed = await signIn(sub, email, { email_verified: true });
    expect(await verifiedOf(sub)).toBe(true);
    await book(confirmed, email, phone, 5);
    const mail = await waitFor(() => mailsTo(email).find((m) => m.subject === 'Your appointment at Vera Hair is confirmed'), 'the confirmation e-mail');
    expect(mail.attachments.some((a) => a.filename === 'appointment.ics')).toBe(true);
    expect(mailsTo(email)).toHaveLength(1);
    await waitFor(async () => (await smsTo(phone)).length === 2, 'the second SMS');
  });

  it('an ID token without the claim counts as confirmed (issuers that do not send it); the seeded accounts are confirmed', async () => {
    await signIn('nora-no-claim', 'nora2@example.test', {});
    expect(await verifiedOf('nora-no-claim')).toBe(true);
    const seeded = await f.pool.query("SELECT 1 FROM customer_accounts WHERE NOT email_verified AND auth_subject NOT LIKE 'nora-%'");
    expect(seeded.rowCount).toBe(0);
    expect((await f.pool.query('SELECT 1 FROM stylists WHERE NOT email_verified')).rowCount).toBe(0);
  });

  it('a stylist’s sign-in records the claim too: unconfirmed, then confirmed', async () => {
    const stylistVerified = async () => (await f.pool.query<{ email_verified: boolean }>("SELECT email_verified FROM stylists WHERE auth_subject = 'new-stylist'")).rows[0]?.email_verified;
    const signInStylist = async (claims: Record<string, unknown>) => {
      const idToken = await issuer.idToken('new-stylist', { claims });
      const response = await f.app.inject({ method: 'POST', url: '/oidc_verify_stylist_token', headers: { host: HOSTS.app }, payload: { idToken }, remoteAddress: `10.9.1.${++ip}` });
      expect(response.statusCode, response.body).toBe(200);
    };
    await signInStylist({ email_verified: false });
    expect(await stylistVerified()).toBe(false);
    await signInStylist({ email_verified: true });
    expect(await stylistVerified()).toBe(true);
  });
});
