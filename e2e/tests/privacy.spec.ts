import { readFile } from 'node:fs/promises';
import { DEMO_PASSWORD } from '@chairly/shared/demo';
import { expect, test } from '../support/fixtures';
import { apiToken } from '../support/api-token';
import { idpText, submitIdpSignIn } from '../support/sign-in';
import { en } from '../support/web-text';

const text = (key: string) => en('privacy', key);

/**
 * Issue #32.2 (GDPR Art. 15, 17, 20): a new customer downloads her data from "My account", then asks
 * for all of it to be erased; afterwards her sign-in account no longer exists. A customer of her own,
 * so the demo's carla stays for the other specs.
 */
test('a customer downloads her data and has it erased, her sign-in account included', async ({ page, urls, hostFetch, problems }) => {
  test.setTimeout(90_000);
  const email = `privacy-${Date.now().toString(36)}@chairly.test`;
  const host = `bella.${urls.baseDomain}`;

  // She signs up at the identity provider from bella's page.
  await page.goto(`${urls.stylistUrl('bella')}/services/bookings`);
  await page.waitForURL((url) => url.origin === new URL(urls.idpUrl).origin, { timeout: 15_000 });
  await page.getByRole('link', { name: idpText('en', 'signUp') }).click();
  await page.getByLabel(idpText('en', 'email'), { exact: true }).fill(email);
  await page.getByLabel(idpText('en', 'password'), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByLabel(idpText('en', 'confirmPassword'), { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: idpText('en', 'signUp') }).click();
  await page.waitForURL((url) => url.hostname === host && !url.pathname.startsWith('/login'), { timeout: 20_000 });

  // Something of hers at bella: a consultation request.
  const auth = { authorization: `Bearer ${await apiToken(page)}`, 'content-type': 'application/json' };
  const services = JSON.parse((await hostFetch(host, '/api/public/services')).body) as { 'hydra:member': { id: number }[] };
  const serviceId = services['hydra:member'][0]?.id;
  const asked = await hostFetch(host, '/api/logged-customer/services/request-consultation', {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ serviceId, message: 'Would a bob suit me?', preferredContact: 'email' }),
  });
  expect(asked.status).toBe(201);

  // My account, from the account menu.
  await page.getByRole('button', { name: en('auth', 'menu.label').replace('{{name}}', email) }).click();
  await page.getByRole('menuitem', { name: en('auth', 'menu.account') }).click();
  await expect(page).toHaveURL(`${urls.stylistUrl('bella')}/services/account`);
  await expect(page.getByRole('heading', { level: 1, name: text('account.title') })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: text('download.button') }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('chairly-my-data.json');
  const data = JSON.parse(await readFile((await download.path()) ?? '', 'utf8')) as {
    account: { email: string };
    stylists: { stylist: { subdomain: string }; consultationRequests: { message: string }[] }[];
  };
  expect(data.account.email).toBe(email);
  expect(data.stylists).toEqual([expect.objectContaining({ stylist: expect.objectContaining({ subdomain: 'bella' }), consultationRequests: [expect.objectContaining({ message: 'Would a bob suit me?' })] })]);

  // Erase: the dialog says what goes and what is kept, then everything goes.
  await page.getByRole('button', { name: text('erase.button') }).click();
  const dialog = page.getByRole('dialog', { name: text('erase.dialogTitle') });
  await expect(dialog.getByText(text('erase.kept'))).toBeVisible();
  await dialog.getByRole('radio', { name: text('erase.scopeAll') }).check();
  await expect(dialog.getByText(text('erase.goesAll'))).toBeVisible();
  await dialog.getByRole('button', { name: text('erase.confirm'), exact: true }).click();
  // Signed out: back on the base domain; her session ended with the erasure (the old token answers 401).
  await page.waitForURL((url) => url.hostname === urls.baseDomain || url.origin === new URL(urls.idpUrl).origin, { timeout: 20_000 });
  expect((await hostFetch(host, '/api/logged-customer/my-data', { headers: auth })).status).toBe(401);

  // Her sign-in account is gone at the identity provider.
  await page.goto(`${urls.stylistUrl('bella')}/services/bookings`);
  await page.waitForURL((url) => url.origin === new URL(urls.idpUrl).origin, { timeout: 15_000 });
  await submitIdpSignIn(page, email, DEMO_PASSWORD);
  await expect(page.getByText(idpText('en', 'invalidCredentials'))).toBeVisible();
  expect(problems.pageErrors).toEqual([]);
});
