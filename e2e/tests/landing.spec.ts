import { expect, test } from '../support/fixtures';
import { literal } from '../support/text';
import { en } from '../support/web-text';

test.describe('landing page on the root host', () => {
  test('shows the pitch and a sign-up call to action leading to the app host', async ({ page, urls, problems }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: literal(en('landing', 'hero.title')) })).toBeVisible();
    await expect(page.getByText(en('landing', 'hero.subtitle'))).toBeVisible();

    const signUp = page.getByRole('link', { name: en('landing', 'cta.startTrial') });
    await expect(signUp).toBeVisible();
    const href = await signUp.getAttribute('href');
    expect(new URL(href ?? '', page.url()).origin).toBe(urls.appUrl);
    expect(new URL(href ?? '', page.url()).pathname).toBe('/register');

    expect(problems.pageErrors).toEqual([]);
    expect(problems.consoleErrors).toEqual([]);
  });

  test('an unknown path ends on the 404 page', async ({ page }) => {
    await page.goto('/no-such-page/at-all');
    await expect(page).toHaveURL(/\/error-404$/);
    await expect(page.getByRole('heading', { level: 1, name: en('errors', 'notFound.title') })).toBeVisible();
    await page.getByRole('link', { name: en('errors', 'home') }).click();
    await expect(page.getByRole('heading', { level: 1, name: literal(en('landing', 'hero.title')) })).toBeVisible();
  });

  test('has no horizontal scroll at 375 px', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
