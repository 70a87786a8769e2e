import { blockingViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { en } from '../support/web-text';

const t = (key: string) => en('appointments', key);

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

test.describe('appointments (stylist back office)', () => {
  test('the list filters by state; a past booked appointment is marked no-show and its fee charged after confirming', async ({ page, urls, signIn, problems }) => {
    test.setTimeout(120_000);
    await signIn.stylist('anna');
    await page.goto(`${urls.stylistUrl('anna')}/apps/appointments`);
    await expect(page).toHaveURL(/\/apps\/appointments\/list/);
    await expect(page.getByRole('heading', { level: 1, name: t('list.title') })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('list-summary')).toHaveText(/^Showing 1 to \d+ of \d+ entries$/);
    expect(await blockingViolations(page)).toEqual([]);

    const from = daysAgo(14);
    await page.getByLabel(t('filters.from')).fill(from);
    await expect(page).toHaveURL(new RegExp(`from=${from}`));
    await page.getByLabel(t('filters.state')).selectOption('no_show');
    await expect(page).toHaveURL(/state=no_show/);
    const badges = page.locator('tbody [data-state]');
    await expect(badges.first()).toBeVisible();
    // The previous page stays on screen while the filtered one loads: wait for the new rows.
    await expect
      .poll(async () => new Set(await badges.evaluateAll((els) => els.map((el) => el.getAttribute('data-state')))))
      .toEqual(new Set(['no_show']));

    // The earliest booked one in the last two weeks is carla's past appointment (the seed keeps it booked, card on file).
    await page.getByLabel(t('filters.state')).selectOption('booked');
    await expect(page).toHaveURL(/state=booked/);
    await expect(badges.first()).toHaveAttribute('data-state', 'booked');
    await expect(page.getByRole('row').nth(1)).toContainText('Carla');
    await page.getByRole('row').nth(1).getByRole('link').click();
    await expect(page).toHaveURL(/\/apps\/appointment\/\d+\/show$/);
    await expect(page.getByRole('heading', { level: 1, name: t('detail.title') })).toBeVisible();
    await expect(page.getByTestId('card-on-file')).toHaveText(/•••• 4242/);
    await expect(page.getByText(t('history.title'))).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);

    await page.getByRole('button', { name: t('actions.no-show') }).click();
    await expect(page.getByText(t('toast.no-show'))).toBeVisible();
    await expect(page.locator('[data-state="no_show"]').first()).toBeVisible();
    const fee = page.getByRole('button', { name: t('actions.noShowFee') });
    await expect(fee).toBeVisible();
    await fee.click();
    const dialog = page.getByRole('dialog', { name: en('appointments', 'confirm.noShowFeeTitle') });
    const amountText = await dialog.getByTestId('confirm-amount').textContent();
    const amount = /€\d+\.\d{2}/.exec(amountText ?? '')?.[0];
    expect(amount).toBeDefined();
    const total = Number((await page.getByTestId('appointment-amount').textContent())?.replace('€', ''));
    expect(Number(amount?.slice(1))).toBeCloseTo(total / 2, 2);
    const charge = dialog.getByRole('button', { name: t('confirm.charge') });
    await charge.dblclick();
    await expect(page.getByText(`Fee of ${amount} charged`)).toBeVisible();
    await expect(page.getByText(t('errors.alreadyCharged'))).toHaveCount(0);
    await expect(fee).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: t('detail.title') })).toBeVisible();
    await expect(page.getByRole('button', { name: t('actions.noShowFee') })).toHaveCount(0);
    expect(problems.pageErrors).toEqual([]);
  });
});
