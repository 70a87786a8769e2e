import { blockingViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { en } from '../support/web-text';

const t = (key: string) => en('customers', key);

test.describe('customer appointment history (stylist back office)', () => {
  test('the edit screen of a seeded customer lists her appointments, each opening its detail', async ({ page, urls, signIn, problems }) => {
    test.setTimeout(120_000);
    await signIn.stylist('anna');
    await page.goto(`${urls.stylistUrl('anna')}/apps/customers/list`);
    await expect(page.getByRole('heading', { level: 1, name: t('title') })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('searchbox', { name: t('search.label') }).fill('carla@chairly.test');
    await expect(page.getByTestId('list-summary')).toHaveText('Showing 1 to 1 of 1 entries');
    await page.getByRole('link', { name: 'Edit Carla Dias' }).click();
    await expect(page).toHaveURL(/\/apps\/customers\/\d+\/edit$/);
    await expect(page.getByRole('heading', { level: 1, name: t('form.editTitle') })).toBeVisible();

    const history = page.getByRole('region', { name: t('appointments.title') });
    await expect(history.getByRole('columnheader', { name: t('appointments.columns.startsAt') })).toBeVisible();
    const summary = history.getByTestId('list-summary');
    await expect(summary).toHaveText(/^Showing 1 to \d+ of \d+ entries$/);
    const [, shown, total] = /to (\d+) of (\d+)/.exec((await summary.textContent()) ?? '')!.map(Number) as [number, number, number];
    // The seed gives carla (anna's first customer) at least every ninth appointment over weeks: more than a page.
    expect(total).toBeGreaterThan(10);
    expect(shown).toBe(10);
    const rows = history.locator('tbody tr');
    await expect(rows).toHaveCount(shown);
    await expect(history.locator('tbody [data-state]')).toHaveCount(shown);
    await expect(history.getByText(t('appointments.empty'))).toHaveCount(0);
    // Newest first: the shown wall times (en-US medium date, short time) never go up.
    const times = (await history.locator('tbody tr a').allTextContents()).map((text) => Date.parse(text.replace(/\s/g, ' ')));
    expect(times.every((time) => Number.isFinite(time))).toBe(true);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(await blockingViolations(page)).toEqual([]);

    await history.getByRole('button', { name: t('pagination.page').replace('{{page}}', '2') }).click();
    await expect(summary).toHaveText(`Showing 11 to ${Math.min(total, 20)} of ${total} entries`);
    await history.getByRole('button', { name: t('pagination.page').replace('{{page}}', '1') }).click();
    await expect(summary).toHaveText(`Showing 1 to 10 of ${total} entries`);

    const newest = rows.first().getByRole('link');
    const href = await newest.getAttribute('href');
    expect(href).toMatch(/^\/apps\/appointment\/\d+\/show$/);
    await newest.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1, name: en('appointments', 'detail.title') })).toBeVisible();
    await expect(page.getByText('Carla Dias').first()).toBeVisible();
    expect(problems.pageErrors).toEqual([]);
  });
});
