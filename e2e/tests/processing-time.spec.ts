import type { Page } from '@playwright/test';
import { blockingViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { en } from '../support/web-text';

/**
 * Issue 18 (3, 4): a service with a buffer and a processing time, added through the service form,
 * booked in the calendar; the calendar shows the processing window inside the appointment.
 */
const sv = (key: string) => en('services', key);
const cal = (key: string) => en('calendar', key);

/** The centre x of a day column and the top y of a time row of the time grid (as calendar.spec). */
async function slotPoint(page: Page, date: string, time: string) {
  const rowLocator = page.locator(`[data-time="${time}"]`).first();
  await rowLocator.scrollIntoViewIfNeeded();
  const column = await page.locator(`[role="columnheader"][data-date="${date}"]`).boundingBox();
  const row = await rowLocator.boundingBox();
  if (!column || !row) throw new Error(`no slot ${date} ${time}`);
  return { x: column.x + column.width / 2, y: row.y, rowHeight: row.height };
}

test('a colour with processing time: added in the service form, booked in the calendar, its window shown', async ({ page, urls, signIn, problems }) => {
  test.setTimeout(150_000);
  await signIn.stylist('anna');
  const base = urls.stylistUrl('anna');
  const name = `Colour ${Date.now()}`;

  await page.goto(`${base}/apps/services/list`);
  await page.getByRole('button', { name: sv('addNew') }).click();
  const panel = page.getByRole('dialog', { name: sv('form.addTitle') });
  await expect(panel).toBeVisible({ timeout: 20_000 });
  await panel.getByLabel(sv('fields.name')).fill(name);
  await panel.getByLabel(sv('fields.price')).fill('80');
  await panel.getByLabel(sv('fields.duration')).fill('90');
  await panel.getByRole('combobox', { name: sv('fields.category') }).click();
  await page.getByRole('option', { name: 'Full colour' }).click();
  await panel.getByLabel(sv('fields.bufferMinutes')).fill('15');
  await panel.getByLabel(sv('fields.processingStartMinutes')).fill('30');
  await panel.getByLabel(sv('fields.processingMinutes')).fill('80');
  await panel.getByRole('button', { name: sv('form.add'), exact: true }).click();
  await expect(panel.getByText('The processing time must start after the service starts and end before it ends')).toBeVisible();
  await panel.getByLabel(sv('fields.processingMinutes')).fill('40');
  await panel.getByRole('button', { name: sv('form.add'), exact: true }).click();
  await expect(panel).toBeHidden();

  // Book it next week on Thursday at 19:00 (after open hours: never seeded; calendar.spec takes
  // Tuesday's 19:00, and a worker may run either first): window 19:30–20:10.
  await page.goto(`${base}/apps/calendar`);
  await expect(page.getByRole('heading', { level: 1, name: cal('title') })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: /next/i }).first().click();
  const days = await page.locator('[role="columnheader"][data-date]').evaluateAll((cells) => cells.map((c) => c.getAttribute('data-date') ?? ''));
  const thursday = days[3] ?? '';
  await page.locator('[data-time="20:00:00"]').first().scrollIntoViewIfNeeded();
  const start = await slotPoint(page, thursday, '19:00:00');
  await page.mouse.move(start.x, start.y + 3);
  await page.mouse.down();
  await page.mouse.move(start.x + 4, start.y + 7, { steps: 3 });
  await page.mouse.move(start.x, start.y + start.rowHeight * 2 - 3, { steps: 12 });
  await page.mouse.up();
  await page.getByRole('dialog', { name: cal('selection.title') }).getByRole('button', { name: cal('selection.appointment') }).click();
  const form = page.getByRole('dialog', { name: cal('form.title') });
  await expect(form).toBeVisible();
  const last = `Proc${Date.now()}`;
  await form.getByRole('button', { name: cal('form.addCustomer') }).click();
  await form.getByRole('textbox', { name: cal('form.name'), exact: true }).fill('Pia');
  await form.getByRole('textbox', { name: cal('form.lastName'), exact: true }).fill(last);
  await form.getByRole('combobox', { name: cal('form.services') }).click();
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await page.keyboard.press('Escape');
  await form.getByRole('button', { name: cal('form.save') }).click();
  await expect(page.getByText(cal('toast.created'))).toBeVisible();

  const appointment = page.getByRole('button', { name: new RegExp(last) });
  const window = appointment.getByRole('note', { name: 'Processing 19:30–20:10: free for another client' });
  await expect(window).toBeAttached();
  const [box, band] = [await appointment.boundingBox(), await window.boundingBox()];
  if (!box || !band) throw new Error('appointment or its window not laid out');
  // 30 of 90 minutes from the top, 40 of 90 minutes high (the customer's appointment ends at 20:30).
  expect(Math.abs(band.y - box.y - (box.height * 30) / 90)).toBeLessThan(3);
  expect(Math.abs(band.height - (box.height * 40) / 90)).toBeLessThan(3);
  expect(await blockingViolations(page)).toEqual([]);
  expect(problems.pageErrors).toEqual([]);
});
