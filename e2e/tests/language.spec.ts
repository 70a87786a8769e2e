import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@chairly/shared/demo';
import { apiToken } from '../support/api-token';
import { expect, test } from '../support/fixtures';
import { idpText, signInAsStylist, submitIdpSignIn } from '../support/sign-in';
import { literal } from '../support/text';
import { en, webText } from '../support/web-text';

const ANNA = 'anna.chairly.localhost';
type OutboxMessage = { id: number; channel: string; recipient: string; subject: string; text: string };

test('the language switcher changes the visible text and the choice survives a reload', async ({ page, problems }) => {
  await page.goto('/');
  const englishTitle = page.getByRole('heading', { level: 1, name: literal(en('landing', 'hero.title')) });
  await expect(englishTitle).toBeVisible();

  await page.getByRole('button', { name: en('common', 'language.label') }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();

  const germanTitle = page.getByRole('heading', { level: 1, name: literal(webText('de', 'landing', 'hero.title')) });
  await expect(germanTitle).toBeVisible();
  await expect(englishTitle).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  await page.reload();
  await expect(germanTitle).toBeVisible();
  await expect(page.getByRole('link', { name: webText('de', 'landing', 'cta.startTrial') })).toBeVisible();
  expect(problems.pageErrors).toEqual([]);
});

/**
 * Issue #29.3: the menu's choice is saved with the signed-in customer's account. Carla (seeded as
 * Portuguese) chooses German, signs out and in again (the provider's sign-in page in German): the page
 * is still German, her next e-mail is German, and Anna sees German as her language in Carla's
 * customer record.
 */
test('the language a customer chooses in the menu survives signing out and in, and writes her next e-mail', async ({ browser, page, urls, signIn, hostFetch, problems }) => {
  test.setTimeout(180_000);
  const carla = DEMO_ACCOUNTS.carla;
  await signIn.customer('anna', 'carla');
  await page.getByRole('button', { name: en('common', 'language.label') }).click();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/logged-customer/language') && r.request().method() === 'PUT');
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();
  expect((await saved).status()).toBe(204);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  // Signs out (of the provider too, as on a shared computer) and in again.
  const de = (key: string) => webText('de', 'auth', key);
  await page.getByRole('button', { name: new RegExp(`^${de('menu.label').replace('{{name}}', 'Carla')}`) }).click();
  await page.getByRole('menuitem', { name: de('menu.logout') }).click();
  await page.waitForURL(`${urls.rootUrl}/`, { timeout: 20_000 });
  await page.context().clearCookies({ domain: new URL(urls.idpUrl).hostname });
  // The app asks the provider for its language (ui_locales): the sign-in page is German too.
  await page.goto(`${urls.stylistUrl('anna')}/services/bookings`);
  await page.waitForURL((url) => url.origin === new URL(urls.idpUrl).origin, { timeout: 15_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByLabel(idpText('de', 'password'), { exact: true })).toBeVisible();
  await submitIdpSignIn(page, carla.email, DEMO_PASSWORD);
  await page.waitForURL((url) => url.hostname === `anna.${urls.baseDomain}` && !url.pathname.startsWith('/login'), { timeout: 20_000 });
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('button', { name: webText('de', 'common', 'language.label') })).toHaveText('DE');
  const carlaAuth = { authorization: `Bearer ${await apiToken(page)}`, 'content-type': 'application/json' };

  // Anna books her a time: the confirmation goes out in German (Anna's own screens stay English).
  const stylistContext = await browser.newContext();
  let appointmentId = 0;
  try {
    const stylist = await stylistContext.newPage();
    await signInAsStylist(stylist, urls, 'anna');
    const auth = { authorization: `Bearer ${await apiToken(stylist)}`, 'content-type': 'application/json' };
    const customers = JSON.parse((await hostFetch(ANNA, '/api/customers?itemsPerPage=50', { headers: auth })).body)['hydra:member'] as { id: number; email: string; language: string }[];
    const record = customers.find((c) => c.email === carla.email);
    expect(record?.language).toBe('de');

    await stylist.goto(`${urls.stylistUrl('anna')}/apps/customers/${record!.id}/edit`);
    const language = stylist.getByTestId('customer-language');
    await expect(language).toContainText(en('customers', 'language.label'));
    await expect(language).toContainText('German');

    const outbox = async () => (JSON.parse((await hostFetch(urls.baseDomain, '/dev/outbox.json')).body) as { messages: OutboxMessage[] }).messages;
    const seen = Math.max(0, ...(await outbox()).map((m) => m.id));
    const services = JSON.parse((await hostFetch(ANNA, '/api/public/services')).body)['hydra:member'] as { id: number }[];
    // A night hour 45 days ahead: no demo appointment, and no other spec books then.
    const startsAt = `${new Date(Date.now() + 45 * 86_400_000).toISOString().slice(0, 10)}T01:40:00Z`;
    const booked = await hostFetch(ANNA, '/api/appointments', { method: 'POST', headers: auth, body: JSON.stringify({ customerId: record!.id, services: [services[0]!.id], startsAt, note: '' }) });
    expect(booked.status).toBe(201);
    appointmentId = (JSON.parse(booked.body) as { id: number }).id;

    let mail: OutboxMessage | undefined;
    await expect
      .poll(
        async () => {
          mail = (await outbox()).find((m) => m.id > seen && m.channel === 'email' && m.recipient === carla.email);
          return mail?.subject ?? '';
        },
        { timeout: 60_000, intervals: [1000] },
      )
      .toMatch(/^Ihr Termin bei .+ ist bestätigt$/);
    expect(mail!.text).toContain('Hallo');

    expect((await hostFetch(ANNA, `/api/appointments/${appointmentId}`, { method: 'DELETE', headers: { authorization: auth.authorization } })).status).toBe(204);
  } finally {
    await stylistContext.close();
    // Carla is Portuguese in the demo data: other specs may read her messages.
    await hostFetch(ANNA, '/api/logged-customer/language', { method: 'PUT', headers: carlaAuth, body: JSON.stringify({ language: 'pt' }) });
  }
  expect(problems.pageErrors).toEqual([]);
});
