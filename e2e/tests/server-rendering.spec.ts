import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { literal } from '../support/text';
import { en, webText } from '../support/web-text';

// The landing page and a stylist's booking page are rendered by the API for signed-out visitors
// (docs/decisions.md D13): readable before any script runs, then taken over by the browser.

/** Marks the page's first <h1> as it arrives, before any script runs (to tell hydration from a redraw). */
async function markServerHeading(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const heading = document.querySelector<HTMLElement & { fromServer?: boolean }>('h1');
      if (heading) heading.fromServer = true;
    });
  });
}

async function hydrated(page: Page) {
  await expect
    .poll(() => page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer'))))
    .toBe(true);
}

test.describe('server-rendered public pages', () => {
  test('are readable with scripts turned off: the pitch, the stylist, her services and prices', async ({ browser, urls }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${urls.rootUrl}/`);
    await expect(page).toHaveTitle(en('landing', 'documentTitle'));
    await expect(page.getByRole('heading', { level: 1, name: literal(en('landing', 'hero.title')) })).toBeVisible();
    const signUp = page.getByRole('link', { name: en('landing', 'cta.startTrial') });
    expect(new URL((await signUp.getAttribute('href')) ?? '', page.url()).href).toBe(`${urls.appUrl}/register`);

    await page.goto(`${urls.stylistUrl('anna')}/services/book`);
    await expect(page).toHaveTitle("Anna's Beauty Studio – book online");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Prenzlauer Berg/);
    await expect(page.getByRole('heading', { level: 1, name: "Anna's Beauty Studio" })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: en('booking', 'page.services') })).toBeVisible();
    await expect(page.getByText("Men's cut", { exact: true })).toBeVisible();
    await expect(page.getByText('€32.00')).toBeVisible();
    await expect(page.getByRole('heading', { name: en('booking', 'page.openHours') })).toBeVisible();
    await context.close();
  });

  test('the browser takes the booking page over without redrawing it, and booking starts as usual', async ({ page, urls, problems }) => {
    await markServerHeading(page);
    await page.goto(`${urls.stylistUrl('anna')}/services/book`);
    await hydrated(page);
    await page.getByRole('checkbox', { name: /Men's cut/ }).click();
    await expect(page.getByRole('link', { name: en('booking', 'bar.chooseTime') })).toBeVisible();
    // Same <h1> element as the server sent: hydrated, not replaced.
    expect(await page.evaluate(() => (document.querySelector('h1') as HTMLElement & { fromServer?: boolean }).fromServer)).toBe(true);
    await page.getByRole('link', { name: en('booking', 'bar.chooseTime') }).click();
    await expect(page).toHaveURL(/\/services\/book\/date-time$/);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('presses made before the app arrives are held, then made again: nothing is lost or half-done', async ({ page, urls, problems }) => {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/index-*.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto(`${urls.stylistUrl('anna')}/services/book`, { waitUntil: 'domcontentloaded' });
    const service = page.getByRole('checkbox', { name: /Men's cut/ });
    await service.click();
    // Not ticked by the browser alone: the app would not know of it.
    await expect(service).not.toBeChecked();
    await page.getByRole('button', { name: en('common', 'language.label') }).click();

    release();
    await expect(service).toBeChecked();
    await expect(page.getByText('1 service selected')).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Deutsch' })).toBeVisible();
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('the landing page hydrates cleanly and its language menu works', async ({ page, urls, problems }) => {
    await markServerHeading(page);
    await page.goto(`${urls.rootUrl}/`);
    await hydrated(page);
    await page.getByRole('button', { name: en('common', 'language.label') }).click();
    await page.getByRole('menuitem', { name: 'Deutsch' }).click();
    await expect(page.getByRole('heading', { level: 1, name: literal(webText('de', 'landing', 'hero.title')) })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    expect(await page.evaluate(() => (document.querySelector('h1') as HTMLElement & { fromServer?: boolean }).fromServer)).toBe(true);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('speak the visitor’s language from the first byte: browser languages, then the saved choice', async ({ browser, urls, hostFetch }) => {
    const german = await hostFetch('anna.chairly.localhost', '/services/book', { headers: { 'accept-language': 'de-DE,de;q=0.9' } });
    expect(german.status).toBe(200);
    expect(german.body).toContain('<html lang="de"');
    expect(german.body).toContain(`>${webText('de', 'booking', 'page.services')}</h2>`);
    const saved = await hostFetch('chairly.localhost', '/', { headers: { 'accept-language': 'de', cookie: 'lang=pt' } });
    expect(saved.body).toContain('<html lang="pt"');

    const context = await browser.newContext({ locale: 'fr-FR' });
    const page = await context.newPage();
    await page.goto(`${urls.stylistUrl('anna')}/services/book`);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 2, name: webText('fr', 'booking', 'page.services') })).toBeVisible();
    await context.close();
  });

  test('a visitor with a session gets the app rendered in the browser, as every other page', async ({ hostFetch }) => {
    const anonymous = await hostFetch('anna.chairly.localhost', '/services/book');
    expect(anonymous.body).toContain('id="chairly-ssr"');
    const signedIn = await hostFetch('anna.chairly.localhost', '/services/book', { headers: { cookie: 'signed_in=1' } });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).not.toContain('id="chairly-ssr"');
    expect(signedIn.body).toContain('boot-splash');
    const backOffice = await hostFetch('anna.chairly.localhost', '/apps/services/list');
    expect(backOffice.body).not.toContain('id="chairly-ssr"');
  });
});
