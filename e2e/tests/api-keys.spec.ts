import { expect, test } from '../support/fixtures';
import { literal, startsWithText } from '../support/text';
import { en } from '../support/web-text';
import { PHONE } from './booking-steps';

/**
 * Issue #32 (3a): the stylist makes an API key in Settings, sees it once, her tool uses it, and she
 * revokes it; on a phone the tab is reached through the section menu and fits the screen.
 */
const s = (key: string) => en('settings', key);

test.describe('API keys as the demo stylist', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn.stylist('anna');
  });

  test('creates a key, sees it once, uses it from a tool, then revokes it', async ({ page, urls, hostFetch, problems }) => {
    const host = new URL(urls.stylistUrl('anna')).hostname;
    await page.goto(`${urls.stylistUrl('anna')}/apps/stylist/setting?activeTab=api-keys`);
    await expect(page.getByRole('tab', { name: s('tabs.apiKeys') })).toHaveAttribute('aria-selected', 'true');

    await page.getByRole('button', { name: s('apiKeys.create') }).click();
    const dialog = page.getByRole('dialog', { name: s('apiKeys.createTitle') });
    await dialog.getByLabel(s('apiKeys.name')).fill('E2E bookkeeping');
    await dialog.getByRole('button', { name: s('apiKeys.createConfirm') }).click();

    const shown = page.getByRole('dialog', { name: s('apiKeys.shownTitle') });
    const secret = shown.getByTestId('api-key-secret');
    await expect(secret).toHaveValue(/^chk_test_[A-Za-z0-9_-]{43}$/);
    const key = await secret.inputValue();
    await expect(shown.getByText(s('apiKeys.shownOnce'))).toBeVisible();
    await expect(shown.getByRole('button', { name: s('apiKeys.copy') })).toBeVisible();
    await shown.getByRole('button', { name: s('apiKeys.done') }).click();
    await expect(shown).toBeHidden();

    const row = page.getByTestId('api-key-row').filter({ hasText: 'E2E bookkeeping' });
    await expect(row).toContainText(s('apiKeys.scopes.read'));
    await expect(row).toContainText(s('apiKeys.neverUsed'));
    // Shown once: the page holds the key nowhere now.
    expect(await page.content()).not.toContain(key);

    // Her tool reads her customers with the key; a write is refused (read scope).
    const read = await hostFetch(host, '/api/customers', { headers: { authorization: `Bearer ${key}` } });
    expect(read.status).toBe(200);
    expect(JSON.parse(read.body)['hydra:totalItems']).toBeGreaterThan(0);
    const write = await hostFetch(host, '/api/customers', {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Written by a read key' }),
    });
    expect(write.status).toBe(403);

    await page.reload();
    await expect(row.getByText(startsWithText(s('apiKeys.lastUsed')))).toBeVisible();
    await expect(row).not.toContainText(s('apiKeys.neverUsed'));

    await row.getByRole('button', { name: s('apiKeys.revoke') }).click();
    const confirm = page.getByRole('dialog', { name: s('apiKeys.revokeTitle') });
    await expect(confirm).toContainText('E2E bookkeeping');
    await confirm.getByRole('button', { name: s('apiKeys.revokeConfirm') }).click();
    await expect(page.getByText(literal(s('apiKeys.revokedToast')))).toBeVisible();
    await expect(row).toHaveCount(0);

    const refused = await hostFetch(host, '/api/customers', { headers: { authorization: `Bearer ${key}` } });
    expect(refused.status).toBe(401);
    expect(JSON.parse(refused.body)).toMatchObject({ code: 'UNAUTHORIZED' });
    expect(problems.pageErrors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: PHONE });

    test('the tab is in the section menu, and the key dialog fits the screen', async ({ page, urls, problems }) => {
      await page.goto(`${urls.stylistUrl('anna')}/apps/stylist/setting`);
      await page.getByTestId('settings-tab-select').click();
      await page.getByRole('option', { name: s('tabs.apiKeys') }).click();
      await page.getByRole('button', { name: s('apiKeys.create') }).click();
      const dialog = page.getByRole('dialog', { name: s('apiKeys.createTitle') });
      await dialog.getByLabel(s('apiKeys.name')).fill('Phone key');
      await dialog.getByText(s('apiKeys.scopes.read-write')).click();
      await dialog.getByRole('button', { name: s('apiKeys.createConfirm') }).click();
      const shown = page.getByRole('dialog', { name: s('apiKeys.shownTitle') });
      await expect(shown.getByTestId('api-key-secret')).toHaveValue(/^chk_test_/);
      await shown.getByRole('button', { name: s('apiKeys.done') }).click();
      await expect(page.getByTestId('api-key-row').filter({ hasText: 'Phone key' })).toContainText(s('apiKeys.scopes.read-write'));
      const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
      expect(widths.page).toBeLessThanOrEqual(widths.viewport);
      expect(problems.pageErrors).toEqual([]);
    });
  });
});
