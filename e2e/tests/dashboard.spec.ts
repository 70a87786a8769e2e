import { blockingViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { en } from '../support/web-text';

const ANNA = 'anna.chairly.localhost';
const money = (value: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(value);

test.describe('dashboard', () => {
  test('shows the figures and schedules of the seeded data, as the API computes them', async ({ page, urls, signIn, hostFetch, problems }) => {
    test.setTimeout(120_000);
    await signIn.stylist('anna');
    const token = (await page.context().cookies()).find((c) => c.name === 'api_token')?.value ?? '';
    const headers = { authorization: `Bearer ${token}` };
    const stat = async (type: string) => JSON.parse((await hostFetch(ANNA, `/api/dashboard/statistics/${type}`, { headers })).body) as { value: number; date: string };

    await page.goto(`${urls.stylistUrl('anna')}/apps/dashboard`);
    await expect(page.getByRole('heading', { level: 1, name: en('dashboard', 'title') })).toBeVisible({ timeout: 20_000 });
    const users = await stat('total-users');
    const count = await stat('appointments-count-booked-today');
    const booked = await stat('appointments-sum-amount-booked-today');
    const sales = await stat('appointments-sum-amount-sales-today');
    expect(users.value).toBeGreaterThan(0);
    await expect(page.getByTestId('stat-total-users-value')).toHaveText(String(users.value));
    await expect(page.getByTestId('stat-booked-today-value')).toHaveText(String(count.value));
    await expect(page.getByTestId('stat-amount-booked-today-value')).toHaveText(money(booked.value));
    await expect(page.getByTestId('stat-sales-today-value')).toHaveText(money(sales.value));

    const schedule = JSON.parse((await hostFetch(ANNA, `/api/appointments/schedule/${count.date}`, { headers })).body) as { appointments: unknown[] };
    expect(schedule.appointments).toHaveLength(count.value);
    const today = page.getByTestId('schedule-today');
    if (count.value === 0) await expect(today).toContainText(en('dashboard', 'scheduleEmpty'));
    else await expect(today.getByRole('listitem')).toHaveCount(count.value);
    await expect(page.getByTestId('schedule-tomorrow')).toBeVisible();
    await expect(page.getByTestId('services-chart').locator('.recharts-surface')).toBeVisible({ timeout: 15_000 });

    expect(await blockingViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 375, height: 800 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    expect(problems.pageErrors).toEqual([]);
  });
});
