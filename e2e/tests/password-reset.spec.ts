import { expect, test } from '../support/fixtures';
import { blockingViolations } from '../support/axe';
import { idpText, submitIdpSignIn } from '../support/sign-in';
import { en } from '../support/web-text';

test.use({ viewport: { width: 375, height: 740 } });

type OutboxMessage = { id: number; channel: string; recipient: string; subject: string; text: string };
const t = (key: string) => idpText('en', key);


test('"Forgot password" resets a password through the outbox; the new one signs in', async ({ page, browser, hostFetch, urls }) => {
  const email = `reset-${Date.now()}@chairly.test`;
  const first = 'Original1!';
  const renewed = 'Renewed22!';

  // A new account (sign-up on the provider's page), in a browser of its own.
  const signUpContext = await browser.newContext({ viewport: { width: 375, height: 740 } });
  const signUp = await signUpContext.newPage();
  await signUp.goto(`${urls.appUrl}/login`);
  await signUp.getByRole('button', { name: en('auth', 'login.button'), exact: true }).click();
  await signUp.waitForURL((url) => url.origin === new URL(urls.idpUrl).origin, { timeout: 15_000 });
  await signUp.getByRole('link', { name: t('signUp') }).click();
  await signUp.getByLabel(t('email'), { exact: true }).fill(email);
  await signUp.getByLabel(t('password'), { exact: true }).fill(first);
  await signUp.getByLabel(t('confirmPassword'), { exact: true }).fill(first);
  await signUp.getByRole('button', { name: t('signUp') }).click();
  await signUp.waitForURL(`${urls.appUrl}/register`, { timeout: 20_000 });
  await signUpContext.close();

  // The branded sign-in page: logo, language menu, show/hide, "Forgot password".
  await page.goto(`${urls.appUrl}/login`);
  await page.getByRole('button', { name: en('auth', 'login.button'), exact: true }).click();
  await page.waitForURL((url) => url.origin === new URL(urls.idpUrl).origin, { timeout: 15_000 });
  await expect(page.getByRole('navigation', { name: t('languageMenu') }).getByRole('link', { name: 'Deutsch' })).toBeVisible();
  const password = page.getByLabel(t('password'), { exact: true });
  const toggle = page.getByRole('button', { name: t('showPassword') });
  await password.fill('visible?');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(password).toHaveAttribute('type', 'text');
  await toggle.click();
  await expect(password).toHaveAttribute('type', 'password');
  expect(await blockingViolations(page)).toEqual([]);
  const signInUrl = page.url();

  await page.getByRole('link', { name: t('forgotPassword') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('forgotTitle') })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByLabel(t('email'), { exact: true }).fill(email);
  await page.getByRole('button', { name: t('sendLink') }).click();
  await expect(page.getByRole('status')).toHaveText(t('forgotSent'));

  let link = '';
  await expect
    .poll(
      async () => {
        const outbox = JSON.parse((await hostFetch(urls.baseDomain, '/dev/outbox.json')).body) as { messages: OutboxMessage[] };
        const mail = outbox.messages.find((m) => m.recipient === email && m.subject === t('resetMailSubject'));
        link = /https?:\/\/\S+\/password\/reset\?token=\S+/.exec(mail?.text ?? '')?.[0] ?? '';
        return link;
      },
      { timeout: 30_000, intervals: [500] },
    )
    .toContain('/password/reset?token=');

  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: t('resetTitle') })).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByLabel(t('newPassword'), { exact: true }).fill(renewed);
  await page.getByLabel(t('confirmPassword'), { exact: true }).fill(renewed);
  await page.getByRole('button', { name: t('savePassword') }).click();
  await expect(page.getByText(t('resetDone'))).toBeVisible();

  // The link works once.
  await page.goto(link);
  await expect(page.getByText(t('linkInvalid'))).toBeVisible();

  // Back on the sign-in page: the old password fails, the new one signs in (a new stylist: registration).
  await page.goto(signInUrl);
  await submitIdpSignIn(page, email, first);
  await expect(page.getByRole('alert')).toHaveText(t('invalidCredentials'));
  await submitIdpSignIn(page, email, renewed);
  await page.waitForURL(`${urls.appUrl}/register`, { timeout: 20_000 });
});
