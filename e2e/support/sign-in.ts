import fs from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@chairly/shared/demo';
import { REPO_ROOT } from './system';
import type { SystemUrls } from './urls';
import { en } from './web-text';

export type DemoAccount = keyof typeof DEMO_ACCOUNTS;

/** A string of the identity provider's pages (apps/idp/src/locales/<locale>.json). */
export function idpText(locale: string, key: string): string {
  const file = path.join(REPO_ROOT, 'apps/idp/src/locales', `${locale}.json`);
  const text = (JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>)[key];
  if (typeof text !== 'string') throw new Error(`no string "${key}" in ${path.relative(REPO_ROOT, file)}`);
  return text;
}

/**
 * Fills the dev identity provider's sign-in form (labels Email, Password; button Sign in) in the
 * language the page is written in: the app asks for its own with `ui_locales`.
 */
export async function submitIdpSignIn(page: Page, email: string, password: string): Promise<void> {
  const locale = (await page.locator('html').getAttribute('lang')) ?? 'en';
  await page.getByLabel(idpText(locale, 'email'), { exact: true }).fill(email);
  await page.getByLabel(idpText(locale, 'password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: idpText(locale, 'signIn') }).click();
}

/**
 * Signs a stylist in through the real OpenID Connect flow: app host /login ("Log in") → identity
 * provider → /login-callback → back on the base domain (the stylist's own subdomain when registered).
 */
export async function signInAsStylist(page: Page, urls: SystemUrls, account: DemoAccount = 'anna'): Promise<void> {
  await page.goto(`${urls.appUrl}/login`);
  await page.getByRole('button', { name: en('auth', 'login.button'), exact: true }).click();
  await page.waitForURL((url) => url.origin === new URL(urls.idpUrl).origin, { timeout: 15_000 });
  await submitIdpSignIn(page, DEMO_ACCOUNTS[account].email, DEMO_PASSWORD);
  await page.waitForURL((url) => url.hostname.endsWith(urls.baseDomain) && !url.pathname.startsWith('/login'), { timeout: 20_000 });
  await expect(page).not.toHaveURL(/\/error-40[34]/);
}

/**
 * Signs a customer in from a stylist's public page: /login-customer on the app host with a return
 * path, then back through /login-customer-callback.
 */
export async function signInAsCustomer(page: Page, urls: SystemUrls, subdomain: string, account: DemoAccount = 'carla'): Promise<void> {
  await page.goto(`${urls.stylistUrl(subdomain)}/services/bookings`);
  await page.waitForURL((url) => url.origin === new URL(urls.idpUrl).origin, { timeout: 15_000 });
  await submitIdpSignIn(page, DEMO_ACCOUNTS[account].email, DEMO_PASSWORD);
  await page.waitForURL((url) => url.hostname === `${subdomain}.${urls.baseDomain}` && !url.pathname.startsWith('/login'), {
    timeout: 20_000,
  });
}
