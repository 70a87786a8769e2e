import { DEMO_ACCOUNTS } from '@chairly/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobRunner } from '../src/jobs/job-runner';
import { customerAuth, stylistAuth } from './auth';
import { berlinStart, type BookingStylist } from './booking-fixture';
import { waitFor, type SunkMail } from './mail-sink';
import { createNotificationsFixture } from './notifications-fixture';

/**
 * Every message of issue 10 end to end: the real HTTP flow writes the event, two job runners relay
 * and deliver it, and the SMTP sink in this process receives it. One message per recipient, in the
 * recipient's language, with the stylist's text for customers and no card data beyond brand/last4.
 */
let f: Awaited<ReturnType<typeof createNotificationsFixture>>;
let runners: JobRunner[];

beforeAll(async () => {
  f = await createNotificationsFixture();
  runners = [await f.startRunner(), await f.startRunner()];
}, 60_000);
afterAll(async () => f?.close());

const mailsTo = (to: string) => f.sink.mails.filter((m) => m.to.includes(to));
const withSubject = (to: string, subject: string) => mailsTo(to).filter((m) => m.subject === subject);
const oneMail = (to: string, subject: string) => waitFor(() => withSubject(to, subject)[0], `"${subject}" to ${to}`);

/** Relays on both runners, then waits until no job of the queue (optionally for one appointment/stylist) is still pending. */
async function settle(queue: string, filter: { key: 'appointmentId' | 'stylistId'; value: number } | null = null) {
  await Promise.all(runners.map((r) => r.relayNow()));
  await waitFor(async () => {
    const { rows } = await f.pool.query<{ pending: string }>(
      `SELECT count(*) AS pending FROM pgboss.job
       WHERE name = $1 AND state IN ('created', 'retry', 'active')
         AND ($2::text IS NULL OR COALESCE(data->'event'->>$2, data->>$2) = $3)`,
      [queue, filter?.key ?? null, filter ? String(filter.value) : null],
    );
    return Number(rows[0]?.pending) === 0 && (await f.pool.query('SELECT 1 FROM notification_events')).rowCount === 0;
  }, `${queue} jobs done`);
}

async function stylistWith(subdomain: string, settings: { locale: string; businessName: string; text: string }) {
  const stylist = await f.openStylist(subdomain);
  await f.pool.query('UPDATE stylists SET business_name = $2, locale = $3, notifications_text = $4, appointment_reminder = false WHERE id = $1', [
    stylist.id,
    settings.businessName,
    settings.locale,
    settings.text,
  ]);
  return stylist;
}

async function book(stylist: BookingStylist, customerId: number, days: number) {
  const res = await f.app.inject({ method: 'POST', url: '/api/appointments', headers: stylist.headers, payload: { customerId, services: [stylist.services[0]], startsAt: berlinStart(days) } });
  expect(res.statusCode).toBe(201);
  return res.json<{ id: number; uuid: string }>();
}

/** A booked appointment that started half an hour ago (checkout and no-show are allowed). */
async function startedAppointment(stylist: BookingStylist, customerId: number) {
  const appointment = await book(stylist, customerId, 2);
  await f.pool.query("UPDATE appointments SET starts_at = now() - interval '30 minutes', ends_at = now() + interval '30 minutes' WHERE id = $1", [appointment.id]);
  return appointment;
}

const setState = (stylist: { headers: Record<string, string> }, id: number, transition: string) =>
  f.app.inject({ method: 'POST', url: `/api/appointment/${id}/set-state`, headers: stylist.headers, payload: { transition } });

const expectCustomerText = (mail: SunkMail, text: string) => {
  expect(mail.text).toContain(text);
  expect(mail.html).toContain(text);
};
/** Issue #31.12: her text ("Please arrive five minutes early") is for confirmations and reminders only. */
const expectNoCustomerText = (mail: SunkMail, text: string) => {
  expect(mail.text).not.toContain(text);
  expect(mail.html).not.toContain(text);
};

describe('appointment messages', () => {
  it('customer cancels through their account: confirmation and cancellation once each, French to the customer, Portuguese to the stylist', async () => {
    const lena = await stylistWith('lena', { locale: 'pt', businessName: 'Lena Beauty', text: 'Merci et à bientôt' });
    const customer = await f.signedInCustomerOf(lena, 'Chloé', 'fr', 'chloe@example.test');
    const appointment = await book(lena, customer.customerId, 3);
    expectCustomerText(await oneMail('chloe@example.test', 'Votre rendez-vous chez Lena Beauty est confirmé'), 'Merci et à bientôt');

    const res = await f.app.inject({ method: 'DELETE', url: `/api/logged-customer/appointment?appointmentId=${appointment.id}`, headers: customer.headers });
    expect(res.statusCode).toBe(200);
    const toCustomer = await oneMail('chloe@example.test', 'Votre rendez-vous chez Lena Beauty est annulé');
    expect(toCustomer.text).toContain('Bonjour Chloé Test,');
    expect(toCustomer.text).toContain('Vous avez annulé votre rendez-vous.');
    expect(toCustomer.text).toContain('Prestations: Cut');
    expect(toCustomer.html).toContain('<html lang="fr" dir="ltr">');
    expectNoCustomerText(toCustomer, 'Merci et à bientôt');
    const toStylist = await waitFor(() => mailsTo('lena@example.test').find((m) => m.subject.startsWith('Agendamento cancelado: Chloé Test, ')), 'cancellation to the stylist');
    expect(toStylist.text).toContain('Chloé Test cancelou o agendamento.');
    expect(toStylist.text).not.toContain('Merci et à bientôt');

    await settle('notification.send', { key: 'appointmentId', value: appointment.id });
    expect(mailsTo('chloe@example.test').map((m) => m.subject).sort()).toEqual(['Votre rendez-vous chez Lena Beauty est annulé', 'Votre rendez-vous chez Lena Beauty est confirmé']);
    // She booked it herself, so she is not told of it (issue #31.5); the customer's cancellation she hears once.
    expect(mailsTo('lena@example.test').map((m) => m.subject.split(':')[0])).toEqual(['Agendamento cancelado']);
  });

  it('stylist cancels: the customer hears it once, saying who cancelled; the stylist is not told of her own action', async () => {
    const otto = await stylistWith('otto', { locale: 'de', businessName: 'Otto Barber', text: 'See you soon' });
    const customerId = await f.customerOf(otto, 'Eve', 'en', 'eve@example.test');
    const appointment = await book(otto, customerId, 3);
    await oneMail('eve@example.test', 'Your appointment at Otto Barber is confirmed');
    expect((await f.app.inject({ method: 'DELETE', url: `/api/appointments/${appointment.id}`, headers: otto.headers })).statusCode).toBe(204);
    const toCustomer = await oneMail('eve@example.test', 'Your appointment at Otto Barber is cancelled');
    expect(toCustomer.text).toContain('Otto Barber cancelled your appointment.');
    expectNoCustomerText(toCustomer, 'See you soon');
    await settle('notification.send', { key: 'appointmentId', value: appointment.id });
    expect(mailsTo('eve@example.test').filter((m) => m.subject.includes('cancelled'))).toHaveLength(1);
    // Her own booking and her own cancellation: nothing to tell her (issue #31.5).
    expect(mailsTo('otto@example.test')).toEqual([]);
  });

  it('checkout of a started appointment sends one review request in German with the link on the stylist’s subdomain', async () => {
    const mara = await stylistWith('mara', { locale: 'fr', businessName: 'Mara Nails', text: 'Danke für Ihr Vertrauen' });
    const customerId = await f.customerOf(mara, 'Heidi', 'de', 'heidi@example.test');
    const appointment = await startedAppointment(mara, customerId);
    const res = await setState(mara, appointment.id, 'checkout');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ appointment: { state: 'completed' } });

    const review = await oneMail('heidi@example.test', 'Wie war Ihr Besuch bei Mara Nails?');
    // Issue #28.4: the link carries a single-use token (256 random bits) that only the customer received.
    const token = /\/review\?token=([A-Za-z0-9_-]+)/.exec(review.text)?.[1] ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const link = `http://mara.chairly.localhost:3000/appointment/${appointment.uuid}/review?token=${token}`;
    expect(review.text.replace(/\r\n/g, '\n')).toContain(`Danke für Ihren Besuch bei Mara Nails. Bitte nehmen Sie sich eine Minute für eine Bewertung:\n${link}\n`);
    expect(review.html).toContain(link);
    expect(review.html).toContain('<html lang="de" dir="ltr">');
    expectNoCustomerText(review, 'Danke für Ihr Vertrauen');

    await settle('review.request', { key: 'appointmentId', value: appointment.id });
    expect(withSubject('heidi@example.test', 'Wie war Ihr Besuch bei Mara Nails?')).toHaveLength(1);
    expect(mailsTo('mara@example.test').filter((m) => m.text.includes('/review'))).toHaveLength(0);
    // One token, stored hashed only; the uuid alone is refused, the link's token accepted once.
    const stored = await f.pool.query<{ token_hash: string }>('SELECT token_hash FROM review_tokens WHERE appointment_id = $1', [appointment.id]);
    expect(stored.rows).toHaveLength(1);
    expect(stored.rows[0]?.token_hash).not.toContain(token);
    const post = (body: object) => f.app.inject({ method: 'POST', url: `/api/public/appointment/${appointment.uuid}/review`, headers: { host: 'mara.chairly.localhost' }, payload: body });
    expect((await post({ rating: 5, comment: 'Written by the stylist' })).statusCode).toBe(404);
    expect((await post({ rating: 4, comment: 'Schön', token })).statusCode).toBe(201);
    expect((await post({ rating: 1, comment: '', token })).statusCode).toBe(409);
  });

  it('sends no review request when the stylist switched review requests off', async () => {
    const quiet = await stylistWith('still', { locale: 'en', businessName: 'Still Studio', text: '' });
    await f.pool.query('UPDATE stylists SET review_request_notifications = false WHERE id = $1', [quiet.id]);
    const customerId = await f.customerOf(quiet, 'Rui', 'pt', 'rui@example.test');
    const appointment = await startedAppointment(quiet, customerId);
    expect((await setState(quiet, appointment.id, 'checkout')).statusCode).toBe(200);
    await waitFor(async () => (await f.pool.query("SELECT 1 FROM pgboss.job WHERE name = 'review.request' AND state = 'completed' AND data->>'appointmentId' = $1", [String(appointment.id)])).rowCount === 1, 'review job done');
    // The confirmation still went out by e-mail: the switch stops only the review request.
    await oneMail('rui@example.test', 'Seu agendamento em Still Studio está confirmado');
    expect(mailsTo('rui@example.test').filter((m) => m.subject.startsWith('Como correu') || m.text.includes('/review'))).toHaveLength(0);
  });

  it('a consultation request reaches the stylist once, in Portuguese, with the customer’s words and contact', async () => {
    const pia = await stylistWith('pia', { locale: 'pt', businessName: 'Pia Cabelos', text: 'Not for the stylist' });
    const customer = await f.signedInCustomerOf(pia, 'Jonas', 'de', 'jonas@example.test', '+49 30 1234');
    const res = await f.app.inject({
      method: 'POST',
      url: '/api/logged-customer/services/request-consultation',
      headers: customer.headers,
      payload: { serviceId: pia.services[0], message: 'Geht ein Bob mit <kurzem> Pony?', preferredContact: 'phone' },
    });
    expect(res.statusCode).toBe(201);
    const mail = await oneMail('pia@example.test', 'Pedido de consulta de Jonas Test');
    expect(mail.text).toContain('Jonas Test pede uma consulta sobre Cut.');
    expect(mail.text).toContain('“Geht ein Bob mit <kurzem> Pony?”');
    expect(mail.text).toContain('Contato preferido: telefone (+49 30 1234)');
    expect(mail.text).not.toContain('Not for the stylist');
    expect(mail.html).toContain('&lt;kurzem&gt;');
    expect(mail.html).not.toContain('<kurzem>');
    await settle('notification.send', { key: 'stylistId', value: pia.id });
    expect(mailsTo('pia@example.test')).toHaveLength(1);
    expect(mailsTo('jonas@example.test')).toHaveLength(0);
  });
});

describe('payment messages (demo stylist anna, customer carla with sandbox cards)', () => {
  let anna: { id: number; headers: Record<string, string> };
  const carlaEmail = DEMO_ACCOUNTS.carla.email;

  beforeAll(async () => {
    const { rows } = await f.pool.query<{ id: string }>("SELECT id FROM stylists WHERE subdomain = 'anna'");
    const id = Number(rows[0]?.id);
    anna = { id, headers: { host: 'anna.chairly.localhost', ...(await stylistAuth(f.app, { id, subdomain: 'anna' })) } };
    await f.pool.query("UPDATE stylists SET business_name = 'Anna Studio', notifications_text = 'Obrigada, Anna' WHERE id = $1", [id]);
  });

  const setCarlaLocale = (locale: string) => f.pool.query('UPDATE customer_accounts SET locale = $2 WHERE auth_subject = $1', [DEMO_ACCOUNTS.carla.sub, locale]);

  let slot = 0;
  /** carla's past booked appointment at anna (a day the demo seed leaves free), marked no-show through the API, with the given card on file. */
  async function noShow(cardId: string) {
    slot += 1;
    const { rows } = await f.pool.query<{ id: string }>(
      `INSERT INTO appointments (stylist_id, customer_id, state, starts_at, ends_at, amount_cents, card_id, created_by)
       SELECT $1, c.id, 'booked', date_trunc('hour', now()) - interval '400 days' + make_interval(hours => $4), date_trunc('hour', now()) - interval '400 days' + make_interval(hours => $4 + 1), 8000, $3, 'customer'
       FROM customers c JOIN customer_accounts ca ON ca.id = c.customer_account_id
       WHERE c.stylist_id = $1 AND ca.auth_subject = $2 RETURNING id`,
      [anna.id, DEMO_ACCOUNTS.carla.sub, cardId, slot],
    );
    const id = Number(rows[0]?.id);
    const res = await setState(anna, id, 'no-show');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ appointment: { state: 'no_show' } });
    return id;
  }

  it('a no-show fee: one e-mail in German with the amount and the card as brand and last four only', async () => {
    await setCarlaLocale('de');
    const id = await noShow('pm_sandbox_demo_carla_visa');
    const res = await f.app.inject({ method: 'POST', url: `/api/appointment/${id}/payment/no-show-fee`, headers: anna.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'succeeded', amount: 40 });
    const amount = new Intl.NumberFormat('de', { style: 'currency', currency: 'EUR' }).format(40);
    const mail = await oneMail(carlaEmail, `Anna Studio hat eine Gebühr von ${amount} belastet`);
    expect(mail.text).toContain(`Anna Studio hat Ihre Karte visa •••• 4242 mit einer Gebühr von ${amount} belastet.`);
    expectNoCustomerText(mail, 'Obrigada, Anna');
    expect(`${mail.subject}${mail.text}${mail.html}`).not.toMatch(/4242\s*4242|pm_sandbox|cus_sandbox/);

    // A second click is refused and tells nobody again.
    expect((await f.app.inject({ method: 'POST', url: `/api/appointment/${id}/payment/no-show-fee`, headers: anna.headers })).statusCode).toBe(409);
    await settle('notification.send', { key: 'appointmentId', value: id });
    expect(mailsTo(carlaEmail).filter((m) => m.subject.includes('Gebühr'))).toHaveLength(1);
  });

  it('a card that needs authentication: one e-mail in French asking the customer to confirm, even with e-mail notices off', async () => {
    await setCarlaLocale('fr');
    await f.pool.query('UPDATE stylists SET email_notifications = false WHERE id = $1', [anna.id]);
    try {
      const token = await f.app.inject({
        method: 'POST',
        url: '/sandbox/cards/tokenize',
        headers: { host: 'anna.chairly.localhost' },
        payload: { number: '4000 0025 0000 3155', expMonth: 1, expYear: 2036, cvc: '999' },
      });
      expect(token.statusCode).toBeLessThan(300);
      const cardToken = token.json<{ token: string }>().token;
      const carla = await f.pool.query<{ id: string }>('SELECT id FROM customer_accounts WHERE auth_subject = $1', [DEMO_ACCOUNTS.carla.sub]);
      const carlaHeaders = { host: 'anna.chairly.localhost', ...(await customerAuth(f.app, { accountId: Number(carla.rows[0]?.id) })) };
      const added = await f.app.inject({ method: 'POST', url: '/api/logged-customer/payment/customer/add-card', headers: carlaHeaders, payload: { cardToken } });
      expect(added.statusCode).toBeLessThan(300);

      const id = await noShow(cardToken);
      const res = await f.app.inject({ method: 'POST', url: `/api/appointment/${id}/payment/no-show-fee`, headers: anna.headers });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'AUTHENTICATION_REQUIRED' });
      const amount = new Intl.NumberFormat('fr', { style: 'currency', currency: 'EUR' }).format(40);
      const mail = await oneMail(carlaEmail, 'Votre carte demande votre confirmation pour Anna Studio');
      expect(mail.text).toContain(`Votre banque vous demande de confirmer un paiement de ${amount} avec votre carte visa •••• 3155.`);
      expect(mail.html).toContain('<html lang="fr" dir="ltr">');
      expectNoCustomerText(mail, 'Obrigada, Anna');
      expect(`${mail.subject}${mail.text}${mail.html}`).not.toMatch(/4000\s*0025|0025\s*0000|pm_sandbox|cus_sandbox/);
      expect(`${mail.text}${mail.html}`).not.toContain(cardToken);
      await settle('notification.send', { key: 'appointmentId', value: id });
      expect(withSubject(carlaEmail, 'Votre carte demande votre confirmation pour Anna Studio')).toHaveLength(1);
    } finally {
      await f.pool.query('UPDATE stylists SET email_notifications = true WHERE id = $1', [anna.id]);
    }
  });
});

describe('subscription messages', () => {
  it('a trial ending in two days: the daily check (run twice) and Stripe’s trial_will_end send one Portuguese e-mail, even with e-mail notices off', async () => {
    const tina = await stylistWith('tina', { locale: 'pt', businessName: 'Tina Spa', text: 'Not for the stylist' });
    await f.pool.query('UPDATE stylists SET email_notifications = false WHERE id = $1', [tina.id]);
    const { rows } = await f.pool.query<{ trial_ends_at: Date }>(
      "INSERT INTO subscriptions (stylist_id, status, trial_ends_at, trial_used) VALUES ($1, 'trialing', date_trunc('second', now() + interval '2 days'), true) RETURNING trial_ends_at",
      [tina.id],
    );
    const trialEndsAt = rows[0]!.trial_ends_at;
    await f.pool.query("INSERT INTO billing_accounts (stylist_id, provider, customer_id, subscription_id) VALUES ($1, 'stripe', 'cus_trial_tina', 'sub_trial_tina')", [tina.id]);

    const subject = 'Seu teste grátis do Chairly termina em breve';
    // One after the other: two deliveries of one key at the same instant would park the loser for a retry 30 s later.
    await runners[0]!.boss.send('trial.check', {});
    const mail = await oneMail('tina@example.test', subject);
    const day = new Intl.DateTimeFormat('pt', { dateStyle: 'long', timeZone: 'Europe/Berlin' }).format(trialEndsAt);
    expect(mail.text).toContain(`Seu teste grátis termina em ${day}.`);
    expect(mail.html).toContain('<html lang="pt" dir="ltr">');
    expect(mail.text).not.toContain('Not for the stylist');
    await settle('trial.check');

    const handled = await f.app.handleBillingEvent({
      type: 'customer.subscription.trial_will_end',
      object: { id: 'sub_trial_tina', object: 'subscription', customer: 'cus_trial_tina', status: 'trialing', trial_end: trialEndsAt.getTime() / 1000, metadata: {} },
    });
    expect(handled).toBe(true);
    await waitFor(async () => (await f.pool.query("SELECT 1 FROM pgboss.job WHERE name = 'notification.send' AND state = 'completed' AND data->'event'->>'kind' = 'subscription.trial-ending' AND data->'event'->>'stylistId' = $1", [String(tina.id)])).rowCount === 1, 'webhook notice handled');
    await runners[1]!.boss.send('trial.check', {});
    await settle('trial.check');
    expect(withSubject('tina@example.test', subject)).toHaveLength(1);
  });

  it('Stripe’s trial_will_end alone (no trial the daily check knows of) tells the stylist once, in German', async () => {
    const uma = await stylistWith('uma', { locale: 'de', businessName: 'Uma Studio', text: '' });
    await f.pool.query("INSERT INTO billing_accounts (stylist_id, provider, customer_id, subscription_id) VALUES ($1, 'stripe', 'cus_trial_uma', 'sub_trial_uma')", [uma.id]);
    const trialEnd = Math.floor(Date.now() / 1000) + 3 * 86_400;
    const event = { type: 'customer.subscription.trial_will_end', object: { id: 'sub_trial_uma', object: 'subscription', customer: 'cus_trial_uma', status: 'trialing', trial_end: trialEnd, metadata: {} } };
    expect(await f.app.handleBillingEvent(event)).toBe(true);
    const mail = await oneMail('uma@example.test', 'Ihr Chairly-Testzeitraum endet bald');
    const day = new Intl.DateTimeFormat('de', { dateStyle: 'long', timeZone: 'Europe/Berlin' }).format(new Date(trialEnd * 1000));
    expect(mail.text).toContain(`Ihr kostenloser Testzeitraum endet am ${day}.`);
    await settle('notification.send', { key: 'stylistId', value: uma.id });
    // Stripe retries a webhook it thinks failed: the same notice is not sent twice.
    expect(await f.app.handleBillingEvent(event)).toBe(true);
    await settle('notification.send', { key: 'stylistId', value: uma.id });
    expect(mailsTo('uma@example.test')).toHaveLength(1);
  });
});
