import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/**
 * While a back-office list loads it shows skeleton rows as tall as the real ones, so nothing below
 * the table moves when the items arrive (the layout-shift part of issue #12's quality gates). The
 * list's answer is held back until the skeleton has been measured.
 */
async function rowHeights(
  page: Page,
  url: string,
  api: string,
): Promise<{ skeleton: number; real: number }> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(api, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(url);
  const table = page.locator('table[aria-busy="true"]');
  await expect(table.locator('tbody tr[aria-hidden]').first()).toBeVisible({ timeout: 20_000 });
  const skeleton = await table
    .locator('tbody tr')
    .first()
    .evaluate((row) => row.getBoundingClientRect().height);
  // Skeletons only until the answer: no "Showing 0 to 0 of 0" under them (issue #31.2).
  await expect(page.getByTestId('list-summary-loading')).toBeVisible();
  await expect(page.getByTestId('list-summary')).toHaveCount(0);
  release();
  const loaded = page.locator('table[aria-busy="false"] tbody tr:not([aria-hidden])').first();
  await expect(loaded).toBeVisible();
  const real = await loaded.evaluate((row) => row.getBoundingClientRect().height);
  await page.unroute(api);
  return { skeleton, real };
}

test.describe('back-office lists while loading', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn.stylist('anna');
  });

  for (const list of [
    { name: 'services', path: '/apps/services/list', api: '**/api/services?*' },
    { name: 'customers', path: '/apps/customers/list', api: '**/api/customers?*' },
    { name: 'appointments', path: '/apps/appointments/list', api: '**/api/appointments/list?*' },
    { name: 'reviews', path: '/apps/reviews/list', api: '**/api/rates?*' },
  ]) {
    test(`${list.name}: skeleton rows are as tall as the rows that replace them`, async ({
      page,
      urls,
    }) => {
      const { skeleton, real } = await rowHeights(
        page,
        `${urls.stylistUrl('anna')}${list.path}`,
        list.api,
      );
      expect(skeleton).toBeGreaterThan(0);
      expect(Math.abs(skeleton - real)).toBeLessThanOrEqual(1);
    });
  }
});
