import { expect, test } from '../support/fixtures';
import { en } from '../support/web-text';

const t = (key: string) => en('customers', key);

test.describe('customers (stylist back office)', () => {
  test('add, edit and delete a customer', async ({ page, urls, signIn, problems }) => {
    test.setTimeout(120_000);
    await signIn.stylist('anna');
    await page.goto(`${urls.stylistUrl('anna')}/apps/customers`);
    await expect(page).toHaveURL(/\/apps\/customers\/list/);
    await expect(page.getByRole('heading', { level: 1, name: t('title') })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('list-summary')).toHaveText(/^Showing 1 to 10 of \d+ entries$/);

    const last = `Tester${Date.now()}`;
    await page.getByRole('button', { name: t('addNew') }).click();
    const panel = page.getByRole('dialog', { name: t('form.addTitle') });
    await panel.getByLabel(t('fields.email')).fill('not-an-email');
    await panel.getByRole('button', { name: t('form.add'), exact: true }).click();
    await expect(panel.getByText(`The ${t('fields.name')} field is required`)).toBeVisible();
    await expect(panel.getByText(`The ${t('fields.email')} field must be a valid email`)).toBeVisible();
    await panel.getByLabel(new RegExp(`^${t('fields.name')}`)).fill('Erika');
    await panel.getByLabel(t('fields.lastName')).fill(last);
    await panel.getByLabel(t('fields.email')).fill(`erika.${last.toLowerCase()}@example.com`);
    await panel.getByLabel(t('fields.phone')).fill('+49 30 555 0199');
    await panel.getByRole('button', { name: t('form.add'), exact: true }).click();
    await expect(panel).toBeHidden();

    const search = page.getByRole('searchbox', { name: t('search.label') });
    await search.fill(last);
    await expect(page.getByTestId('list-summary')).toHaveText('Showing 1 to 1 of 1 entries');
    await page.getByRole('link', { name: `Edit Erika ${last}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: t('form.editTitle') })).toBeVisible();
    await expect(page.getByRole('region', { name: t('appointments.title') }).getByText(t('appointments.empty'))).toBeVisible();
    await page.getByLabel(t('fields.notes')).fill('Prefers Saturdays');
    await page.getByLabel(new RegExp(`^${t('fields.name')}`)).fill('Erica');
    await page.getByRole('button', { name: t('form.save') }).click();
    await expect(page).toHaveURL(/\/apps\/customers\/list/);

    await page.getByRole('searchbox', { name: t('search.label') }).fill(last);
    await expect(page.getByRole('row').nth(1)).toContainText('Erica');
    await page.getByRole('button', { name: `Delete Erica ${last}` }).click();
    const modal = page.getByRole('dialog', { name: t('deleteModal.title') });
    await modal.getByRole('button', { name: t('deleteModal.confirm') }).click();
    await expect(page.getByText(t('toast.deleted'))).toBeVisible();
    await expect(page.getByText(t('empty'))).toBeVisible();

    expect(problems.pageErrors).toEqual([]);
  });
});
