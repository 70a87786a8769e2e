import { DEMO_PASSWORD } from '@chairly/shared/demo';
import { expect, type Page } from '@playwright/test';
import type { SystemUrls } from './urls';
import { en } from './web-text';

/** Signs up a new stylist at the dev identity provider and registers a business; ends wherever the guard sends them. */
export async function registerNewStylist(page: Page, urls: SystemUrls, businessName = 'Subscription Studio'): Promise<string> {
  const stamp = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const subdomain = `sub-${stamp}`;
  await page.goto(`${urls.appUrl}/login`);
  await page.getByRole('button', { name: en('auth', 'login.register') }).click();
  await page.waitForURL((url) => url.origin === new URL(urls.idpUrl).origin);
  await page.getByLabel('Email', { exact: true }).fill(`stylist-${stamp}@chairly.test`);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.waitForURL((url) => url.pathname === '/register', { timeout: 20_000 });
  await page.getByLabel(en('auth', 'register.businessName')).fill(businessName);
  await page.getByLabel(en('auth', 'register.subdomain.label')).fill(subdomain);
  await expect(page.getByText(en('auth', 'register.subdomain.available'))).toBeVisible();
  await page.getByLabel(en('auth', 'register.name')).fill('Sam');
  await page.getByLabel(en('auth', 'register.lastname')).fill('Scissors');
  await page.getByRole('button', { name: en('auth', 'register.submit') }).click();
  await page.waitForURL((url) => url.hostname === `${subdomain}.${urls.baseDomain}`, { timeout: 20_000 });
  return subdomain;
}
