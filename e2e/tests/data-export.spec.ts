import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { en } from '../support/web-text';
import { PHONE } from './booking-steps';

/**
 * Issue #32.1: the stylist downloads her customers as CSV from Settings → "Your data" and opens the
 * file; she exports everything as one archive and downloads it from the link the job gives.
 */
const s = (key: string) => en('settings', key);

/** The first field of each CRLF record (enough for files whose first column is never quoted). */
const records = (text: string) => text.split('\r\n').filter(Boolean).map((line) => line.split(','));

async function bytesOf(download: Download): Promise<Buffer> {
  return readFile((await download.path())!);
}

test.describe('Your data as the demo stylist', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn.stylist('anna');
  });

  test('downloads her customers as CSV and opens it; exports everything and downloads the archive', async ({ page, urls, problems }) => {
    await page.goto(`${urls.stylistUrl('anna')}/apps/stylist/setting?activeTab=data`);
    await expect(page.getByRole('tab', { name: s('tabs.data') })).toHaveAttribute('aria-selected', 'true');

    const [csv] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: s('dataExport.tables.customers') }).click()]);
    expect(csv.suggestedFilename()).toMatch(/^customers-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await bytesOf(csv);
    // UTF-8 with a byte order mark, so Excel reads it as UTF-8.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.endsWith('\r\n')).toBe(true);
    const [header, ...rows] = records(text);
    expect(header).toEqual(['ID', 'First name', 'Last name', 'Email', 'Phone', 'Notes', 'Deleted', 'Created']);
    expect(rows.length).toBeGreaterThan(0);
    expect(text).toContain('carla@chairly.test');

    // A reversed range is caught before anything is asked.
    await page.getByTestId('export-from').fill('2030-05-10');
    await page.getByTestId('export-to').fill('2030-05-01');
    await expect(page.getByText(s('dataExport.reversed'))).toBeVisible();
    await expect(page.getByRole('button', { name: s('dataExport.tables.appointments') })).toBeDisabled();

    await page.getByRole('button', { name: s('dataExport.archiveStart') }).click();
    const link = page.getByTestId('export-download');
    // The job runs in the background (the server's inline job runner).
    await expect(link).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(s('dataExport.archiveExpires').split('{{')[0]!)).toBeVisible();
    const [archive] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(archive.suggestedFilename()).toMatch(/^chairly-export-\d{4}-\d{2}-\d{2}\.json$/);
    const json = JSON.parse((await bytesOf(archive)).toString('utf8')) as { account: { subdomain: string }; customers: { email: string }[] };
    expect(json.account.subdomain).toBe('anna');
    expect(json.customers.map((c) => c.email)).toContain('carla@chairly.test');
    expect(problems.pageErrors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: PHONE });

    test('the tab is in the section menu and fits the screen', async ({ page, urls, problems }) => {
      await page.goto(`${urls.stylistUrl('anna')}/apps/stylist/setting`);
      await page.getByTestId('settings-tab-select').click();
      await page.getByRole('option', { name: s('tabs.data') }).click();
      await expect(page.getByRole('button', { name: s('dataExport.tables.reviews') })).toBeVisible();
      await expect(page.getByText(s('dataExport.archiveNone'))).toBeVisible();
      const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
      expect(widths.page).toBeLessThanOrEqual(widths.viewport);
      expect(problems.pageErrors).toEqual([]);
    });
  });
});
