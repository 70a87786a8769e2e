import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { blockingViolations } from '../support/axe';
import { en } from '../support/web-text';

test.use({ viewport: { width: 375, height: 740 } });

async function fitsWidth(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('the login page works at 375 px, by keyboard, without serious accessibility violations', async ({ page, urls }) => {
  await page.goto(`${urls.appUrl}/login`);
  await expect(page.getByRole('heading', { level: 1, name: en('auth', 'login.title') })).toBeVisible();
  await fitsWidth(page);
  expect(await blockingViolations(page)).toEqual([]);
  const login = page.getByRole('button', { name: en('auth', 'login.button'), exact: true });
  await login.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.origin === new URL(urls.idpUrl).origin);
});

test('an unregistered stylist is sent to registration, which works at 375 px', async ({ page, signIn, urls }) => {
  await signIn.stylist('newStylist');
  await page.waitForURL(`${urls.appUrl}/register`);
  await expect(page.getByRole('heading', { level: 1, name: en('auth', 'register.title') })).toBeVisible();
  await expect(page.getByRole('combobox', { name: en('auth', 'register.timeZone.label') })).toHaveValue(/UTC$/);
  await fitsWidth(page);
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByRole('button', { name: en('auth', 'register.submit') }).click();
  await expect(page.getByText(en('auth', 'register.errors.required')).first()).toBeVisible();
  // A registration-only visitor cannot reach the back office yet.
  await page.goto(`${urls.stylistUrl('anna')}/apps/services/list`);
  await page.waitForURL(`${urls.appUrl}/register`);
});
