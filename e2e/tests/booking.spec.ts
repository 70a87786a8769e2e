import { SANDBOX_TEST_CARDS } from '@chairly/shared/payments/test-cards';
import { submitIdpSignIn } from '../support/sign-in';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@chairly/shared/demo';
import { expect, test } from '../support/fixtures';
import { addSandboxCard, b, c, PHONE, pickFirstFreeTime } from './booking-steps';
import { blockingViolations } from '../support/axe';

test.use({ viewport: PHONE, ignoredErrors: [/favicon\.ico/] });

// Layout shift is measured by the web benchmark (bench/src/web-bench.ts, CLS budget 0.05), not in a test.
test('the public page is light: no calendar, map, chart or sign-in code, accessible', async ({
  page,
  urls,
  problems,
}) => {
  const scripts: string[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.url());
  });
  await page.goto(`${urls.stylistUrl('anna')}/services/book`);
  await expect(page.getByRole('heading', { level: 1, name: "Anna's Beauty Studio" })).toBeVisible();
  await expect(page.getByRole('heading', { name: b('page.services') })).toBeVisible();
  await expect(page.getByRole('heading', { name: b('page.openHours') })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Monday' })).toBeVisible();
  expect(
    scripts.filter((url) => /calendar|location-map|user-manager|recharts|dashboard/i.test(url)),
  ).toEqual([]);
  expect(await blockingViolations(page)).toEqual([]);
  expect(problems).toEqual({ pageErrors: [], consoleErrors: [] });
});

test('an unknown subdomain shows a not-found state whose title is the page h1', async ({
  page,
  urls,
}) => {
  await page.goto(`${urls.stylistUrl('nobody-here')}/services/book`);
  await expect(
    page.getByRole('heading', { level: 1, name: b('page.notFound.title') }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

test('a customer books two services with a new sandbox card, sees the booking and cancels it', async ({
  page,
  urls,
  problems,
}) => {
  test.setTimeout(90_000);
  await page.goto(`${urls.stylistUrl('anna')}/services/book`);
  const services = page.getByRole('checkbox');
  // A tap is a click (held until the page is hydrated, then made again), not Playwright's check().
  await services.nth(0).click();
  await services.nth(1).click();
  await expect(page.getByText('2 services selected')).toBeVisible();
  await page.getByRole('link', { name: b('bar.chooseTime') }).click();

  await expect(page.getByText('Times in Europe/Berlin')).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await pickFirstFreeTime(page);
  await page.getByRole('button', { name: b('dateStep.continueLogin') }).click();
  // Customer sign-in round trip: app host → identity provider → back here, and the flow goes on.
  await page.waitForURL((url) => url.origin === new URL(urls.idpUrl).origin, { timeout: 15_000 });
  await submitIdpSignIn(page, DEMO_ACCOUNTS.carla.email, DEMO_PASSWORD);
  await page.waitForURL(/\/services\/book\/confirm$/, { timeout: 20_000 });

  await expect(page.getByRole('heading', { name: b('confirm.title') })).toBeVisible();
  await expect(page.getByText(b('confirm.holdTitle'))).toBeVisible();
  await expect(page.getByText(/Not showing up costs \d+% of the price\./)).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(DEMO_ACCOUNTS.carla.email);
  expect(await blockingViolations(page)).toEqual([]);
  const summary = page
    .getByRole('heading', { name: b('summary.title'), exact: true })
    .locator('..');
  const when = (await summary.locator('p').first().textContent()) ?? '';
  const second =
    (await summary.getByRole('listitem').nth(1).locator('p').first().textContent()) ?? '';

  await addSandboxCard(page, SANDBOX_TEST_CARDS.succeeds);
  await expect(page.getByRole('radio', { checked: true })).toHaveAccessibleName(/VISA •••• 4242/);
  await page.getByRole('button', { name: b('confirm.submit') }).click();

  await page.waitForURL(/\/services\/book\/success\?uuid=/);
  const uuid = new URL(page.url()).searchParams.get('uuid') ?? '';
  await expect(page.getByRole('heading', { name: b('success.title') })).toBeVisible();
  await expect(page.getByText(when)).toBeVisible();
  expect(await blockingViolations(page)).toEqual([]);
  await page
    .getByRole('main')
    .getByRole('link', { name: b('success.myBookings') })
    .click();

  await expect(page.getByRole('heading', { level: 1, name: b('bookings.title') })).toBeVisible();
  // This booking, by its link: a cancelled demo booking of Carla's may show the same time.
  const item = page
    .getByRole('listitem')
    .filter({ has: page.locator(`a[href$="/services/booking/${uuid}"]`) });
  await expect(item).toContainText(when);
  await expect(item.getByText(b('states.booked'))).toBeVisible();
  await expect(item).toContainText(second);
  await item.getByRole('button', { name: /^Cancel the booking on/ }).click();
  const dialog = page.getByRole('dialog', { name: b('cancel.title') });
  await dialog.getByRole('button', { name: b('cancel.confirm') }).click();
  await expect(page.getByText(b('cancel.done'))).toBeVisible();
  await expect(item.getByText(b('states.cancelled'), { exact: true })).toBeVisible();
  expect(problems).toEqual({ pageErrors: [], consoleErrors: [] });
});

test('a declined test card is refused with a clear message', async ({ page, urls, signIn }) => {
  await signIn.customer('anna');
  await page.goto(`${urls.stylistUrl('anna')}/services/book`);
  await page.getByRole('checkbox').first().click();
  await expect(page.getByRole('checkbox').first()).toBeChecked();
  await page.getByRole('link', { name: b('bar.chooseTime') }).click();
  await pickFirstFreeTime(page);
  await page.getByRole('button', { name: b('dateStep.continue') }).click();
  await page.waitForURL(/\/services\/book\/confirm$/);
  await addSandboxCard(page, SANDBOX_TEST_CARDS.declined);
  await expect(page.getByRole('alert').filter({ hasText: c('declined') })).toBeVisible();
  await page.getByRole('button', { name: c('form.cancel') }).click();
  // Without a card the booking is not sent: anna has no-show protection (carla's cards are not preselected).
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
  await page.getByRole('button', { name: b('confirm.submit') }).click();
  await expect(page.getByText(b('confirm.cardRequired'))).toBeVisible();
  await expect(page).toHaveURL(/\/services\/book\/confirm$/);
});
