import { blockingViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { literal } from '../support/text';
import { en } from '../support/web-text';
import { b, publicFreeTimes } from './booking-steps';

/**
 * Issue 18: special days and public holidays from the Open hours tab, as the public page sees
 * them. Bella (America/Sao_Paulo) works Tuesday to Saturday, never on Sundays.
 */
const s = (key: string) => en('settings', key);

/** yyyy-MM-dd of the first Sunday at least `minDays` days from now (UTC calendar; São Paulo is UTC−3, a day earlier only late in her evening). */
function nextSunday(minDays: number): string {
  for (let days = minDays; ; days++) {
    const date = new Date(Date.now() + days * 86_400_000);
    if (date.getUTCDay() === 0) return date.toISOString().slice(0, 10);
  }
}

test.describe('special days and public holidays (Open hours tab → public page)', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn.stylist('bella');
  });

  test('she adds a special Sunday and the public page offers it', async ({ page, urls, problems }) => {
    test.setTimeout(120_000);
    const stylistUrl = urls.stylistUrl('bella');
    const sunday = nextSunday(3);
    expect(await publicFreeTimes(page, stylistUrl, sunday)).toEqual([]);

    await page.goto(`${stylistUrl}/apps/stylist/setting?activeTab=open-hours`);
    const form = page.getByRole('form', { name: s('specialDays.add') });
    await expect(form).toBeVisible({ timeout: 20_000 });
    await form.getByLabel(s('specialDays.date')).fill(sunday);
    const interval = form.getByTestId('special-day-interval');
    await interval.getByRole('combobox', { name: s('openHours.from') }).click();
    await page.getByRole('option', { name: '10:30', exact: true }).click();
    await interval.getByRole('combobox', { name: s('openHours.to') }).click();
    await page.getByRole('option', { name: '13:00', exact: true }).click();
    await form.getByLabel(s('specialDays.note')).fill('Christmas market Sunday');
    await form.getByRole('button', { name: s('specialDays.add') }).click();
    await expect(page.getByText(literal(s('specialDays.saved')))).toBeVisible();
    const row = page.getByTestId('special-day').filter({ hasText: 'Christmas market Sunday' });
    await expect(row).toContainText('10:30–13:00');
    expect(await blockingViolations(page)).toEqual([]);

    // Offered from 10:30 on the quarter hour, each start leaving the first service time before 13:00.
    const times = await publicFreeTimes(page, stylistUrl, sunday);
    expect(times[0]).toBe(10 * 60 + 30);
    expect(times.every((m) => m >= 10 * 60 + 30 && m < 13 * 60 && m % 15 === 0)).toBe(true);
    expect(problems.pageErrors).toEqual([]);
  });

  test('she accepts the public holidays of her country: closed days, shown on the public page', async ({ page, urls, problems }) => {
    test.setTimeout(120_000);
    const stylistUrl = urls.stylistUrl('bella');
    await page.goto(`${stylistUrl}/apps/stylist/setting?activeTab=open-hours`);
    const country = page.getByRole('combobox', { name: s('holidays.country') });
    await expect(country).toBeVisible({ timeout: 20_000 });
    await country.click();
    await country.fill('Portug');
    await page.getByRole('option', { name: 'Portugal', exact: true }).click();

    const holidays = page.getByTestId('public-holiday');
    await expect(holidays.first()).toBeVisible();
    const count = await holidays.count();
    // Portugal has at least 10 national public holidays a year (New Year, Freedom Day, Christmas …).
    expect(count).toBeGreaterThanOrEqual(10);
    await expect(page.getByRole('table').filter({ has: holidays.first() })).toContainText('Christmas Day');

    // One first, then all the others at once. A holiday may already be taken: the first test's
    // special Sunday is one when it falls on, say, Easter Sunday; "accept all" offers the rest.
    const taken = holidays.getByText(s('holidays.taken'));
    const takenBefore = await taken.count();
    await holidays.getByRole('button', { name: s('holidays.accept') }).first().click();
    await expect(taken).toHaveCount(takenBefore + 1);
    const rest = count - takenBefore - 1;
    await page.getByRole('button', { name: s('holidays.acceptAll').replace('{{count}}', String(rest)) }).click();
    await expect(page.getByText(`${rest} holidays added as closed days`)).toBeVisible();
    await expect(holidays.getByText(s('holidays.taken'))).toHaveCount(count);
    await expect(page.getByTestId('special-day').filter({ hasText: 'Christmas Day' })).toContainText(s('specialDays.closed'));
    expect(await blockingViolations(page)).toEqual([]);

    // After a reload her country is remembered.
    await page.reload();
    await expect(page.getByRole('combobox', { name: s('holidays.country') })).toHaveValue('Portugal', { timeout: 20_000 });

    // The public page lists the upcoming closures (a Portuguese holiday falls within any 90 days).
    await page.goto(`${stylistUrl}/services/book`);
    const closures = page.getByTestId('closures');
    await expect(closures).toBeVisible();
    await expect(closures.getByRole('listitem').first()).toContainText(b('page.closedOn').replace(' {{range}}', ''));
    expect(problems.pageErrors).toEqual([]);
  });

  test('her booking rules: a 60-minute slot step shows on the public page; the notice is checked and kept', async ({ page, urls, problems }) => {
    test.setTimeout(150_000);
    const stylistUrl = urls.stylistUrl('bella');
    const settings = `${stylistUrl}/apps/stylist/setting?activeTab=open-hours`;
    // A Sunday of its own, open 10:00–16:00 (no appointments: she never works on Sundays).
    const sunday = nextSunday(10);
    await page.goto(settings);
    const form = page.getByRole('form', { name: s('specialDays.add') });
    await expect(form).toBeVisible({ timeout: 20_000 });
    await form.getByLabel(s('specialDays.date')).fill(sunday);
    await form.getByTestId('special-day-interval').getByRole('combobox', { name: s('openHours.to') }).click();
    await page.getByRole('option', { name: '16:00', exact: true }).click();
    await form.getByRole('button', { name: s('specialDays.add') }).click();
    await expect(page.getByText(literal(s('specialDays.saved')))).toBeVisible();
    expect((await publicFreeTimes(page, stylistUrl, sunday)).some((m) => m % 60 !== 0)).toBe(true);

    await page.goto(settings);
    const rules = page.getByTestId('booking-rules');
    const notice = rules.getByLabel(s('bookingRules.notice'));
    await expect(notice).toHaveValue('1', { timeout: 20_000 });
    await notice.fill('73');
    await expect(rules.getByText(s('bookingRules.noticeRange'))).toBeVisible();
    await expect(rules.getByRole('button', { name: s('bookingRules.save') })).toBeDisabled();
    await notice.fill('2');
    await rules.getByText(s('bookingRules.minutes_other').replace('{{count}}', '60'), { exact: true }).click();
    await rules.getByRole('button', { name: s('bookingRules.save') }).click();
    await expect(page.getByText(literal(s('toast.dataUpdated')))).toBeVisible();
    await page.reload();
    await expect(rules.getByLabel(s('bookingRules.notice'))).toHaveValue('2', { timeout: 20_000 });
    await expect(rules.getByRole('radio', { name: s('bookingRules.minutes_other').replace('{{count}}', '60') })).toBeChecked();

    // On the hour from the interval's start: 10:00, 11:00, …
    const hourly = await publicFreeTimes(page, stylistUrl, sunday);
    expect(hourly[0]).toBe(10 * 60);
    expect(hourly.every((m) => m % 60 === 0)).toBe(true);

    // Back to 15 minutes and 1 hour for the other specs.
    await rules.getByLabel(s('bookingRules.notice')).fill('1');
    await rules.getByText(s('bookingRules.minutes_other').replace('{{count}}', '15'), { exact: true }).click();
    await rules.getByRole('button', { name: s('bookingRules.save') }).click();
    await expect(page.getByText(literal(s('toast.dataUpdated')))).toBeVisible();
    expect(problems.pageErrors).toEqual([]);
  });
});
