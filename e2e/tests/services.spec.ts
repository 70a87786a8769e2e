import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { en } from '../support/web-text';

const t = (key: string) => en('services', key);
const summary = (page: Page) => page.getByTestId('list-summary');

async function openList(page: Page, url: string) {
  await page.goto(`${url}/apps/services/list`);
  await expect(page.getByRole('heading', { level: 1, name: t('title') })).toBeVisible({ timeout: 20_000 });
  await expect(summary(page)).toHaveText(/^Showing 1 to \d+ of \d+ entries$/);
}

test.describe('services (stylist back office)', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn.stylist('anna');
  });

  test('add through the side panel with validation, sort, page, edit and delete via the modal', async ({ page, urls, problems }) => {
    test.setTimeout(120_000);
    const base = urls.stylistUrl('anna');
    await openList(page, base);
    const total = Number(/of (\d+) entries/.exec((await summary(page).textContent()) ?? '')?.[1]);
    const name = `E2E colour refresh ${Date.now()}`;

    // Add: the panel's defaults and the spec's validation messages.
    await page.getByRole('button', { name: t('addNew') }).click();
    const panel = page.getByRole('dialog', { name: t('form.addTitle') });
    await expect(panel).toBeVisible();
    await expect(panel.getByLabel(t('fields.duration'))).toHaveValue('45');
    await expect(panel.getByRole('radiogroup', { name: t('fields.hourly') }).getByLabel(t('no'))).toBeChecked();
    await expect(panel.getByRole('radiogroup', { name: t('fields.public') }).getByLabel(t('no'))).toBeChecked();
    await panel.getByLabel(t('fields.price')).fill('0');
    await panel.getByRole('button', { name: t('form.add'), exact: true }).click();
    await expect(panel.getByText('The Name field is required')).toBeVisible();
    await expect(panel.getByText('Price must be greater than 0')).toBeVisible();

    await panel.getByLabel(t('fields.name')).fill(name);
    await panel.getByLabel(t('fields.price')).fill('42.5');
    await panel.getByRole('combobox', { name: t('fields.category') }).click();
    await page.getByRole('option', { name: 'Full colour' }).click();
    await panel.getByRole('radiogroup', { name: t('fields.public') }).getByLabel(t('yes')).check();
    await panel.getByRole('button', { name: t('form.add'), exact: true }).click();
    await expect(panel).toBeHidden();
    const firstRow = page.getByRole('row').nth(1);
    await expect(firstRow).toContainText(name);
    await expect(firstRow).toContainText('€42.50');
    await expect(firstRow).toContainText('45 min');
    await expect(summary(page)).toHaveText(`Showing 1 to 10 of ${total + 1} entries`);

    // Sort by price, ascending then descending, with the state visible to assistive technology.
    const priceHeader = page.getByRole('columnheader', { name: t('columns.price') });
    await priceHeader.getByRole('button').click();
    await expect(priceHeader).toHaveAttribute('aria-sort', 'ascending');
    const prices = async () =>
      (await page.getByRole('row').locator('td:nth-child(2)').allTextContents()).map((p) => Number(p.replace('$', '')));
    await expect.poll(async () => { const p = await prices(); return p.join() === [...p].sort((a, b) => a - b).join(); }).toBe(true);
    await priceHeader.getByRole('button').click();
    await expect(priceHeader).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(async () => { const p = await prices(); return p.join() === [...p].sort((a, b) => b - a).join(); }).toBe(true);

    // Page 2 of 10 per page.
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(summary(page)).toHaveText(`Showing 11 to ${Math.min(20, total + 1)} of ${total + 1} entries`);
    await page.getByLabel(/^Show \d+ entries$/).selectOption('25');
    await expect(summary(page)).toHaveText(`Showing 1 to ${Math.min(25, total + 1)} of ${total + 1} entries`);

    // Edit.
    await page.getByRole('searchbox', { name: t('search.label') }).fill(name);
    await expect(summary(page)).toHaveText('Showing 1 to 1 of 1 entries');
    await page.getByRole('link', { name: `Edit ${name}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('form.editTitle') })).toBeVisible();
    await expect(page.getByLabel(t('fields.name'))).toHaveValue(name);
    await page.getByLabel(t('fields.name')).fill(`${name} (edited)`);
    await page.getByLabel(t('fields.price')).fill('0');
    await page.getByRole('button', { name: t('form.save') }).click();
    await expect(page.getByText('Price must be greater than 0')).toBeVisible();
    await page.getByLabel(t('fields.price')).fill('44');
    await page.getByRole('button', { name: t('form.save') }).click();
    await expect(page).toHaveURL(/\/apps\/services\/list/);
    await page.getByRole('searchbox', { name: t('search.label') }).fill(`${name} (edited)`);
    await expect(page.getByRole('row').nth(1)).toContainText('€44.00');

    // Delete via the modal.
    await page.getByRole('button', { name: `Delete ${name} (edited)` }).click();
    const modal = page.getByRole('dialog', { name: t('deleteModal.title') });
    await expect(modal.getByLabel(t('fields.name'))).toHaveValue(`${name} (edited)`);
    await expect(modal.getByLabel(t('fields.price'))).toHaveValue('€44.00');
    await expect(modal.getByLabel(t('fields.duration'))).toHaveValue('45 min');
    await modal.getByRole('button', { name: t('deleteModal.confirm') }).click();
    await expect(page.getByText(t('toast.deleted'))).toBeVisible();
    await expect(page.getByText(t('empty'))).toBeVisible();

    expect(problems.pageErrors).toEqual([]);
  });

  test('the table scrolls sideways at 375 px instead of widening the page', async ({ page, urls }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openList(page, urls.stylistUrl('anna'));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});
