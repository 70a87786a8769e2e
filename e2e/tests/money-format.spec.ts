import type { Page } from '@playwright/test';
import { apiToken } from '../support/api-token';
import { expect, test } from '../support/fixtures';
import { signInAsStylist } from '../support/sign-in';
import { webText } from '../support/web-text';

/**
 * Issue #29 (2): one way to write money. Anna works in Germany in euros (seed); read in German, the
 * same price is written the same way — `32,00 €` for her men's cut — on the public page, the confirm
 * step, her appointment page and (for the dashboard's own figures) her dashboard. No dollar sign
 * anywhere.
 */
const de = (namespace: string, key: string) => webText('de', namespace, key);
const ANNA = 'anna.chairly.localhost';
const SERVICE = "Men's cut";
const PRICE = /^32,00\s€$/;
/** An amount as Intl writes euros for a German reader; spaces compared loosely (ICU versions differ). */
const euros = (amount: number) => new Intl.NumberFormat('de', { style: 'currency', currency: 'EUR' }).format(amount).replace(/\s/g, ' ');
const loose = (text: string | null) => (text ?? '').replace(/\s/g, ' ').trim();

/** The app on every host this page visits speaks German (the saved choice, as the language menu stores it). */
const inGerman = (page: Page) => page.addInitScript(() => localStorage.setItem('chairly.lang', 'de'));

test('a price of Anna (EUR) reads 32,00 € in German on the public page, the confirm step, her appointment and her dashboard', async ({
  page,
  browser,
  urls,
  signIn,
  hostFetch,
  problems,
}) => {
  test.setTimeout(150_000);
  const annaUrl = urls.stylistUrl('anna');

  // The customer, in German: the public page and the confirm step.
  await signIn.customer('anna');
  await inGerman(page);
  await page.goto(`${annaUrl}/services/book`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  // Her men's cut is the only service at 32.
  await expect(page.getByText(PRICE)).toBeVisible();
  await page.getByRole('checkbox', { name: SERVICE, exact: true }).click();
  await page.getByRole('link', { name: de('booking', 'bar.chooseTime') }).click();
  const days = page.getByRole('group', { name: de('booking', 'dateStep.days') });
  await expect(days).not.toHaveAttribute('aria-busy', 'true');
  // The first day after today with free times (today's first ones are overtaken by the clock).
  await days.getByRole('button').and(page.locator(':enabled:not(:first-child)')).first().click();
  await page.locator('section[aria-labelledby="times-title"] button').first().click();
  await page.getByRole('button', { name: de('booking', 'dateStep.continue') }).click();
  await page.waitForURL(/\/services\/book\/confirm$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: de('booking', 'confirm.title') })).toBeVisible();
  // The service's line and the total of the summary.
  await expect(page.getByText(PRICE).first()).toBeVisible();
  expect(await page.getByText(PRICE).count()).toBeGreaterThanOrEqual(2);
  await expect(page.locator('body')).not.toContainText('$');
  const selection = await page.evaluate(() => sessionStorage.getItem('chairly.booking.selection'));
  const appointmentId = (JSON.parse(selection ?? '{}') as { hold?: { appointmentId?: number } }).hold?.appointmentId;
  expect(appointmentId).toBeGreaterThan(0);

  // Anna, in German, in a browser of her own: the held appointment and her dashboard.
  const context = await browser.newContext({ locale: 'en-US' });
  const stylist = await context.newPage();
  try {
    await signInAsStylist(stylist, urls, 'anna');
    const headers = { authorization: `Bearer ${await apiToken(stylist)}` };
    await inGerman(stylist);
    await stylist.goto(`${annaUrl}/apps/appointment/${appointmentId}/show`);
    await expect(stylist.locator('html')).toHaveAttribute('lang', 'de');
    await expect(stylist.getByTestId('appointment-amount')).toHaveText(PRICE);
    await expect(stylist.getByRole('cell', { name: PRICE })).toBeVisible();

    await stylist.goto(`${annaUrl}/apps/dashboard`);
    const stat = JSON.parse((await hostFetch(ANNA, '/api/dashboard/statistics/appointments-sum-amount-booked-today', { headers })).body) as { value: number };
    const value = stylist.getByTestId('stat-amount-booked-today-value');
    await expect(value).toHaveText(/€$/);
    expect(loose(await value.textContent())).toBe(euros(stat.value));
    await expect(stylist.getByTestId('by-numbers')).not.toContainText('$');
    // The hold is let go, so the other specs find Anna's times as before.
    expect((await hostFetch(ANNA, `/api/appointments/${appointmentId}`, { method: 'DELETE', headers })).status).toBe(204);
  } finally {
    await context.close();
  }
  expect(problems.pageErrors).toEqual([]);
});
