import { expect, test } from '../support/fixtures';
import { en } from '../support/web-text';

test('the scroll-to-top button appears after 250 px and takes the page back to the top', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const button = page.getByRole('button', { name: en('common', 'scrollToTop') });

  await page.evaluate(() => window.scrollTo(0, 200));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(200);
  await expect(button).toBeHidden();

  await page.evaluate(() => window.scrollTo(0, 600));
  await expect(button).toBeVisible();

  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toBeHidden();
});
