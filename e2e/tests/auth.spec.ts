import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@chairly/shared/demo';
import { expect, test } from '../support/fixtures';
import { submitIdpSignIn } from '../support/sign-in';
import { en } from '../support/web-text';

const onHost = (host: string, path?: string) => (url: URL) =>
  url.hostname === host && (path === undefined || url.pathname === path);

test('a new stylist signs up at the provider, registers a subdomain and lands on it', async ({ page, urls, problems }) => {
  test.setTimeout(60_000);
  const stamp = Date.now().toString(36);
  const subdomain = `e2e-${stamp}`;
  await page.goto(`${urls.appUrl}/login`);
  await expect(page.getByRole('heading', { level: 1, name: en('auth', 'login.title') })).toBeVisible();
  await page.getByRole('button', { name: en('auth', 'login.register') }).click();

  await page.waitForURL((url) => url.origin === new URL(urls.idpUrl).origin);
  await page.getByLabel('Email', { exact: true }).fill(`stylist-${stamp}@chairly.test`);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel('Confirm password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign up' }).click();

  await page.waitForURL(onHost(`app.${urls.baseDomain}`, '/register'), { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: en('auth', 'register.title') })).toBeVisible();
  await page.getByLabel(en('auth', 'register.businessName')).fill('E2E Hair Studio');
  const subdomainInput = page.getByLabel(en('auth', 'register.subdomain.label'));
  await subdomainInput.fill('anna');
  await expect(page.getByText(en('auth', 'register.subdomain.taken'))).toBeVisible();
  await subdomainInput.fill('app');
  await expect(page.getByText(en('auth', 'register.subdomain.reserved'))).toBeVisible();
  await subdomainInput.fill(subdomain);
  await expect(page.getByText(en('auth', 'register.subdomain.available'))).toBeVisible();
  await expect(page.getByText(`${urls.stylistUrl(subdomain)}`)).toBeVisible();
  await page.getByLabel(en('auth', 'register.name')).fill('Erika');
  await page.getByLabel(en('auth', 'register.lastname')).fill('Test');
  // Preselected from the browser's zone (UTC in these tests), searchable.
  const timeZone = page.getByRole('combobox', { name: en('auth', 'register.timeZone.label') });
  await expect(timeZone).toHaveValue(/UTC$/);
  await timeZone.click();
  await timeZone.fill('Berlin');
  await page.getByRole('option', { name: /Europe\/Berlin/ }).click();
  // Issue #29: her country, preselected from the browser's region (en-US), proposes her currency.
  const country = page.getByRole('combobox', { name: en('auth', 'register.country.label') });
  await expect(country).toHaveValue('United States');
  await country.click();
  await country.fill('Germany');
  await page.getByRole('option', { name: 'Germany' }).click();
  await expect(page.getByText('Your prices will be in Euro (EUR).', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: en('auth', 'register.submit') }).click();

  // The calendar needs a subscription: the guard sends the new stylist on to the plans page of their host.
  await page.waitForURL(onHost(`${subdomain}.${urls.baseDomain}`), { timeout: 20_000 });
  await expect(page).toHaveURL(/\/subscription\/plans$/);
  expect(problems.pageErrors).toEqual([]);
});

test('the demo stylist signs in and reaches the calendar on her subdomain', async ({ page, urls, signIn, problems }) => {
  await signIn.stylist('anna');
  await expect(page).toHaveURL(`${urls.stylistUrl('anna')}/apps/calendar`);
  await expect(page.getByRole('button', { name: /Anna Berg/ })).toBeVisible();
  expect(problems.pageErrors).toEqual([]);
});

test('the login page shows a signed-in stylist her calendar instead', async ({ page, urls, signIn }) => {
  await signIn.stylist('anna');
  await page.goto(`${urls.appUrl}/login`);
  await page.waitForURL(`${urls.stylistUrl('anna')}/apps/calendar`);
  await page.goto(`${urls.stylistUrl('anna')}/login`);
  await expect(page).toHaveURL(`${urls.stylistUrl('anna')}/apps/calendar`);
});

test('a customer is sent through sign-in and back to the page she opened', async ({ page, urls, problems }) => {
  const bookings = `${urls.stylistUrl('anna')}/services/bookings?page=2`;
  await page.goto(bookings);
  await page.waitForURL((url) => url.origin === new URL(urls.idpUrl).origin, { timeout: 15_000 });
  await submitIdpSignIn(page, DEMO_ACCOUNTS.carla.email, DEMO_PASSWORD);
  await page.waitForURL(bookings, { timeout: 20_000 });
  // The menu names her once her details load (issue #31.11: her initial, not "M" of "My account").
  await expect(page.getByRole('button', { name: new RegExp(`^${en('auth', 'menu.label').replace('{{name}}', 'Carla')}`) })).toBeVisible();
  // Already signed in: the customer callback on a stylist host sends her away.
  await page.goto(`${urls.stylistUrl('anna')}/login-customer-callback`);
  await page.waitForURL((url) => url.pathname !== '/login-customer-callback');
  expect(new URL(page.url()).hostname).toBe(`anna.${urls.baseDomain}`);
  expect(problems.pageErrors).toEqual([]);
});

test('no page script can read the session: neither token is in document.cookie, and a reload keeps the session', async ({ page, urls, signIn }) => {
  await signIn.stylist('anna');
  const scriptCookies = await page.evaluate(() => document.cookie);
  expect(scriptCookies).not.toContain('refresh_token');
  expect(scriptCookies).not.toContain('api_token');
  const refresh = (await page.context().cookies(`${urls.stylistUrl('anna')}/oidc_refresh_stylist_token`)).find((c) => c.name === 'refresh_token');
  expect(refresh).toMatchObject({ httpOnly: true, path: '/oidc_refresh_stylist_token', sameSite: 'Strict' });
  // Pages (other paths) never receive it.
  expect((await page.context().cookies(`${urls.stylistUrl('anna')}/apps/calendar`)).map((c) => c.name)).not.toContain('refresh_token');
  await page.reload();
  await expect(page.getByRole('button', { name: /Anna Berg/ })).toBeVisible();
  expect(await page.evaluate(() => document.cookie)).not.toMatch(/api_token|refresh_token/);
});

test('logout ends the session: the calendar asks for login again', async ({ page, urls, signIn }) => {
  await signIn.stylist('anna');
  await page.getByRole('button', { name: /Anna Berg/ }).click();
  await page.getByRole('menuitem', { name: en('auth', 'menu.logout') }).click();
  await page.waitForURL(`${urls.rootUrl}/`, { timeout: 20_000 });
  const cookies = await page.context().cookies(urls.stylistUrl('anna'));
  expect(cookies.map((cookie) => cookie.name)).not.toContain('signed_in');
  expect((await page.context().cookies(`${urls.stylistUrl('anna')}/oidc_refresh_stylist_token`)).map((c) => c.name)).not.toContain('refresh_token');
  await page.goto(`${urls.stylistUrl('anna')}/apps/calendar`);
  await page.waitForURL(`${urls.appUrl}/login`);
  await expect(page.getByRole('button', { name: en('auth', 'login.button'), exact: true })).toBeVisible();
});

test('a stylist on another stylist\'s subdomain is sent to her own', async ({ page, urls, signIn }) => {
  await signIn.stylist('anna');
  await page.goto(`${urls.stylistUrl('bella')}/apps/services/list`);
  await page.waitForURL(`${urls.stylistUrl('anna')}/apps/services/list`);
});

test('a customer on a stylist page gets the 403 page', async ({ page, urls, signIn }) => {
  await signIn.customer('anna');
  await page.goto(`${urls.stylistUrl('anna')}/apps/services/list`);
  await page.waitForURL(`${urls.stylistUrl('anna')}/error-403`);
  await expect(page.getByRole('heading', { level: 1, name: en('errors', 'forbidden.title') })).toBeVisible();
});

test('a signed-out visitor of a stylist page is sent to the login page on the app host', async ({ page, urls }) => {
  await page.goto(`${urls.stylistUrl('anna')}/apps/calendar`);
  await page.waitForURL(`${urls.appUrl}/login`);
});
