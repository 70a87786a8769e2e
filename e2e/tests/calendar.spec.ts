import type { Locator, Page, Route } from '@playwright/test';
import { blockingViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { fetchOnLoopback } from '../support/host-request';
import { en } from '../support/web-text';

const t = (key: string) => en('calendar', key);

/** The centre x of a day column (its header) and the top y of a time row of the time grid. */
async function slotPoint(page: Page, date: string, time: string) {
  const rowLocator = page.locator(`[data-time="${time}"]`).first();
  await rowLocator.scrollIntoViewIfNeeded();
  const column = await page.locator(`[role="columnheader"][data-date="${date}"]`).boundingBox();
  const row = await rowLocator.boundingBox();
  if (!column || !row) throw new Error(`no slot ${date} ${time}`);
  return { x: column.x + column.width / 2, y: row.y, rowHeight: row.height };
}

async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 4, from.y + 4, { steps: 3 });
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}

async function eventTop(event: Locator) {
  await event.scrollIntoViewIfNeeded();
  const box = await event.boundingBox();
  if (!box) throw new Error('event not visible');
  return { x: box.x + box.width / 2, y: box.y + 4 };
}

test.describe('calendar (stylist back office)', () => {
  test('week view in Berlin time; create by selecting, move by dragging, overlap rejected and reverted; axe', async ({ page, urls, signIn, problems }) => {
    test.setTimeout(150_000);
    await signIn.stylist('anna');
    await page.goto(`${urls.stylistUrl('anna')}/apps/calendar`);
    await expect(page.getByRole('heading', { level: 1, name: t('title') })).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('[role="columnheader"][data-date]')).toHaveCount(7);
    await page.getByRole('button', { name: /next/i }).first().click();
    const days = await page.locator('[role="columnheader"][data-date]').evaluateAll((cells) => cells.map((c) => c.getAttribute('data-date') ?? ''));
    expect(days).toHaveLength(7);
    const seeded = page.locator('[role="button"][style*="blue-8"]');
    await expect(seeded.first()).toBeVisible({ timeout: 15_000 });
    expect(await blockingViolations(page)).toEqual([]);

    // Create: select 19:00–19:30 on Tuesday (after open hours: never seeded).
    const [tuesday, wednesday] = [days[1] ?? '', days[2] ?? ''];
    await page.locator('[data-time="20:00:00"]').first().scrollIntoViewIfNeeded();
    const start = await slotPoint(page, tuesday, '19:00:00');
    await drag(page, { x: start.x, y: start.y + 3 }, { x: start.x, y: start.y + start.rowHeight * 2 - 3 });
    await page.getByRole('dialog', { name: t('selection.title') }).getByRole('button', { name: t('selection.appointment') }).click();
    const form = page.getByRole('dialog', { name: t('form.title') });
    await expect(form).toBeVisible();
    await expect(form.getByLabel(t('form.start'))).toHaveValue(`${tuesday}T19:00`);
    const last = `Cal${Date.now()}`;
    await form.getByRole('button', { name: t('form.addCustomer') }).click();
    await form.getByRole('textbox', { name: t('form.name'), exact: true }).fill('Tess');
    await form.getByRole('textbox', { name: t('form.lastName'), exact: true }).fill(last);
    await form.getByRole('combobox', { name: t('form.services') }).click();
    await page.getByRole('option').first().click();
    await page.keyboard.press('Escape');
    await expect(form.getByTestId('new-appointment-amount')).not.toHaveText('€0.00');
    await expect(form.getByTestId('new-appointment-end')).not.toHaveText('—');
    await form.getByRole('button', { name: t('form.save') }).click();
    await expect(page.getByText(t('toast.created'))).toBeVisible();
    const mine = page.getByRole('button', { name: new RegExp(last) });
    await expect(mine).toContainText('7:00');

    // Move: drag it one day right and one hour down (Wednesday 20:00), persisted after reload.
    await page.locator('[data-time="21:00:00"]').first().scrollIntoViewIfNeeded();
    const from = await eventTop(mine);
    const tue = await slotPoint(page, tuesday, '19:00:00');
    const wed = await slotPoint(page, wednesday, '20:00:00');
    await drag(page, from, { x: from.x + (wed.x - tue.x), y: from.y + (wed.y - tue.y) });
    await expect(page.getByText(t('toast.moved'))).toBeVisible();
    await page.reload();
    await page.getByRole('button', { name: /next/i }).first().click();
    await expect(mine).toContainText('8:00');
    const wedBox = await page.locator(`[role="columnheader"][data-date="${wednesday}"]`).boundingBox();
    const mineBox = await mine.boundingBox();
    expect(mineBox && wedBox && mineBox.x >= wedBox.x - 2 && mineBox.x < wedBox.x + wedBox.width).toBe(true);

    // Overlap: drop it onto a seeded booked appointment → rejected with the toast, put back.
    const again = await eventTop(mine);
    const boxes = (await Promise.all((await seeded.filter({ hasNotText: last }).all()).map((event) => event.boundingBox()))).filter((box) => box !== null);
    const latest = boxes.reduce((a, b) => (b.y > a.y ? b : a));
    await drag(page, again, { x: latest.x + latest.width / 2, y: latest.y + 4 });
    await expect(page.getByText(t('toast.overlap'))).toBeVisible();
    await expect(mine).toContainText('8:00');
    await page.reload();
    await page.getByRole('button', { name: /next/i }).first().click();
    await expect(mine).toContainText('8:00');

    // Open it: the drawer links to the detail page.
    await mine.click();
    await page.getByRole('link', { name: t('drawer.open') }).click();
    await expect(page).toHaveURL(/\/apps\/appointment\/\d+\/show$/);
    await expect(page.getByText(`Tess ${last}`)).toBeVisible();
    expect(problems.pageErrors).toEqual([]);
  });

  test('on a phone the day view is the default and the toolbar fits', async ({ page, urls, signIn, problems }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 375, height: 760 });
    await signIn.stylist('anna');
    await page.goto(`${urls.stylistUrl('anna')}/apps/calendar`);
    await expect(page.getByRole('heading', { level: 1, name: t('title') })).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('[role="columnheader"][data-date]')).toHaveCount(1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.getByRole('tab', { name: /week/i }).click();
    await expect(page.locator('[role="columnheader"][data-date]')).toHaveCount(7);
    expect(problems.pageErrors).toEqual([]);
  });

  test('the hours scroll by keyboard, even on a day without appointments', async ({ page, urls, signIn }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 375, height: 760 });
    // Today made empty whatever the seed holds: the API's own answers, without their members.
    const empty = async (route: Route) => {
      const answer = await fetchOnLoopback(route);
      await route.fulfill({ response: answer, json: { ...(await answer.json()), 'hydra:member': [], 'hydra:totalItems': 0 } });
    };
    await page.route((url) => url.pathname === '/api/appointments' || url.pathname === '/api/blocked_times', empty);
    await signIn.stylist('anna');
    await page.goto(`${urls.stylistUrl('anna')}/apps/calendar`);
    await expect(page.getByRole('heading', { level: 1, name: t('title') })).toBeVisible({ timeout: 20_000 });
    const hours = page.locator('[role="rowgroup"][tabindex="0"]');
    await expect(hours).toHaveCount(1);
    await expect(hours.locator('a[href], button, [tabindex]')).toHaveCount(0);
    // Reached with Tab alone, though nothing inside it can take the focus.
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    let reached = false;
    for (let i = 0; i < 60 && !reached; i++) {
      await page.keyboard.press('Tab');
      reached = await hours.evaluate((el) => el === document.activeElement);
    }
    expect(reached).toBe(true);
    const before = await hours.evaluate((el) => el.scrollTop);
    await page.keyboard.press('End');
    await expect.poll(() => hours.evaluate((el) => el.scrollTop)).toBeGreaterThan(before);
    expect(await blockingViolations(page)).toEqual([]);
  });
});
