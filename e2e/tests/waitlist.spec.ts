import { SANDBOX_TEST_CARDS } from '@chairly/shared/payments/test-cards';
import { expect, test } from '../support/fixtures';
import { en } from '../support/web-text';
import { signInAsStylist } from '../support/sign-in';
import { addSandboxCard, b } from './booking-steps';
import { apiToken } from '../support/api-token';
import { blockingViolations } from '../support/axe';

const w = (key: string) => en('waitlist', key);
const ANNA = 'anna.chairly.localhost';
const DAY_MS = 86_400_000;

/** `+01:00` of a zone at a date's noon. */
function offsetOf(date: string, timeZone: string): string {
  const name = new Intl.DateTimeFormat('en', { timeZone, timeZoneName: 'longOffset' }).formatToParts(new Date(`${date}T12:00:00Z`)).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  return name === 'GMT' ? '+00:00' : name.replace('GMT', '');
}

test('a customer joins the waitlist for a full day, the stylist cancels that day, the message’s link books the freed time', async ({ browser, page, urls, signIn, hostFetch, problems }) => {
  test.setTimeout(180_000);
  // The stylist's side through her API: a day 20–40 days ahead with 10:00 free for her first
  // public service, made full (blocked but 10:00 for its length, which is booked).
  await signIn.stylist('anna');
  const auth = { authorization: `Bearer ${await apiToken(page)}`, 'content-type': 'application/json' };
  const services = JSON.parse((await hostFetch(ANNA, '/api/public/services')).body)['hydra:member'] as { id: number; name: string; duration: number }[];
  const service = services[0]!;
  let date = '';
  let timeZone = 'UTC';
  for (let days = 20; days < 40 && !date; days++) {
    const candidate = new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10);
    const res = await hostFetch(ANNA, `/api/public/services/duration/${service.duration}/available-dates/period/${candidate}/${candidate}?services=${service.id}`);
    const body = JSON.parse(res.body) as { timeZone: string; dates: { date: string; times: string[] }[] };
    if (body.dates.some((d) => d.date === candidate && d.times.includes('10:00'))) [date, timeZone] = [candidate, body.timeZone];
  }
  expect(date).not.toBe('');
  const offset = offsetOf(date, timeZone);
  const at = (time: string, day = date) => `${day}T${time}:00${offset}`;
  const endMinutes = 600 + service.duration;
  const end = `${String(Math.floor(endMinutes / 60)).padStart(2, '0')}:${String(endMinutes % 60).padStart(2, '0')}`;
  const nextDay = new Date(Date.parse(`${date}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);
  const post = (path: string, body: unknown) => hostFetch(ANNA, path, { method: 'POST', headers: auth, body: JSON.stringify(body) });
  expect((await post('/api/blocked_times', { startsAt: at('00:00'), endsAt: at('10:00'), note: 'waitlist e2e' })).status).toBe(201);
  expect((await post('/api/blocked_times', { startsAt: at(end), endsAt: at('00:00', nextDay), note: 'waitlist e2e' })).status).toBe(201);
  const customers = JSON.parse((await hostFetch(ANNA, '/api/customers?itemsPerPage=10', { headers: auth })).body)['hydra:member'] as { id: number }[];
  const booked = await post('/api/appointments', { customerId: customers[0]!.id, services: [service.id], startsAt: at('10:00'), note: '' });
  expect(booked.status).toBe(201);
  const appointmentId = (JSON.parse(booked.body) as { id: number }).id;
  const free = JSON.parse((await hostFetch(ANNA, `/api/public/services/duration/${service.duration}/available-dates/period/${date}/${date}?services=${service.id}`)).body) as { dates: { times: string[] }[] };
  expect(free.dates.flatMap((d) => d.times)).toEqual([]);

  // The customer: the date step has nothing that day, so she joins the waitlist for it.
  await page.context().clearCookies();
  await signIn.customer('anna');
  await page.goto(`${urls.stylistUrl('anna')}/services/book`);
  await page.getByRole('checkbox', { name: new RegExp(service.name) }).first().click();
  await page.getByRole('link', { name: b('bar.chooseTime') }).click();
  await expect(page.getByText(/^Times in /)).toBeVisible();
  await page.getByRole('button', { name: w('join.open') }).click();
  await page.getByRole('textbox', { name: w('join.from'), exact: true }).fill(date);
  await page.getByRole('textbox', { name: w('join.to'), exact: true }).fill(date);
  await expect(page.getByRole('checkbox', { name: w('timesOfDay.morning') })).toBeChecked();
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByRole('button', { name: w('join.submit') }).click();
  await expect(page.getByText(w('join.done'))).toBeVisible();

  // The stylist cancels the appointment of that day on its page, in her own browser.
  const stylistContext = await browser.newContext();
  try {
    const stylist = await stylistContext.newPage();
    await signInAsStylist(stylist, urls, 'anna');
    // Her waitlist screen (paged, issue #33) lists the customer who just joined, with its count.
    await stylist.goto(`${urls.stylistUrl('anna')}/apps/waitlist`);
    await expect(stylist.getByTestId('waitlist-row').first()).toBeVisible();
    await expect(stylist.getByTestId('list-summary')).toHaveText(new RegExp(`^${w('stylist.summary').replace(/\{\{\w+\}\}/g, '\\d+')}$`));
    expect(await blockingViolations(stylist)).toEqual([]);
    await stylist.goto(`${urls.stylistUrl('anna')}/apps/appointment/${appointmentId}/show`);
    await stylist.getByRole('button', { name: en('appointments', 'actions.cancel') }).click();
    const confirm = stylist.getByRole('dialog', { name: en('appointments', 'confirm.cancelTitle') });
    await confirm.getByRole('button', { name: en('appointments', 'actions.cancel') }).click();
    await expect(stylist.getByText(en('appointments', 'toast.cancel'))).toBeVisible();
    await expect(stylist.locator('[data-state="cancelled"]').first()).toBeVisible();
  } finally {
    await stylistContext.close();
  }

  // The dev outbox holds the message with the link to that exact time.
  const linkPart = `/services/waitlist/offer?services=${service.id}&date=${date}&time=10:00`;
  let link = '';
  await expect
    .poll(
      async () => {
        const outbox = JSON.parse((await hostFetch(urls.baseDomain, '/dev/outbox.json')).body) as { messages: { channel: string; text: string }[] };
        const message = outbox.messages.find((m) => m.channel === 'email' && m.text.includes(linkPart));
        link = message ? (/https?:\/\/\S+\/services\/waitlist\/offer\?\S+/.exec(message.text)?.[0] ?? '') : '';
        return link;
      },
      { timeout: 60_000, intervals: [1000] },
    )
    .toContain(linkPart);

  // She follows it and books the time.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: w('offer.title') })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByRole('button', { name: w('offer.book') }).click();
  await page.waitForURL(/\/services\/book\/confirm$/);
  await addSandboxCard(page, SANDBOX_TEST_CARDS.succeeds);
  await expect(page.getByRole('radio', { checked: true })).toHaveAccessibleName(/VISA •••• 4242/);
  await page.getByRole('button', { name: b('confirm.submit') }).click();
  await page.waitForURL(/\/services\/book\/success\?uuid=/);

  // Her waitlist entry is done: booked, beside her bookings.
  await page.goto(`${urls.stylistUrl('anna')}/services/bookings`);
  await expect(page.getByRole('heading', { name: w('mine.title') })).toBeVisible();
  await expect(page.getByTestId('waitlist-entry').filter({ hasText: w('state.booked') }).first()).toBeVisible();

  // Following the link again: the time has gone, she is told so.
  await page.goto(link);
  await page.getByRole('button', { name: w('offer.book') }).click();
  await expect(page.getByText(w('offer.gone'))).toBeVisible();
  expect(problems.pageErrors).toEqual([]);
});
