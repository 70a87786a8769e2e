import { expect, test } from '../support/fixtures';
import { literal } from '../support/text';
import { en, webText } from '../support/web-text';

test('the language switcher changes the visible text and the choice survives a reload', async ({ page, problems }) => {
  await page.goto('/');
  const englishTitle = page.getByRole('heading', { level: 1, name: literal(en('landing', 'hero.title')) });
  await expect(englishTitle).toBeVisible();

  await page.getByRole('button', { name: en('common', 'language.label') }).click();
  await page.getByRole('menuitem', { name: 'Deutsch' }).click();

  const germanTitle = page.getByRole('heading', { level: 1, name: literal(webText('de', 'landing', 'hero.title')) });
  await expect(germanTitle).toBeVisible();
  await expect(englishTitle).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  await page.reload();
  await expect(germanTitle).toBeVisible();
  await expect(page.getByRole('link', { name: webText('de', 'landing', 'cta.startTrial') })).toBeVisible();
  expect(problems.pageErrors).toEqual([]);
});
