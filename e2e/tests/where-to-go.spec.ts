import fs from 'node:fs';
import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';
import { DEMO_ACCOUNTS } from '@chairly/shared/demo';
import { apiToken } from '../support/api-token';
import { blockingViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { signInAsCustomer, signInAsStylist } from '../support/sign-in';
import { en, webText } from '../support/web-text';
import { PHONE } from './booking-steps';

/**
 * Issue #31.3, 4, 5 on a 375 px phone: the customer's success and booking pages and My bookings
 * name the salon with a map link and phone, in English, German and Portuguese; the stylist's
 * appointment page links the customer's e-mail and phone and offers Move, Edit and Book again; a
 * repeated series sends the customer one message and the stylist none.
 */
const LANGUAGES = ['en', 'de', 'pt'] as const;
const ANNA = 'anna.chairly.localhost';
const ANNA_SALON = { name: "Anna's Beauty Studio", street: 'Kastanienallee 12' };
const DESKTOP = { width: 1280, height: 900 };

// The identity provider's sign-in page has no favicon (a 404), as in the other booking specs.
test.use({ viewport: PHONE, ignoredErrors: [/favicon\.ico/] });

/** A screenshot in the test's output, and in SHOTS_DIR when set (looked at before a layout change lands). */
async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  const dir = process.env.SHOTS_DIR;
  if (dir) {
    fs.mkdirSync(dir, { recursive: true });
    fs.copyFileSync(file, path.join(dir, `${name}.png`));
  }
}

async function inLanguage(page: Page, language: string) {
  await page.evaluate((lang) => localStorage.setItem('chairly.lang', lang), language);
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

test('success, booking detail and My bookings name the salon with a map link and phone, in en, de and pt; each stylist’s own', async ({ page, browser, urls, signIn, problems }, testInfo) => {
  test.setTimeout(150_000);
  await signIn.customer('anna');
  for (const language of LANGUAGES) {
    const b = (key: string) => webText(language, 'booking', key);
    await page.goto(`${urls.stylistUrl('anna')}/services/bookings`);
    await inLanguage(page, language);
    await page.getByRole('tab', { name: b('bookings.past') }).click();
    const row = page.getByTestId('booking-salon').first();
    await expect(row).toContainText(ANNA_SALON.name);
    await expect(row).toContainText(ANNA_SALON.street);
    await shot(page, testInfo, `my-bookings-${language}-phone`);

    await page.locator('li', { has: page.getByTestId('booking-salon') }).first().getByRole('link').first().click();
    const salon = page.getByRole('region', { name: b('salon.title') });
    await expect(salon).toContainText(ANNA_SALON.name);
    const map = salon.getByRole('link', { name: b('salon.map') });
    await expect(map).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\/search\?query=Kastanienallee%2012/);
    await expect(salon.getByRole('link', { name: /030/ })).toHaveAttribute('href', 'tel:+49301234567');
    await shot(page, testInfo, `booking-detail-${language}-phone`);

    const uuid = new URL(page.url()).pathname.split('/').at(-1)!;
    await page.goto(`${urls.stylistUrl('anna')}/services/book/success?uuid=${uuid}`);
    await expect(page.getByRole('region', { name: b('salon.title') }).getByRole('link', { name: b('salon.map') })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    await shot(page, testInfo, `success-${language}-phone`);
  }
  await page.setViewportSize(DESKTOP);
  await shot(page, testInfo, 'success-pt-desktop');

  // Carla books with two stylists: on bella's page (a tab of its own) her bookings name bella's salon.
  const atBella = await browser.newPage({ viewport: PHONE });
  await signInAsCustomer(atBella, urls, 'bella');
  await atBella.getByRole('tab', { name: en('booking', 'bookings.past') }).click();
  await expect(atBella.getByTestId('booking-salon').first()).toContainText('Bella Nails & Lashes');
  await expect(atBella.getByTestId('booking-salon').filter({ hasText: ANNA_SALON.name })).toHaveCount(0);
  await atBella.close();
  expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
});

test.describe('the stylist', () => {
  /** A new appointment of carla's with anna, far ahead (no seeded appointment, no other spec's). */
  async function carlasAppointment(page: Page, hostFetch: (host: string, path: string, options?: object) => Promise<{ status: number; body: string }>, retry: number) {
    const auth = { authorization: `Bearer ${await apiToken(page)}`, 'content-type': 'application/json' };
    const customers = JSON.parse((await hostFetch(ANNA, '/api/customers?itemsPerPage=50', { headers: auth })).body)['hydra:member'] as { id: number; email: string }[];
    const carla = customers.find((c) => c.email === DEMO_ACCOUNTS.carla.email)!;
    const services = JSON.parse((await hostFetch(ANNA, '/api/public/services')).body)['hydra:member'] as { id: number }[];
    const day = new Date(Date.now() + (520 + retry * 3) * 86_400_000).toISOString().slice(0, 10);
    const res = await hostFetch(ANNA, '/api/appointments', { method: 'POST', headers: auth, body: JSON.stringify({ customerId: carla.id, services: [services[0]!.id], startsAt: `${day}T09:00:00Z`, note: '' }) });
    expect(res.status).toBe(201);
    return { id: (JSON.parse(res.body) as { id: number }).id, day, auth, carla, services };
  }

  test('the appointment page links e-mail, phone and text, and moves, edits and books again', async ({ page, urls, hostFetch, signIn, problems }, testInfo) => {
    test.setTimeout(120_000);
    const a = (key: string) => en('appointments', key);
    await signIn.stylist('anna');
    const { id, day } = await carlasAppointment(page, hostFetch, testInfo.retry);
    await page.goto(`${urls.stylistUrl('anna')}/apps/appointment/${id}/show`);
    await expect(page.getByRole('link', { name: DEMO_ACCOUNTS.carla.email })).toHaveAttribute('href', `mailto:${DEMO_ACCOUNTS.carla.email}`);
    await expect(page.getByRole('link', { name: /912/ })).toHaveAttribute('href', 'tel:+351912345678');
    await expect(page.getByRole('link', { name: a('detail.sendSms') })).toHaveAttribute('href', 'sms:+351912345678');
    expect(await blockingViolations(page)).toEqual([]);
    await shot(page, testInfo, 'appointment-page-phone');

    // Edit: the note (services as they are).
    await page.getByRole('button', { name: a('actions.edit') }).click();
    const edit = page.getByRole('dialog', { name: a('change.editTitle') });
    await edit.getByRole('textbox', { name: a('change.note') }).fill('Bring the colour card');
    await shot(page, testInfo, 'appointment-edit-phone');
    await edit.getByRole('button', { name: a('change.save') }).click();
    await expect(page.getByText(a('change.saved'))).toBeVisible();
    await expect(page.locator('p', { hasText: 'Bring the colour card' })).toBeVisible();

    // Move: an hour later the same day.
    await page.getByRole('button', { name: a('actions.move') }).click();
    const move = page.getByRole('dialog', { name: a('change.moveTitle') });
    const start = move.getByLabel(a('change.start'));
    const later = (await start.inputValue()).replace(/T(\d{2})/, (_, h: string) => `T${String(Number(h) + 1).padStart(2, '0')}`);
    await start.fill(later);
    await move.getByRole('button', { name: a('change.save') }).click();
    await expect(page.getByText(a('change.moved'))).toBeVisible();
    await expect(move).toBeHidden();
    expect(later.startsWith(day)).toBe(true);

    // Book again: the calendar's New appointment, for carla and the same service.
    await page.getByRole('link', { name: a('actions.bookAgain') }).click();
    const c = (key: string) => en('calendar', key);
    const form = page.getByRole('dialog', { name: c('form.title') });
    await expect(form).toBeVisible();
    await expect(form.getByLabel(c('form.customer'))).toHaveValue(/Carla/);
    await expect(form.locator('.mantine-Pill-label')).toHaveCount(1);
    await shot(page, testInfo, 'book-again-phone');
    await page.setViewportSize(DESKTOP);
    await page.goto(`${urls.stylistUrl('anna')}/apps/appointment/${id}/show`);
    await expect(page.getByRole('button', { name: a('actions.move') })).toBeVisible();
    await shot(page, testInfo, 'appointment-page-desktop');
    expect(problems.pageErrors).toEqual([]);
  expect(problems.consoleErrors).toEqual([]);
  });

  test('a series sends the customer one message with every date, and the stylist none', async ({ page, urls, hostFetch }, testInfo) => {
    test.setTimeout(120_000);
    await signInAsStylist(page, urls, 'anna');
    const token = await apiToken(page);
    const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
    type OutboxMessage = { id: number; channel: string; recipient: string; subject: string; text: string; attachments: { filename: string; content: string }[] };
    const outbox = async () => (JSON.parse((await hostFetch(urls.baseDomain, '/dev/outbox.json')).body) as { messages: OutboxMessage[] }).messages;
    const seen = Math.max(0, ...(await outbox()).map((m) => m.id));
    const customers = JSON.parse((await hostFetch(ANNA, '/api/customers?itemsPerPage=50', { headers: auth })).body)['hydra:member'] as { id: number; email: string }[];
    const carla = customers.find((c) => c.email === DEMO_ACCOUNTS.carla.email)!;
    const services = JSON.parse((await hostFetch(ANNA, '/api/public/services')).body)['hydra:member'] as { id: number }[];
    // Three Wednesdays far ahead, a week apart (a retry starts three weeks later).
    const first = new Date(Date.now() + (560 + testInfo.retry * 21) * 86_400_000);
    while (first.getUTCDay() !== 3) first.setUTCDate(first.getUTCDate() + 1);
    const occurrences = [0, 1, 2].map((week) => ({ startsAt: `${new Date(first.getTime() + week * 7 * 86_400_000).toISOString().slice(0, 10)}T10:00:00Z` }));
    const created = await hostFetch(ANNA, '/api/appointments/series', {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ customerId: carla.id, services: [services[0]!.id], note: '', everyWeeks: 1, occurrences }),
    });
    expect(created.status, created.body).toBe(201);
    const uuids = (JSON.parse(created.body) as { appointments: { uuid: string }[] }).appointments.map((a) => a.uuid);

    // Every e-mail since about these appointments (their calendar files name their UIDs).
    const about = async () =>
      (await outbox()).filter((m) => m.id > seen && m.channel === 'email' && m.attachments.some((f) => uuids.some((uid) => f.content.includes(uid))));
    await expect.poll(async () => (await about()).some((m) => m.attachments.some((f) => f.filename === 'appointments.ics')), { timeout: 60_000, intervals: [1000] }).toBe(true);
    const sent = await about();
    expect(sent.map((m) => [m.recipient, m.attachments.map((f) => f.filename)])).toEqual([[DEMO_ACCOUNTS.carla.email, ['appointments.ics']]]);
    for (const uid of uuids) expect(sent[0]!.attachments[0]!.content).toContain(`UID:${uid}`);
    // Nothing to the stylist: she booked the series herself.
    expect((await outbox()).filter((m) => m.id > seen && m.recipient === DEMO_ACCOUNTS.anna.email)).toEqual([]);
    const [series] = sent;
    for (const { startsAt } of occurrences) {
      const day = new Intl.DateTimeFormat('en', { day: 'numeric', timeZone: 'Europe/Berlin' }).format(new Date(startsAt));
      expect(series!.text).toContain(day);
    }
    expect(series!.text.split('\n').filter((line) => line.startsWith('– '))).toHaveLength(3);
  });
});
