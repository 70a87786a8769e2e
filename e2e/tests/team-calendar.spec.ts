import type { Locator, Page } from '@playwright/test';
import { blockingViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { en } from '../support/web-text';

const t = (key: string) => en('calendar', key);

/** A press, a small move (FullCalendar starts a drag after a few pixels), the way there, a release. */
async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 4, from.y + 4, { steps: 3 });
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}

/** The centre x of a member's column and the top y of one of its time rows (the columns' rows line up). */
async function slotIn(column: Locator, time: string) {
  const row = column.locator(`[data-time="${time}"]`).first();
  await row.scrollIntoViewIfNeeded();
  const [box, rowBox] = [await column.boundingBox(), await row.boundingBox()];
  if (!box || !rowBox) throw new Error(`no ${time} in the column`);
  return { x: box.x + box.width / 2, y: rowBox.y, rowHeight: rowBox.height };
}

/**
 * Issue #34 (D65): the salon's day side by side — a column per member, the member filter, an
 * appointment booked in Dana's column and dragged to Sara's (the owner's), which gives it to her.
 */
test('the team’s day: a column per member, the member filter, drag to another member', async ({ page, urls, signIn, problems }) => {
  test.setTimeout(150_000);
  await signIn.stylist('studio');
  await page.goto(`${urls.stylistUrl('studio')}/apps/calendar`);
  await expect(page.getByRole('heading', { level: 1, name: t('title') })).toBeVisible({ timeout: 20_000 });

  // The filter is a real select of everyone and each member.
  const filter = page.getByRole('combobox', { name: t('team.member') });
  await expect(filter.locator('option')).toHaveText([t('team.everyone'), /Sara/, /Eli/, /Dana/]);

  // The view switch is a segmented control: its radios are hidden behind their labels.
  await page.locator('label').filter({ hasText: new RegExp(`^${t('team.views.day')}$`) }).click();
  await expect(page.getByRole('radio', { name: t('team.views.day') })).toBeChecked();
  await expect(page.getByRole('region')).toHaveCount(3);
  const dana = page.getByRole('region', { name: /Dana/ });
  const sara = page.getByRole('region', { name: /Sara/ });
  expect(await blockingViolations(page)).toEqual([]);

  // Book in Dana's column at 21:00 (after every member's hours: nothing seeded there).
  const start = await slotIn(dana, '21:00:00');
  await drag(page, { x: start.x, y: start.y + 3 }, { x: start.x, y: start.y + start.rowHeight * 2 - 3 });
  await page.getByRole('dialog', { name: t('selection.title') }).getByRole('button', { name: t('selection.appointment') }).click();
  const form = page.getByRole('dialog', { name: t('form.title') });
  const last = `Team${Date.now()}`;
  await form.getByRole('button', { name: t('form.addCustomer') }).click();
  await form.getByRole('textbox', { name: t('form.name'), exact: true }).fill('Tia');
  await form.getByRole('textbox', { name: t('form.lastName'), exact: true }).fill(last);
  await form.getByRole('combobox', { name: t('form.services') }).click();
  // The services' list (the member filter's options are options too).
  await page.getByRole('listbox').getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await form.getByRole('button', { name: t('form.save') }).click();
  await expect(page.getByText(t('toast.created'))).toBeVisible();
  const inDana = dana.getByRole('button', { name: new RegExp(last) });
  await expect(inDana).toBeVisible();

  // Drag it across to Sara's column at the same time: it is hers now, after a reload too.
  await inDana.scrollIntoViewIfNeeded();
  const box = await inDana.boundingBox();
  const target = await slotIn(sara, '21:00:00');
  if (!box) throw new Error('the appointment is not visible');
  await drag(page, { x: box.x + box.width / 2, y: box.y + 4 }, { x: target.x, y: box.y + 4 });
  await expect(page.getByText(t('toast.moved'))).toBeVisible();
  await expect(sara.getByRole('button', { name: new RegExp(last) })).toBeVisible();
  await expect(dana.getByRole('button', { name: new RegExp(last) })).toHaveCount(0);

  // One member chosen: her day alone, no columns.
  await filter.selectOption({ label: 'Dana Rossi' });
  await expect(page.getByRole('region')).toHaveCount(0);
  await expect(page.getByRole('button', { name: new RegExp(last) })).toHaveCount(0);
  await filter.selectOption({ label: t('team.everyone') });
  await expect(page.getByRole('region', { name: /Sara/ }).getByRole('button', { name: new RegExp(last) })).toBeVisible();
  expect(problems.pageErrors).toEqual([]);
});

test('on a phone the columns scroll sideways', async ({ page, urls, signIn, problems }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 375, height: 760 });
  await signIn.stylist('studio');
  await page.goto(`${urls.stylistUrl('studio')}/apps/calendar`);
  // The phone opens on the day: the columns at once.
  await expect(page.getByRole('region')).toHaveCount(3, { timeout: 20_000 });
  const scroller = page.getByTestId('team-day');
  const { scrollWidth, clientWidth } = await scroller.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
  expect(scrollWidth).toBeGreaterThan(clientWidth);
  // The page itself does not scroll sideways: only the columns do.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
  expect(problems.pageErrors).toEqual([]);
});
