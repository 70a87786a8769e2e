import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { en } from '../support/web-text';

// A 429 from the API (docs/operations.md §11) is waited out for its Retry-After and the call sent
// again by the SPA itself, which says so meanwhile; here the browser's first call is answered 429.

/** Answers the first call matching `url` with 429 and `Retry-After: seconds`; the later ones go through. */
async function limitOnce(page: Page, url: string, seconds: number): Promise<() => number> {
  let calls = 0;
  await page.route(url, async (route) => {
    if (++calls > 1) return route.continue();
    await route.fulfill({
      status: 429,
      headers: { 'content-type': 'application/json', 'retry-after': String(seconds) },
      body: JSON.stringify({ code: 'RATE_LIMITED', message: `Too many requests, please retry in ${seconds} seconds` }),
    });
  });
  return () => calls;
}

test.describe('rate limited', () => {
  test('at boot: the wait is shown instead of "could not start", and the app starts by itself', async ({ page, urls }) => {
    const calls = await limitOnce(page, '**/api/public/app-config*', 2);
    await page.goto(`${urls.appUrl}/login`);
    const notice = page.getByRole('status').filter({ hasText: en('errors', 'rateLimited.title') });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(/Retrying in [12] s/);
    await expect(page.getByText(en('errors', 'boot.title'))).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: en('auth', 'login.title') })).toBeVisible({ timeout: 10_000 });
    await expect(notice).toHaveCount(0);
    expect(calls()).toBe(2);
  });

  test("on a page's query: the wait is counted down and the list arrives by itself", async ({ page, signIn, urls }) => {
    await signIn.stylist('anna');
    const calls = await limitOnce(page, '**/api/services?*', 3);
    await page.goto(`${urls.stylistUrl('anna')}/apps/services/list`);
    const notice = page.getByRole('status').filter({ hasText: en('errors', 'rateLimited.title') });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText(/Retrying in [123] s/);
    await expect(page.getByText(en('services', 'toast.listFailed'))).toHaveCount(0);
    await expect(page.locator('table[aria-busy="false"] tbody tr:not([aria-hidden])').first()).toBeVisible({ timeout: 10_000 });
    await expect(notice).toHaveCount(0);
    expect(calls()).toBe(2);
  });
});
