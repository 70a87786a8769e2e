import { expect, test } from '../support/fixtures';
import { en } from '../support/web-text';

test.describe('every kind of host serves the SPA', () => {
  const hosts = [
    { name: 'app host', url: (u: { appUrl: string }) => u.appUrl },
    { name: 'stylist host anna', url: (u: { stylistUrl: (s: string) => string }) => u.stylistUrl('anna') },
  ];

  for (const host of hosts) {
    test(`${host.name}: the SPA loads without errors`, async ({ page, urls, problems }) => {
      const response = await page.goto(`${host.url(urls)}/terms-conditions`);
      expect(response?.status()).toBe(200);
      expect(response?.headers()['content-type']).toMatch(/text\/html/);
      await expect(page.getByRole('heading', { level: 1, name: en('legal', 'terms.title') })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(problems.pageErrors).toEqual([]);
      expect(problems.consoleErrors).toEqual([]);
    });
  }

  test('GET /api/health answers ok', async ({ urls, hostFetch }) => {
    const response = await hostFetch(urls.baseDomain, '/api/health');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toMatch(/application\/json/);
  });

  test('GET /api/health answers ok from a page of the stylist host', async ({ page, urls }) => {
    await page.goto(`${urls.stylistUrl('anna')}/terms-conditions`);
    const status = await page.evaluate(async () => (await fetch('/api/health')).status);
    expect(status).toBe(200);
  });
});
