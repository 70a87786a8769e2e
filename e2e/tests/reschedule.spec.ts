import { SANDBOX_TEST_CARDS } from '@chairly/shared/payments/test-cards';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { addSandboxCard, b, PHONE, pickDay } from './booking-steps';
import { blockingViolations } from '../support/axe';

test.use({ viewport: PHONE, ignoredErrors: [/favicon\.ico/] });

/** The formatted date and time of a booking summary (its first paragraph). */
const summaryWhen = async (page: Page, title: string) =>
  (await page.getByRole('heading', { name: title, exact: true }).locator('..').locator('p').first().textContent()) ?? '';

test('a customer moves her booking to another time on her phone and sees the new time', async ({ page, urls, signIn, problems }) => {
  test.setTimeout(120_000);
  await signIn.customer('anna');
  await page.goto(`${urls.stylistUrl('anna')}/services/book`);
  await page.getByRole('checkbox').first().click();
  await expect(page.getByRole('checkbox').first()).toBeChecked();
  await page.getByRole('link', { name: b('bar.chooseTime') }).click();
  const bookedDay = await pickDay(page, 3);
  await page.getByRole('button', { name: b('dateStep.continue') }).click();
  await page.waitForURL(/\/services\/book\/confirm$/);
  await addSandboxCard(page, SANDBOX_TEST_CARDS.succeeds);
  await expect(page.getByRole('radio', { checked: true })).toHaveAccessibleName(/VISA •••• 4242/);
  await page.getByRole('button', { name: b('confirm.submit') }).click();
  await page.waitForURL(/\/services\/book\/success\?uuid=/);
  const uuid = new URL(page.url()).searchParams.get('uuid') ?? '';
  const before = await summaryWhen(page, b('summary.title'));

  // The booking's page: Change time opens the date and time step for the same services.
  await page.goto(`${urls.stylistUrl('anna')}/services/booking/${uuid}`);
  await expect(page.getByText(before)).toBeVisible();
  await page.getByRole('link', { name: b('reschedule.button') }).click();
  await page.waitForURL(new RegExp(`/services/booking/${uuid}/change-time$`));
  await expect(page.getByRole('heading', { level: 1, name: b('reschedule.title') })).toBeVisible();
  await pickDay(page, 4, { except: bookedDay });
  expect(await blockingViolations(page)).toEqual([]);
  await page.getByRole('button', { name: b('reschedule.continue') }).click();

  const dialog = page.getByRole('dialog', { name: b('reschedule.confirmTitle') });
  await expect(dialog).toBeVisible();
  const after = await summaryWhen(page, b('reschedule.newTime'));
  expect(after).not.toBe(before);
  await dialog.getByRole('button', { name: b('reschedule.confirm') }).click();

  // Back on the booking: moved, showing the new time (the old one is gone).
  await page.waitForURL(new RegExp(`/services/booking/${uuid}$`));
  await expect(page.getByText(b('reschedule.moved'))).toBeVisible();
  await expect(page.getByText(after)).toBeVisible();
  await expect(page.getByText(before)).toHaveCount(0);
  expect(await blockingViolations(page)).toEqual([]);

  // And in My bookings.
  await page.getByRole('link', { name: b('detail.back') }).click();
  const item = page.getByRole('listitem').filter({ has: page.locator(`a[href$="/services/booking/${uuid}"]`) });
  await expect(item).toBeVisible();
  await expect(item).toContainText(after);
  expect(problems).toEqual({ pageErrors: [], consoleErrors: [] });
});
