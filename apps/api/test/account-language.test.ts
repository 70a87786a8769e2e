import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { berlinStart, type BookingStylist } from './booking-fixture';
import { waitFor } from './mail-sink';
import { createNotificationsFixture } from './notifications-fixture';

/**
 * Issue #29.3: the language chosen in the menu is saved with the account (stylist or customer), and
 * every message to a person is written in hers, through the real flow (HTTP → event → job → SMTP).
 */
let f: Awaited<ReturnType<typeof createNotificationsFixture>>;

beforeAll(async () => {
  f = await createNotificationsFixture();
  await f.startRunner();
}, 60_000);
afterAll(async () => f?.close());

const choose = (url: string, headers: Record<string, string>, language: unknown) =>
  f.app.inject({ method: 'PUT', url, headers, payload: { language } });

const localeOf = async (table: 'stylists' | 'customer_accounts', id: number) =>
  (await f.pool.query<{ locale: string }>(`SELECT locale FROM ${table} WHERE id = $1`, [id])).rows[0]?.locale;

async function stylistNamed(subdomain: string, businessName: string, locale: string): Promise<BookingStylist> {
  const stylist = await f.openStylist(subdomain);
  await f.pool.query('UPDATE stylists SET business_name = $2, locale = $3, appointment_reminder = false WHERE id = $1', [stylist.id, businessName, locale]);
  return stylist;
}

/** The customer's own one-call booking (what the stylist is told about). */
const bookAs = (headers: Record<string, string>, stylist: BookingStylist, contact: { name: string; email: string }, startsAt: string) =>
  f.app.inject({
    method: 'POST',
    url: '/api/logged-customer/appointment',
    headers,
    payload: { services: [stylist.services[0]], startsAt, stripeCardId: null, customer: { ...contact, lastName: 'Test' }, note: '' },
  });

describe('PUT /api/stylist/language and /api/logged-customer/language', () => {
  it('saves the chosen language with the account: 204, and the column the messages read holds it', async () => {
    const ines = await stylistNamed('ines', 'Ines Hair', 'en');
    expect((await choose('/api/stylist/language', ines.headers, 'fr')).statusCode).toBe(204);
    expect(await localeOf('stylists', ines.id)).toBe('fr');

    const customer = await f.signedInCustomerOf(ines, 'Rita', 'pt', 'rita@example.test');
    expect((await choose('/api/logged-customer/language', customer.headers, 'de')).statusCode).toBe(204);
    expect(await localeOf('customer_accounts', customer.accountId)).toBe('de');
  });

  it.each([['es'], ['DE'], [''], [null], [42]])('refuses the language %j with a 400 naming the supported ones, and keeps the saved one', async (language) => {
    const customer = await f.signedInCustomerOf(await f.openStylist(`lang-${String(language).toLowerCase() || 'empty'}`), 'Nina', 'pt', `nina-${String(language)}@example.test`);
    const res = await choose('/api/logged-customer/language', customer.headers, language);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION', fields: { language: 'Language must be one of en, de, fr, pt, ar' } });
    expect(await localeOf('customer_accounts', customer.accountId)).toBe('pt');
  });
});

describe('messages in each person’s own language', () => {
  it('a German customer of an English-speaking stylist: hers in German, the stylist’s in English, both as chosen in the menu', async () => {
    // Both start in Portuguese (as the demo seed has Carla) and choose in the menu.
    const emma = await stylistNamed('emma', 'Emma Studio', 'pt');
    const customer = await f.signedInCustomerOf(emma, 'Greta', 'pt', 'greta@example.test');
    expect((await choose('/api/stylist/language', emma.headers, 'en')).statusCode).toBe(204);
    expect((await choose('/api/logged-customer/language', customer.headers, 'de')).statusCode).toBe(204);

    // She books herself: the stylist hears only of what her customers do (issue #31.5).
    const res = await bookAs(customer.headers, emma, { name: 'Greta', email: 'greta@example.test' }, berlinStart(3));
    expect(res.statusCode, res.body).toBe(201);

    const toCustomer = await waitFor(() => f.sink.mails.find((m) => m.to.includes('greta@example.test')), 'the confirmation to the customer');
    expect(toCustomer.subject).toBe('Ihr Termin bei Emma Studio ist bestätigt');
    expect(toCustomer.html).toContain('<html lang="de" dir="ltr">');
    const toStylist = await waitFor(() => f.sink.mails.find((m) => m.to.includes('emma@example.test')), 'the new booking to the stylist');
    expect(toStylist.subject).toMatch(/^New booking: Greta Test, /);
    expect(toStylist.html).toContain('<html lang="en" dir="ltr">');
  });

  it('an Arabic customer of an English-speaking stylist: her e-mail and its calendar file in Arabic, right to left; the stylist’s in English', async () => {
    const nina = await stylistNamed('nina', 'Nina Studio', 'en');
    const customer = await f.signedInCustomerOf(nina, 'Layla', 'en', 'layla@example.test');
    expect((await choose('/api/logged-customer/language', customer.headers, 'ar')).statusCode).toBe(204);

    const startsAt = berlinStart(4);
    const res = await bookAs(customer.headers, nina, { name: 'Layla', email: 'layla@example.test' }, startsAt);
    expect(res.statusCode, res.body).toBe(201);

    const toCustomer = await waitFor(() => f.sink.mails.find((m) => m.to.includes('layla@example.test')), 'the confirmation to the customer');
    expect(toCustomer.subject).toBe('تم تأكيد موعدك لدى Nina Studio');
    expect(toCustomer.html).toContain('<html lang="ar" dir="rtl">');
    expect(toCustomer.text).toContain('مرحبًا Layla Test،');
    const when = new Intl.DateTimeFormat('ar', { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Berlin' }).format(new Date(startsAt));
    expect(toCustomer.text).toContain(`الموعد: ${when}`);
    const ics = toCustomer.attachments.find((a) => a.filename === 'appointment.ics')?.content ?? '';
    const event = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent');
    expect(event?.getFirstPropertyValue('description')).toBe('موعد لدى Nina Studio');

    const toStylist = await waitFor(() => f.sink.mails.find((m) => m.to.includes('nina@example.test')), 'the new booking to the stylist');
    expect(toStylist.subject).toMatch(/^New booking: Layla Test, /);
    expect(toStylist.html).toContain('<html lang="en" dir="ltr">');
  });

  it('the stylist sees the customer’s language in the customer record', async () => {
    const maya = await stylistNamed('maya', 'Maya Nails', 'en');
    const customer = await f.signedInCustomerOf(maya, 'Jeanne', 'en', 'jeanne@example.test');
    await choose('/api/logged-customer/language', customer.headers, 'fr');
    const one = await f.app.inject({ url: `/api/customers/${customer.customerId}`, headers: maya.headers });
    expect(one.json()).toMatchObject({ id: customer.customerId, language: 'fr' });

    // A customer the stylist added herself has no account: her messages go out in English.
    const added = await f.app.inject({ method: 'POST', url: '/api/customers', headers: maya.headers, payload: { name: 'Walk-in' } });
    expect(added.json()).toMatchObject({ name: 'Walk-in', language: 'en' });
    const list = await f.app.inject({ url: '/api/customers', headers: maya.headers });
    const languages = Object.fromEntries((list.json()['hydra:member'] as { name: string; language: string }[]).map((c) => [c.name, c.language]));
    expect(languages).toEqual({ Jeanne: 'fr', 'Walk-in': 'en' });
  });
});
