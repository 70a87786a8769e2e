import { expect, test } from '../support/fixtures';
import { literal } from '../support/text';
import { en } from '../support/web-text';

// OpenStreetMap tiles cannot load here; the settings map must work without them.
test.use({ ignoredErrors: [/tile\.openstreetmap|ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED|net::ERR_/] });

const s = (key: string) => en('settings', key);
// A 2×2 PNG: enough for the server to re-encode and serve.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEklEQVQImWO4k1JxJ6WCAUIBADG+BuF+PUDAAAAAAElFTkSuQmCC',
  'base64',
);

test.describe('settings as the demo stylist', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn.stylist('anna');
  });

  test('account details: URL and e-mail errors, then save', async ({ page, urls, problems }) => {
    await page.goto(`${urls.stylistUrl('anna')}/apps/stylist/setting`);
    await expect(page.getByRole('tab', { name: s('tabs.account') })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel(s('account.fields.businessName'))).toHaveValue("Anna's Beauty Studio");

    const twitter = page.getByLabel(s('account.fields.twitterUrl'));
    await twitter.fill('not a url');
    const email = page.getByLabel(s('account.fields.email'));
    await email.fill('anna@');
    // The tab has two forms (her details; her country and currency), each with its own Save.
    const save = page.getByRole('form', { name: s('tabs.account') }).getByRole('button', { name: s('actions.save') });
    await save.click();
    await expect(page.getByText('URL is invalid')).toBeVisible();
    await expect(page.getByText('The Email field must be a valid email')).toBeVisible();

    await twitter.fill('twitter.com/anna');
    await email.fill('anna@chairly.test');
    await page.getByLabel(s('account.fields.city')).fill('Potsdam');
    await save.click();
    await expect(page.getByText(literal(s('toast.stylistUpdated')))).toBeVisible();

    await page.reload();
    await expect(page.getByLabel(s('account.fields.city'))).toHaveValue('Potsdam');
    await expect(page.getByLabel(s('account.fields.twitterUrl'))).toHaveValue('twitter.com/anna');
    expect(problems.pageErrors).toEqual([]);
  });

  test('the map picks a point without tiles', async ({ page, urls, problems }) => {
    await page.goto(`${urls.stylistUrl('anna')}/apps/stylist/setting`);
    await page.getByLabel(s('account.showMap')).check({ force: true });
    const map = page.getByTestId('location-map');
    await expect(map).toBeVisible();
    expect((await map.boundingBox())?.height).toBe(400);
    const latitude = page.getByLabel(s('account.fields.latitude'));
    const before = await latitude.inputValue();
    await map.click({ position: { x: 60, y: 60 } });
    await expect(latitude).not.toHaveValue(before);
    await expect(latitude).toHaveAttribute('readonly', '');
    expect(problems.pageErrors).toEqual([]);
  });

  test('open hours: add and delete rows, the from/to error', async ({ page, urls, problems }) => {
    await page.goto(`${urls.stylistUrl('anna')}/apps/stylist/setting`);
    await page.getByRole('tab', { name: s('tabs.openHours') }).click();
    const rows = page.getByTestId('open-hours-row');
    await expect(rows).toHaveCount(7);

    await page.getByRole('button', { name: s('openHours.add') }).click();
    await expect(rows).toHaveCount(8);
    const added = rows.nth(7);
    await added.getByRole('combobox', { name: s('openHours.to') }).click();
    await page.getByRole('option', { name: '08:00', exact: true }).click();
    await page.getByRole('button', { name: s('actions.save') }).click();
    await expect(added.getByText("The start time must be earlier than the end time")).toBeVisible();

    await added.getByRole('button', { name: s('openHours.delete') }).click();
    await expect(rows).toHaveCount(7);
    // The last row's hours, to put them back at the end: later specs of this worker book Anna's week.
    const field = (row: number, key: string) => rows.nth(row).getByRole('combobox', { name: s(key) });
    const removed = { day: await field(6, 'openHours.day').inputValue(), from: await field(6, 'openHours.from').inputValue(), to: await field(6, 'openHours.to').inputValue() };
    await rows.nth(6).getByRole('button', { name: s('openHours.delete') }).click();
    await page.getByRole('button', { name: s('actions.save') }).click();
    await expect(page.getByText(literal(s('toast.dataUpdated')))).toBeVisible();
    await page.reload();
    await page.getByRole('tab', { name: s('tabs.openHours') }).click();
    await expect(rows).toHaveCount(6);

    // Added again, as a stylist would: the same day and hours, kept after a reload.
    await page.getByRole('button', { name: s('openHours.add') }).click();
    await expect(rows).toHaveCount(7);
    for (const [key, value] of [['openHours.day', removed.day], ['openHours.from', removed.from], ['openHours.to', removed.to]] as const) {
      await field(6, key).click();
      await page.getByRole('option', { name: value, exact: true }).click();
    }
    await page.getByRole('button', { name: s('actions.save') }).click();
    await expect(page.getByText(literal(s('toast.dataUpdated')))).toBeVisible();
    await page.reload();
    await page.getByRole('tab', { name: s('tabs.openHours') }).click();
    await expect(rows).toHaveCount(7);
    await expect(field(6, 'openHours.day')).toHaveValue(removed.day);
    await expect(field(6, 'openHours.from')).toHaveValue(removed.from);
    await expect(field(6, 'openHours.to')).toHaveValue(removed.to);
    expect(problems.pageErrors).toEqual([]);
  });

  test('no-show protection: switches and the save state follow the rules', async ({ page, urls, problems }) => {
    await page.goto(`${urls.stylistUrl('anna')}/apps/stylist/setting?activeTab=policy`);
    await expect(page.getByRole('tab', { name: s('tabs.policy') })).toHaveAttribute('aria-selected', 'true');
    const cancellation = page.getByRole('switch', { name: s('policy.cancellation') });
    const window = page.getByLabel(s('policy.window'));
    const save = page.getByRole('button', { name: s('actions.save') });
    // Seeded: no-show 50%, cancellation 25% within 24 hours.
    await expect(page.getByRole('switch', { name: s('policy.noShow') })).toBeChecked();
    await expect(cancellation).toBeChecked();
    await expect(window).toHaveValue('24');
    await expect(save).toBeEnabled();

    await window.fill('0');
    await expect(page.getByText('Hours before the appointment must be between 1 and 96')).toBeVisible();
    await expect(save).toBeDisabled();
    await window.fill('97');
    await expect(save).toBeDisabled();
    await window.fill('12');
    await expect(save).toBeEnabled();

    await window.fill('0');
    await cancellation.click({ force: true });
    await expect(cancellation).not.toBeChecked();
    await expect(window).toBeDisabled();
    await expect(save).toBeEnabled();
    await save.click();
    await expect(page.getByText(literal(s('toast.policySaved')))).toBeVisible();
    await page.reload();
    await expect(page.getByRole('switch', { name: s('policy.cancellation') })).not.toBeChecked();
    expect(problems.pageErrors).toEqual([]);
  });

  test('payment acceptance opens directly and shows the real account state', async ({ page, urls }) => {
    await page.goto(`${urls.stylistUrl('anna')}/apps/stylist/setting?activeTab=payment`);
    await expect(page.getByRole('tab', { name: s('tabs.payment') })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('payment-status').getByText(s('payment.connected'), { exact: true })).toBeVisible();
  });

  test('upload a profile image and see it', async ({ page, urls, problems }) => {
    await page.goto(`${urls.stylistUrl('anna')}/apps/stylist/setting`);
    await page.locator('input[type=file]').first().setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(page.getByText(literal(s('toast.stylistUpdated')))).toBeVisible();
    const preview = page.getByTestId('profile-image-preview');
    await expect(preview).toHaveAttribute('src', /\/api\/images\/profile-\d+-[0-9a-f]{32}\.webp$/);
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(512);
    expect(problems.pageErrors).toEqual([]);
  });

  test('at 375 px the tabs become a select', async ({ page, urls, problems }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${urls.stylistUrl('anna')}/apps/stylist/setting`);
    const select = page.getByTestId('settings-tab-select');
    await expect(select).toHaveValue(s('tabs.account'));
    await select.click();
    await page.getByRole('option', { name: s('tabs.notifications') }).click();
    await expect(page.getByLabel(s('notifications.reminderHours'))).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    expect(problems.pageErrors).toEqual([]);
  });
});
