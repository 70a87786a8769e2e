import { expect, test } from '../support/fixtures';
import type { Page } from '@playwright/test';
import { b, PHONE, tabTo, timeButtons } from './booking-steps';

const days = (page: Page) => page.getByRole('radiogroup', { name: b('dateStep.days') });

test.use({ viewport: PHONE });

test('the booking flow can be completed with the keyboard alone', async ({
  page,
  urls,
  signIn,
}) => {
  test.setTimeout(90_000);
  await signIn.customer('anna');
  await page.goto(`${urls.stylistUrl('anna')}/services/book`);
  await expect(page.getByRole('heading', { name: b('page.services') })).toBeVisible();

  const service = page.getByRole('checkbox').first();
  await tabTo(page, service);
  await page.keyboard.press('Space');
  await expect(service).toBeChecked();
  const chooseTime = page.getByRole('link', { name: b('bar.chooseTime') });
  await tabTo(page, chooseTime);
  await page.keyboard.press('Enter');

  // The new step's heading has the focus (issue #31.13), not the link that is gone.
  await expect(page.getByRole('heading', { level: 1, name: b('dateStep.title') })).toBeFocused();
  await expect(page.getByText('Times in Europe/Berlin')).toBeVisible();
  await expect(days(page)).not.toHaveAttribute('aria-busy', 'true');
  // The days are one Tab stop; the arrow keys move and choose, skipping full days.
  const first = days(page).getByRole('radio', { disabled: false }).first();
  await tabTo(page, first);
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).not.toBe('radio');
  await page.keyboard.press('Shift+Tab');
  await expect(first).toBeFocused();
  await page.keyboard.press('ArrowRight');
  const day = days(page).getByRole('radio', { disabled: false }).nth(1);
  await expect(day).toBeFocused();
  await expect(day).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('End');
  await expect(days(page).getByRole('radio', { disabled: false }).last()).toBeFocused();
  await page.keyboard.press('Home');
  await expect(first).toBeFocused();
  await expect(first).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(day).toHaveAttribute('aria-checked', 'true');
  const time = timeButtons(page).first();
  await tabTo(page, time);
  await page.keyboard.press('Enter');
  await expect(time).toHaveAttribute('aria-pressed', 'true');
  const next = page.getByRole('button', { name: b('dateStep.continue') });
  await tabTo(page, next);
  await page.keyboard.press('Enter');

  await page.waitForURL(/\/services\/book\/confirm$/);
  await expect(page.getByRole('heading', { name: b('confirm.title') })).toBeFocused();
  const card = page.getByRole('radio', { name: /VISA •••• 4242/ }).first();
  // A radio group is one Tab stop; the arrow keys move (and check) within it.
  await tabTo(page, page.getByRole('radio').first());
  for (let i = 0; i < 10 && !(await card.evaluate((node) => node === document.activeElement)); i++)
    await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await expect(card).toBeChecked();
  const confirm = page.getByRole('button', { name: b('confirm.submit') });
  await tabTo(page, confirm);
  await page.keyboard.press('Enter');

  await page.waitForURL(/\/services\/book\/success\?uuid=/);
  await expect(page.getByRole('heading', { name: b('success.title') })).toBeVisible();
  // A visible focus ring on the next focused control (keyboard users can see where they are).
  await page.keyboard.press('Tab');
  const outline = await page.evaluate(() => {
    const focused = document.activeElement as HTMLElement | null;
    return focused ? getComputedStyle(focused).outlineStyle : 'none';
  });
  expect(outline).not.toBe('none');
});
