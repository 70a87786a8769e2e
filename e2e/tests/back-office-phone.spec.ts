import { readFile } from 'node:fs/promises';
import type { Download, Page, TestInfo } from '@playwright/test';
import { blockingViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { registerNewStylist } from '../support/register-stylist';
import { en, webText } from '../support/web-text';
import { PHONE } from './booking-steps';

/**
 * Issue #31.6–9 on a 375 px phone in English, German and Portuguese: the back-office lists as cards
 * (every column there, Edit and Delete on screen, no sideways scroll), the dashboard's way to every
 * section and its whole badges, a new stylist's checklist and QR code, and a paying stylist's plan.
 */
const LANGUAGES = ['en', 'de', 'pt'] as const;
/** A 2 × 2 PNG: her profile picture. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWO4k1JxJ6WCAUIBADG+BuF+PUDAAAAAAElFTkSuQmCC',
  'base64',
);

test.use({ viewport: PHONE });

async function snap(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}

async function useLanguage(page: Page, language: string) {
  await page.evaluate((lang) => localStorage.setItem('chairly.lang', lang), language);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A button's label made from a template with `{{name}}` ("Edit {{name}}", "{{name}} bearbeiten"), for any name. */
const labelled = (template: string) => new RegExp(`^${template.split('{{name}}').map(escape).join('.+')}$`);

/** Nothing on the page reaches past the screen's right edge. */
async function expectNoSidewaysScroll(page: Page, what: string) {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  expect(widths.page, `${what}: the page scrolls sideways`).toBeLessThanOrEqual(widths.viewport);
}

/** The control lies wholly on screen. */
async function expectOnScreen(page: Page, control: ReturnType<Page['getByRole']>, what: string) {
  await expect(control).toBeVisible();
  const box = await control.boundingBox();
  expect(box, what).not.toBeNull();
  expect(box!.x, `${what} starts off screen`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what} ends off screen`).toBeLessThanOrEqual(PHONE.width);
}

const LISTS = [
  { ns: 'services', path: '/apps/services/list', labels: ['columns.duration', 'columns.public', 'columns.price'], actions: true },
  { ns: 'customers', path: '/apps/customers/list', labels: ['columns.lastName', 'columns.email', 'columns.phone'], actions: true },
  { ns: 'appointments', path: '/apps/appointments/list', labels: ['columns.customer', 'columns.amount', 'columns.state'], actions: false },
] as const;

test('on a phone, the services, customers and appointments lists are cards with every value and their actions on screen', async ({ page, urls, signIn, problems }, testInfo) => {
  test.setTimeout(150_000);
  await signIn.stylist('anna');
  const anna = urls.stylistUrl('anna');
  await page.goto(`${anna}/apps/services/list`);
  for (const language of LANGUAGES) {
    await useLanguage(page, language);
    for (const list of LISTS) {
      const text = (key: string) => webText(language, list.ns, key);
      await page.goto(`${anna}${list.path}`);
      const card = page.getByTestId('list-cards').getByRole('listitem').first();
      await expect(card).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('table')).toHaveCount(0);
      // The sortable columns' headers are gone with the table: buttons above the cards sort instead.
      await expect(page.getByRole('group', { name: webText(language, 'common', 'list.sortBy') })).toBeVisible();
      for (const label of list.labels) await expect(card.getByRole('term').filter({ hasText: text(label) })).toBeVisible();
      if (list.actions) {
        await expectOnScreen(page, card.getByRole('link', { name: labelled(text('editLabel')) }), `${language} ${list.ns} Edit`);
        await expectOnScreen(page, card.getByRole('button', { name: labelled(text('deleteLabel')) }), `${language} ${list.ns} Delete`);
      } else {
        // An appointment's card opens it from its start.
        await expectOnScreen(page, card.getByRole('link').first(), `${language} appointment link`);
      }
      await expectNoSidewaysScroll(page, `${language} ${list.ns}`);
      expect(await blockingViolations(page)).toEqual([]);
      await snap(page, testInfo, `phone-${language}-${list.ns}`);
    }
    // Edit is reachable: it opens the service's form.
    await page.goto(`${anna}/apps/services/list`);
    await page.getByTestId('list-cards').getByRole('link', { name: labelled(webText(language, 'services', 'editLabel')) }).first().click();
    await expect(page).toHaveURL(/\/apps\/services\/\d+\/edit$/);
  }
  expect(problems.pageErrors).toEqual([]);
});

test('on a phone, the dashboard leads to every section and its state badges are whole', async ({ page, urls, signIn, problems }, testInfo) => {
  test.setTimeout(90_000);
  await signIn.stylist('anna');
  const anna = urls.stylistUrl('anna');
  await page.goto(`${anna}/apps/dashboard`);
  for (const language of LANGUAGES) {
    await useLanguage(page, language);
    await page.goto(`${anna}/apps/dashboard`);
    const sections = page.getByRole('navigation', { name: webText(language, 'dashboard', 'sections') });
    for (const key of ['calendar', 'appointments', 'customers', 'services', 'reviews', 'settings'])
      await expectOnScreen(page, sections.getByRole('link', { name: new RegExp(`^${webText(language, 'nav', key)}`) }), `${language} ${key}`);
    // Anna has services, hours and a payment account: the checklist ticks them from her data.
    for (const step of ['services', 'hours', 'payment']) await expect(page.getByTestId(`setup-step-${step}`)).toHaveAttribute('data-done', 'true');
    await expect(page.getByTestId('trend-chart').locator('.recharts-bar-rectangle').first()).toBeAttached({ timeout: 20_000 });
    await expect(page.getByTestId('trend-chart').locator('.recharts-line')).toHaveCount(0);
    // Once both schedules are in, no state badge is cut ("B." for "Booked").
    for (const day of ['schedule-today', 'schedule-tomorrow']) await expect(page.getByTestId(day).locator('.mantine-Skeleton-root')).toHaveCount(0, { timeout: 20_000 });
    const badges = page.locator('[data-testid^="schedule-"] .mantine-Badge-label');
    const cut = await badges.evaluateAll((labels) => labels.filter((label) => label.scrollWidth > label.clientWidth).map((label) => label.textContent));
    expect(cut, `${language}: cut badges`).toEqual([]);
    await expectNoSidewaysScroll(page, `${language} dashboard`);
    expect(await blockingViolations(page)).toEqual([]);
    await snap(page, testInfo, `phone-${language}-dashboard`);
  }
  await page.getByRole('navigation', { name: webText('pt', 'dashboard', 'sections') }).getByRole('link', { name: new RegExp(`^${webText('pt', 'nav', 'customers')}`) }).click();
  await expect(page).toHaveURL(/\/apps\/customers\/list/);

  // Her plan on the plans page (issue #31.9), then the same screens on a desktop: tables there.
  await page.goto(`${anna}/subscription/plans`);
  await expect(page.getByTestId('current-plan-next-payment')).toBeVisible({ timeout: 20_000 });
  expect(await blockingViolations(page)).toEqual([]);
  await snap(page, testInfo, 'phone-pt-plans');
  await page.setViewportSize({ width: 1280, height: 800 });
  await useLanguage(page, 'en');
  for (const [name, path] of [['dashboard', '/apps/dashboard'], ['plans', '/subscription/plans'], ['services', '/apps/services/list'], ['settings', '/apps/stylist/setting']] as const) {
    await page.goto(`${anna}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    if (name === 'services') await expect(page.locator('table tbody tr:not([aria-hidden])').first()).toBeVisible();
    if (name === 'dashboard') await expect(page.getByTestId('trend-chart').locator('.recharts-bar-rectangle').first()).toBeAttached({ timeout: 20_000 });
    await snap(page, testInfo, `desktop-en-${name}`);
  }
  expect(problems.pageErrors).toEqual([]);
});

async function bytesOf(download: Download): Promise<Buffer> {
  const path = await download.path();
  return readFile(path);
}

test('a new stylist sees her checklist, downloads her QR code as PNG and SVG, the share step ticks itself, and her page gets a link preview', async ({ page, urls, hostFetch, problems }, testInfo) => {
  test.setTimeout(120_000);
  const subdomain = await registerNewStylist(page, urls, 'Neu Studio');
  const home = urls.stylistUrl(subdomain);
  await page.goto(`${home}/subscription/plans`);
  await page.getByTestId('plan-monthly').getByRole('button', { name: en('subscription', 'plans.startTrial').replace('{{days}}', '14') }).click();
  await expect(page).toHaveURL(`${home}/apps/dashboard`, { timeout: 20_000 });

  for (const language of LANGUAGES) {
    await useLanguage(page, language);
    await page.goto(`${home}/apps/dashboard`);
    const checklist = page.getByTestId('setup-checklist');
    await expect(checklist.getByRole('heading', { name: webText(language, 'dashboard', 'setup.title') })).toBeVisible({ timeout: 20_000 });
    for (const step of ['services', 'hours', 'payment', 'share']) await expect(checklist.getByTestId(`setup-step-${step}`)).toHaveAttribute('data-done', 'false');
    await expect(checklist.getByRole('link', { name: webText(language, 'dashboard', 'setup.steps.hours') })).toHaveAttribute('href', '/apps/stylist/setting?activeTab=open-hours');
    await expectNoSidewaysScroll(page, `${language} new dashboard`);
    expect(await blockingViolations(page)).toEqual([]);
    await snap(page, testInfo, `phone-${language}-new-stylist-dashboard`);
  }

  await useLanguage(page, 'en');
  await page.goto(`${home}/apps/dashboard`);
  const panel = page.getByTestId('share-booking-page');
  await expect(panel.getByRole('textbox', { name: en('settings', 'share.link') })).toHaveValue(`${home}/services/book`);
  await expect(panel).toContainText(`href="${home}/services/book"`);

  const [png] = await Promise.all([page.waitForEvent('download'), panel.getByRole('link', { name: en('settings', 'share.downloadPng') }).click()]);
  expect(png.suggestedFilename()).toBe(`${subdomain}-booking-qr.png`);
  expect((await bytesOf(png)).subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const [svg] = await Promise.all([page.waitForEvent('download'), panel.getByRole('link', { name: en('settings', 'share.downloadSvg') }).click()]);
  expect(svg.suggestedFilename()).toBe(`${subdomain}-booking-qr.svg`);
  expect((await bytesOf(svg)).toString('utf8')).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  // Downloading her code is sharing her page: the step ticks itself.
  await expect(page.getByTestId('setup-step-share')).toHaveAttribute('data-done', 'true');
  await snap(page, testInfo, 'phone-en-share-panel');

  // With her picture, a shared link to her booking page shows a card: Open Graph and Twitter tags in
  // the page the server renders for a signed-out visitor (a link preview's crawler).
  await page.goto(`${home}/apps/stylist/setting`);
  await page.locator('input[type=file]').first().setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByTestId('profile-image-preview')).toHaveAttribute('src', /\/api\/images\/profile-/);
  const shared = await hostFetch(new URL(home).hostname, '/services/book', { headers: { 'accept-language': 'de' } });
  expect(shared.status).toBe(200);
  const head = shared.body.slice(0, shared.body.indexOf('</head>'));
  const title = webText('de', 'booking', 'page.documentTitle').replace('{{name}}', 'Neu Studio');
  expect(head).toContain(`<meta property="og:title" content="${title}" />`);
  expect(head).toContain(`<meta property="og:url" content="${home}/services/book" />`);
  expect(head).toMatch(new RegExp(`<meta property="og:image" content="${home.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}/api/images/profile-[^"]+" />`));
  expect(head).toContain('<meta name="twitter:card" content="summary_large_image" />');
  expect(problems.pageErrors).toEqual([]);
});
