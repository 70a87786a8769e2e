import type { Page } from '@playwright/test';
import { blockingViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { en } from '../support/web-text';
import { publicFreeTimes } from './booking-steps';

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

/** The first of `times` (HH:mm) on `date` whose half hour no event of the calendar covers (by the events' screen boxes). */
async function firstFreeHalfHour(page: Page, date: string, times: string[]): Promise<string> {
  const column = await page.locator(`[role="columnheader"][data-date="${date}"]`).boundingBox();
  if (!column) throw new Error(`no column ${date}`);
  const events = (await Promise.all((await page.locator('[role="button"][style*="--mantine-color"]').all()).map((e) => e.boundingBox()))).filter((box) => box !== null);
  for (const time of times) {
    const slot = await slotPoint(page, date, `${time}:00`);
    const inside = (box: { x: number; y: number; width: number; height: number }) =>
      box.x < column.x + column.width && box.x + box.width > column.x && box.y < slot.y + slot.rowHeight - 1 && box.y + box.height > slot.y + 1;
    if (!events.some(inside)) return time;
  }
  throw new Error(`no free half hour on ${date}`);
}

async function openCalendarNextWeek(page: Page, calendarUrl: string): Promise<string[]> {
  await page.goto(calendarUrl);
  await expect(page.getByRole('heading', { level: 1, name: t('title') })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: /next/i }).first().click();
  await expect(page.locator('[role="columnheader"][data-date]')).toHaveCount(7);
  return page.locator('[role="columnheader"][data-date]').evaluateAll((cells) => cells.map((c) => c.getAttribute('data-date') ?? ''));
}

test.describe('blocked time (stylist calendar → public page)', () => {
  test('the stylist blocks an afternoon from the calendar and the public page stops offering it; she moves it, then deletes it', async ({ page, urls, signIn, problems }) => {
    test.setTimeout(180_000);
    const stylistUrl = urls.stylistUrl('anna');
    const calendarUrl = `${stylistUrl}/apps/calendar`;
    await signIn.stylist('anna');
    const days = await openCalendarNextWeek(page, calendarUrl);
    const AFTERNOON = 13 * 60;

    // Before: the public page offers times that afternoon. The day is the one of next week's Monday,
    // Tuesday, Thursday and Friday (open 09:00–18:00) with the most free afternoon times: the seeded
    // appointments move with today's date and leave some afternoons one free time or none for the
    // first service (a fixed Thursday once had none left in CI).
    let day = '';
    let before: number[] = [];
    const afternoon = (times: number[]) => times.filter((m) => m >= AFTERNOON);
    for (const candidate of [days[0], days[1], days[3], days[4]]) {
      if (!candidate) continue;
      const times = await publicFreeTimes(page, stylistUrl, candidate);
      if (afternoon(times).length > afternoon(before).length) {
        day = candidate;
        before = times;
      }
    }
    expect(afternoon(before).length, 'a day of next week with free afternoon times').toBeGreaterThan(0);

    // Select a free half hour that afternoon, choose "Block time", widen it to 13:00–18:00 and keep
    // what it covers. The time the selection starts on must be free (a press on an appointment drags
    // it): the first free slot from 13:00 on, found from the week's appointments.
    await openCalendarNextWeek(page, calendarUrl);
    await page.locator('[data-time="15:00:00"]').first().scrollIntoViewIfNeeded();
    const free = await firstFreeHalfHour(page, day, ['13:00', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30', '17:00', '17:30']);
    const start = await slotPoint(page, day, `${free}:00`);
    await drag(page, { x: start.x, y: start.y + 3 }, { x: start.x, y: start.y + start.rowHeight - 3 });
    const choice = page.getByRole('dialog', { name: t('selection.title') });
    await choice.getByRole('button', { name: t('selection.block') }).click();
    const form = page.getByRole('dialog', { name: t('block.title') });
    await expect(form.getByLabel(t('block.start'))).toHaveValue(`${day}T${free}`);
    await form.getByLabel(t('block.start')).fill(`${day}T13:00`);
    await form.getByLabel(t('block.end')).fill(`${day}T18:00`);
    await form.getByLabel(t('block.note')).fill('Doctor');
    // What the range covers is shown before anything is saved (the seeded week may have appointments there).
    await expect(form.getByTestId('covered-appointments')).toContainText(/No appointment in this time|This time covers/);
    expect(await blockingViolations(page)).toEqual([]);
    await form.getByRole('button', { name: t('block.save') }).click();
    await expect(page.getByText(t('block.toast.blocked'))).toBeVisible();
    const blocked = page.locator('.chairly-blocked-time').filter({ hasText: 'Doctor' });
    await expect(blocked).toHaveCount(1);
    await expect(blocked).toContainText(t('blocked.label'));

    // After: no time from 13:00 that day; the morning stays.
    const after = await publicFreeTimes(page, stylistUrl, day);
    expect(after.filter((m) => m >= AFTERNOON)).toEqual([]);
    expect(after.filter((m) => m < 12 * 60)).toEqual(before.filter((m) => m < 12 * 60));

    // Moved by dragging: one hour earlier (12:00–17:00), kept after a reload. Should it now cover an
    // appointment it did not cover before, the stylist is asked first; she keeps it.
    await openCalendarNextWeek(page, calendarUrl);
    await page.locator('[data-time="15:00:00"]').first().scrollIntoViewIfNeeded();
    const box = await blocked.boundingBox();
    if (!box) throw new Error('blocked time not visible');
    const row = await slotPoint(page, day, '13:00:00');
    await drag(page, { x: box.x + box.width / 2, y: box.y + 6 }, { x: box.x + box.width / 2, y: box.y + 6 - row.rowHeight * 2 });
    const moveDialog = page.getByRole('dialog', { name: t('block.editTitle') });
    const moved = page.getByText(t('block.toast.blockMoved'));
    await expect(moved.or(moveDialog)).toBeVisible();
    if (await moveDialog.isVisible()) await moveDialog.getByRole('button', { name: t('block.saveMove') }).click();
    await expect(moved).toBeVisible();
    await page.reload();
    await page.getByRole('button', { name: /next/i }).first().click();
    await expect(blocked).toHaveCount(1);

    // It is not an appointment: clicking it opens the blocked time; delete asks first.
    await blocked.click();
    const drawer = page.getByRole('dialog', { name: t('blocked.title') });
    await expect(drawer).toContainText('Doctor');
    await expect(drawer).toContainText(/12:00\s?PM.*5:00\s?PM/);
    await drawer.getByRole('button', { name: t('blocked.delete') }).click();
    const confirm = page.getByRole('dialog', { name: t('blocked.deleteTitle') });
    await expect(confirm).toContainText(t('blocked.deleteMessage'));
    await confirm.getByRole('button', { name: t('blocked.deleteConfirm') }).click();
    await expect(page.getByText(t('block.toast.blockDeleted'))).toBeVisible();
    await expect(blocked).toHaveCount(0);
    await page.reload();
    await page.getByRole('button', { name: /next/i }).first().click();
    await expect(page.locator('[role="columnheader"][data-date]')).toHaveCount(7);
    await expect(page.locator('.chairly-blocked-time').filter({ hasText: 'Doctor' })).toHaveCount(0);

    // Offered again once deleted.
    expect((await publicFreeTimes(page, stylistUrl, day)).filter((m) => m >= AFTERNOON)).toEqual(before.filter((m) => m >= AFTERNOON));
    expect(problems.pageErrors).toEqual([]);
  });
});
