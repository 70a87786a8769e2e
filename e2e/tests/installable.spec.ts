import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

// Issue #31 item 14: the back office and the booking page install as an app; the service worker
// (apps/web/public/sw.js) keeps only an offline page and shows it when a page cannot be loaded.

/** Waits until the page's service worker is activated (it registers after the page has loaded). */
async function workerActive(page: Page) {
  await expect
    .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state ?? 'none'))
    .toBe('activated');
}

/** Cuts the network for the pages and for their service worker's own requests. */
async function goOffline(context: BrowserContext) {
  await context.setOffline(true);
  await context.route('**', (route) => (route.request().serviceWorker() ? route.abort('internetdisconnected') : route.continue()));
}

test.describe('installable app and offline page', () => {
  test('the booking page links its manifest and icons; offline, a page shows the offline page with a retry', async ({ page, context, urls, problems }) => {
    const booking = urls.stylistUrl('anna');
    await page.goto(`${booking}/services/book`);
    // The booking page installs as her booking app (the back office's manifest is the plain address).
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest?app=booking');
    await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', '/icons/apple-touch-icon.png');
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#7048e8');
    const manifest = await page.evaluate(async () => (await fetch(document.querySelector('link[rel="manifest"]')?.getAttribute('href') ?? '')).json());
    expect(manifest).toMatchObject({ name: "Anna's Beauty Studio", start_url: '/services/book', display: 'standalone' });
    await workerActive(page);

    // Online, under the worker: pages and API answers come from the network, not from the worker's cache.
    const fromWorkerCache: string[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname.startsWith('/api/') && response.fromServiceWorker()) fromWorkerCache.push(response.url());
    });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText("Anna's Beauty Studio");
    expect(fromWorkerCache).toEqual([]);
    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);

    await goOffline(context);
    await page.goto(`${booking}/services/booking/1`);
    await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
    await expect(page).toHaveURL(`${booking}/services/booking/1`);

    // Back online, "Try again" loads the page she asked for.
    await context.unrouteAll();
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'You are offline' })).toHaveCount(0);
    await expect(page.locator('#root')).not.toBeEmpty();
  });

  for (const [locale, title, retry, dir] of [
    ['de-DE', 'Sie sind offline', 'Erneut versuchen', 'ltr'],
    ['ar', 'أنت غير متصل بالإنترنت', 'إعادة المحاولة', 'rtl'],
  ] as const) {
    test(`the offline page speaks the browser's language: ${locale}`, async ({ browser, urls }) => {
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      try {
        await page.goto(`${urls.stylistUrl('anna')}/services/book`);
        await workerActive(page);
        await goOffline(context);
        await page.goto(`${urls.stylistUrl('anna')}/apps/stylist/dashboard`);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(page.getByRole('button', { name: retry })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('dir', dir);
      } finally {
        await context.close();
      }
    });
  }
});
