import { expect, test } from '../support/fixtures';
import { b, firstFreeDay, PHONE, tabTo, timeButtons } from './booking-steps';

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

  await expect(page.getByText('Times in Europe/Berlin')).toBeVisible();
  const day = firstFreeDay(page);
  await tabTo(page, day);
  await page.keyboard.press('Enter');
  await expect(day).toHaveAttribute('aria-pressed', 'true');
  const time = timeButtons(page).first();
  await tabTo(page, time);
  await page.keyboard.press('Enter');
  await expect(time).toHaveAttribute('aria-pressed', 'true');
  const next = page.getByRole('button', { name: b('dateStep.continue') });
  await tabTo(page, next);
  await page.keyboard.press('Enter');

  await page.waitForURL(/\/services\/book\/confirm$/);
  await expect(page.getByRole('heading', { name: b('confirm.title') })).toBeVisible();
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
