import type { Locator, Page } from '@playwright/test';
import { blockingViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { en } from '../support/web-text';
import { PHONE } from './booking-steps';

test.use({ viewport: PHONE });

const t = (key: string) => en('calendar', key);
const plural = (key: string, count: number) => t(`${key}_${count === 1 ? 'one' : 'other'}`).replace('{{count}}', String(count));

/**
 * Tuesdays more than a year ahead (yyyy-MM-dd), a week apart: past any seeded appointment and any
 * public holiday another spec may accept (those cover the next 12 months); anna works Tuesdays 9–18.
 * A retry starts `count` weeks later: the first attempt's appointments stay booked.
 */
function tuesdays(count: number, retry: number): string[] {
  const day = new Date(Date.now() + (400 + retry * count * 7) * 86_400_000);
  while (day.getUTCDay() !== 2) day.setUTCDate(day.getUTCDate() + 1);
  return Array.from({ length: count }, (_, i) => new Date(day.getTime() + i * 7 * 86_400_000).toISOString().slice(0, 10));
}

/** Opens New appointment, adds a new customer inline, chooses the first service and the start. */
async function fillNewAppointment(page: Page, lastName: string, start: string): Promise<Locator> {
  await page.getByRole('button', { name: t('newAppointment') }).click();
  const form = page.getByRole('dialog', { name: t('form.title') });
  await expect(form).toBeVisible();
  await form.getByRole('button', { name: t('form.addCustomer') }).click();
  await form.getByRole('textbox', { name: t('form.name'), exact: true }).fill('Rey');
  await form.getByRole('textbox', { name: t('form.lastName'), exact: true }).fill(lastName);
  await form.getByRole('combobox', { name: t('form.services') }).click();
  await page.getByRole('option').first().click();
  await page.keyboard.press('Escape');
  await form.getByLabel(t('form.start')).fill(start);
  return form;
}

test.describe('repeated appointments (stylist, phone)', () => {
  test('the stylist books four weekly dates, sees the conflicting one and skips it; three are booked', async ({ page, urls, signIn }, testInfo) => {
    test.setTimeout(150_000);
    const [first, , third, fourth] = tuesdays(4, testInfo.retry) as [string, string, string, string];
    const stamp = Date.now();
    await signIn.stylist('anna');
    await page.goto(`${urls.stylistUrl('anna')}/apps/calendar`);
    await expect(page.getByRole('heading', { level: 1, name: t('title') })).toBeVisible({ timeout: 20_000 });

    // Another customer already has the third Tuesday at 16:00.
    const blocker = await fillNewAppointment(page, `Other${stamp}`, `${third}T16:00`);
    await blocker.getByRole('button', { name: t('form.save') }).click();
    await expect(page.getByText(t('toast.created'))).toBeVisible();
    await expect(blocker).toBeHidden();

    // The series: every week, four times, from the first Tuesday at 16:00.
    const last = `Series${stamp}`;
    const form = await fillNewAppointment(page, last, `${first}T16:00`);
    await form.getByRole('checkbox', { name: t('repeat.toggle') }).check();
    await form.getByRole('textbox', { name: t('repeat.everyWeeks') }).fill('1');
    await form.getByRole('textbox', { name: t('repeat.count') }).fill('4');
    await form.getByRole('button', { name: t('repeat.preview') }).click();

    const dates = form.getByTestId('repeat-occurrence');
    await expect(dates).toHaveCount(4);
    await expect(dates.nth(0)).toHaveAttribute('data-status', 'free');
    await expect(dates.nth(1)).toHaveAttribute('data-status', 'free');
    await expect(dates.nth(2)).toHaveAttribute('data-status', 'appointment');
    await expect(dates.nth(3)).toHaveAttribute('data-status', 'free');
    await expect(dates.nth(2)).toContainText(t('repeat.status.appointment'));
    // The conflict is skipped (its alternative, the nearest free time that day, is offered beside it).
    await expect(dates.nth(2).getByRole('radio', { name: t('repeat.choice.skip') })).toBeChecked();
    await expect(dates.nth(2).getByRole('radio')).toHaveCount(2);
    await expect(form.getByTestId('repeat-summary')).toHaveText(plural('repeat.summary', 3));
    expect(await blockingViolations(page)).toEqual([]);

    await form.getByRole('button', { name: t('form.save') }).click();
    await expect(page.getByText(plural('repeat.created', 3))).toBeVisible();
    await expect(form).toBeHidden();

    // The appointment list shows the three dates of the series, not the skipped one.
    await page.goto(`${urls.stylistUrl('anna')}/apps/appointments/list?from=${first}&to=${fourth}&q=${last}`);
    const rows = page.getByText(new RegExp(last));
    await expect(rows).toHaveCount(3, { timeout: 20_000 });
  });
});
