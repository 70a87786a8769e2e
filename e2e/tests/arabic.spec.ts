import type { Page } from '@playwright/test';
import { ar, chooseArabic } from '../support/arabic';
import { blockingViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { snap } from '../support/screenshot';
import { PHONE } from './booking-steps';

/**
 * Issue #29.5: Arabic runs right to left (docs/decisions.md D36). The language is chosen the way a
 * device remembers it (the `lang` cookie every subdomain shares), not from the menu: the menu would
 * also save it with the demo account and turn that person's e-mails in other specs into Arabic.
 */

// OpenStreetMap tiles cannot load here; the settings map works without them.
test.use({ ignoredErrors: [/tile\.openstreetmap|ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED|net::ERR_|favicon\.ico/] });

/** The page as a right-to-left reader gets it: `<html lang="ar" dir="rtl">`, nothing wider than the window. */
async function expectRightToLeft(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the page is wider than the window').toBeLessThanOrEqual(0);
}

/** Left edges of elements, in their order in the document. */
const lefts = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((nodes) => nodes.map((node) => node.getBoundingClientRect().left));

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the booking journey in Arabic runs right to left: public page, services, date and time, confirm', async ({ page, urls, signIn, hostFetch, problems }, testInfo) => {
    test.setTimeout(120_000);
    // Signed in first: the identity provider's pages are not under test here.
    await signIn.customer('anna');
    await chooseArabic(page, urls);
    const anna = urls.stylistUrl('anna');

    // The server-rendered public page is already right to left before its scripts run.
    const served = await hostFetch(new URL(anna).hostname, '/services/book', { headers: { cookie: 'lang=ar' } });
    expect(served.body).toMatch(/<html lang="ar" dir="rtl"/);

    await page.goto(`${anna}/services/book`);
    await expect(page.getByRole('heading', { name: ar('booking', 'page.services') })).toBeVisible();
    await expectRightToLeft(page);
    expect(await blockingViolations(page)).toEqual([]);
    await snap(page, testInfo, 'ar-phone-public-page');

    // Her phone number keeps its order inside the Arabic sentence.
    await expect(page.locator('a[href^="tel:"]')).toContainText(/\u2066\+?\d[\d ]+\u2069/);
    await page.getByRole('checkbox').first().click();
    await expect(page.getByRole('checkbox').first()).toBeChecked();
    await page.getByRole('link', { name: ar('booking', 'bar.chooseTime') }).click();

    const days = page.getByRole('radiogroup', { name: ar('booking', 'dateStep.days') });
    await expect(days).not.toHaveAttribute('aria-busy', 'true');
    await expectRightToLeft(page);
    // Days run from the right: each next day stands to the left of the one before.
    const dayLefts = await lefts(page, `[aria-label="${ar('booking', 'dateStep.days')}"] > button`);
    expect(dayLefts.length).toBeGreaterThan(7);
    expect(dayLefts[1]).toBeLessThan(dayLefts[0] ?? 0);
    expect(await blockingViolations(page)).toEqual([]);

    await days.getByRole('radio').and(page.locator(':enabled:not(:first-child)')).first().click();
    const time = page.locator('section[aria-labelledby="times-title"] button').first();
    await time.click();
    await expect(time).toHaveAttribute('aria-pressed', 'true');
    await snap(page, testInfo, 'ar-phone-date-time');
    await page.getByRole('button', { name: ar('booking', 'dateStep.continue') }).click();
    await page.waitForURL(/\/services\/book\/confirm$/);
    await expect(page.getByRole('heading', { name: ar('booking', 'confirm.title') })).toBeVisible();
    await expectRightToLeft(page);
    expect(await blockingViolations(page)).toEqual([]);
    await snap(page, testInfo, 'ar-phone-confirm');
    expect(problems).toEqual({ pageErrors: [], consoleErrors: [] });
  });

  test('the landing page in Arabic is right to left, fits the width and passes axe', async ({ page, urls, problems }, testInfo) => {
    await chooseArabic(page, urls);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectRightToLeft(page);
    expect(await blockingViolations(page)).toEqual([]);
    await snap(page, testInfo, 'ar-phone-landing');
    expect(problems).toEqual({ pageErrors: [], consoleErrors: [] });
  });

  test('the stylist’s calendar in Arabic runs right to left', async ({ page, urls, signIn, problems }, testInfo) => {
    test.setTimeout(90_000);
    await signIn.stylist('anna');
    await chooseArabic(page, urls);
    await page.goto(`${urls.stylistUrl('anna')}/apps/calendar`);
    await expect(page.getByRole('heading', { level: 1, name: ar('calendar', 'title') })).toBeVisible({ timeout: 20_000 });
    await expectRightToLeft(page);
    // FullCalendar's own direction and Arabic words (its locale): "today" is اليوم.
    await expect(page.locator('.fc-direction-rtl, [dir="rtl"] [class*="fc"]').first()).toBeAttached();
    await expect(page.getByRole('button', { name: 'اليوم' })).toBeVisible();
    await expect(page.locator('[role="columnheader"][data-date]').first()).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    await snap(page, testInfo, 'ar-phone-calendar');

    // The menu mirrors too: it opens from the right edge.
    await page.getByRole('button', { name: ar('nav', 'toggleMenu') }).click();
    const nav = page.locator('#stylist-mobile-menu');
    await expect(nav).toBeVisible();
    const box = await nav.boundingBox();
    expect(Math.round((box?.x ?? 0) + (box?.width ?? 0))).toBe(PHONE.width);
    await snap(page, testInfo, 'ar-phone-menu');
    expect(problems).toEqual({ pageErrors: [], consoleErrors: [] });
  });
});

test.describe('on a phone, every back-office screen', () => {
  test.use({ viewport: PHONE });

  test('is right to left, fits the width and passes axe in Arabic', async ({ page, urls, signIn, problems }, testInfo) => {
    test.setTimeout(150_000);
    await signIn.stylist('anna');
    await chooseArabic(page, urls);
    const screens = ['dashboard', 'appointments/list', 'customers/list', 'services/list', 'reviews/list', 'waitlist', 'stylist/setting'];
    for (const screen of screens) {
      await page.goto(`${urls.stylistUrl('anna')}/apps/${screen}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      await expectRightToLeft(page);
      expect(await blockingViolations(page), screen).toEqual([]);
      await snap(page, testInfo, `ar-phone-${screen.replace('/', '-')}`);
    }
    expect(problems).toEqual({ pageErrors: [], consoleErrors: [] });
  });
});

test('on a desktop, the calendar week, the dashboard and the settings in Arabic are mirrored and accessible', async ({ page, urls, signIn, problems }, testInfo) => {
  test.setTimeout(120_000);
  await signIn.stylist('anna');
  await chooseArabic(page, urls);
  await page.goto(`${urls.stylistUrl('anna')}/apps/calendar`);
  await expect(page.getByRole('heading', { level: 1, name: ar('calendar', 'title') })).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('[role="columnheader"][data-date]')).toHaveCount(7);
  await expectRightToLeft(page);
  // The week runs from the right: its first day is the rightmost column.
  const columns = await lefts(page, '[role="columnheader"][data-date]');
  expect(columns[0]).toBeGreaterThan(columns[6] ?? Infinity);
  expect(await blockingViolations(page)).toEqual([]);
  await snap(page, testInfo, 'ar-desktop-calendar');

  // The dashboard's charts mirror: the value axis of the trend stands on the right.
  await page.goto(`${urls.stylistUrl('anna')}/apps/dashboard`);
  await expect(page.getByRole('heading', { level: 1, name: ar('dashboard', 'title') })).toBeVisible({ timeout: 20_000 });
  const trend = page.getByTestId('trend-chart');
  await expect(trend.locator('.recharts-yAxis')).toBeVisible();
  const [chartBox, axisBox] = [await trend.boundingBox(), await trend.locator('.recharts-yAxis').boundingBox()];
  expect(axisBox?.x ?? 0).toBeGreaterThan((chartBox?.x ?? 0) + (chartBox?.width ?? 0) / 2);
  // The services' bars grow leftwards from their names, which stand clear of them on the right.
  const services = page.getByTestId('services-chart');
  const barsRight = Math.max(...(await services.locator('.recharts-bar-rectangle').evaluateAll((bars) => bars.map((bar) => bar.getBoundingClientRect().right))));
  const namesLeft = Math.min(...(await services.locator('.recharts-yAxis text').evaluateAll((names) => names.map((name) => name.getBoundingClientRect().left))));
  expect(namesLeft).toBeGreaterThanOrEqual(barsRight);
  await expectRightToLeft(page);
  expect(await blockingViolations(page)).toEqual([]);
  await snap(page, testInfo, 'ar-desktop-dashboard');

  await page.goto(`${urls.stylistUrl('anna')}/apps/stylist/setting`);
  await expect(page.getByRole('tab', { name: ar('settings', 'tabs.account') })).toHaveAttribute('aria-selected', 'true');
  await expectRightToLeft(page);
  // The tabs stand at the inline start: on the right.
  const tabs = await page.getByRole('tablist').boundingBox();
  expect((tabs?.x ?? 0) + (tabs?.width ?? 0) / 2).toBeGreaterThan(1280 / 2);
  // Her phone number and e-mail address keep their left-to-right order in their fields.
  await expect(page.getByLabel(ar('settings', 'account.fields.businessPhone'))).toHaveCSS('direction', 'ltr');
  await expect(page.getByLabel(ar('settings', 'account.fields.email'))).toHaveCSS('direction', 'ltr');
  await page.getByLabel(ar('settings', 'account.showMap')).check({ force: true });
  const map = page.getByTestId('location-map');
  await expect(map.locator('.ol-zoom')).toBeVisible();
  // The map's zoom buttons follow the page: at its inline start, the right edge.
  const [mapBox, zoomBox] = [await map.boundingBox(), await map.locator('.ol-zoom').boundingBox()];
  expect((zoomBox?.x ?? 0) + (zoomBox?.width ?? 0)).toBeGreaterThan((mapBox?.x ?? 0) + (mapBox?.width ?? 0) * 0.9);
  expect(await blockingViolations(page)).toEqual([]);
  await snap(page, testInfo, 'ar-desktop-settings');
  // "Back to top" waits at the inline end: bottom left.
  await page.mouse.wheel(0, 3000);
  const toTop = page.getByRole('button', { name: ar('common', 'scrollToTop') });
  await expect(toTop).toBeVisible();
  const up = await toTop.boundingBox();
  expect((up?.x ?? 1280) + (up?.width ?? 0)).toBeLessThan(1280 / 2);
  expect(problems).toEqual({ pageErrors: [], consoleErrors: [] });
});
