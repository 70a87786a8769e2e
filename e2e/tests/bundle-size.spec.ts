import { BUNDLE_BUDGETS, kb, measureRoute, type BudgetedRoute, type RouteBundle } from '../support/bundle-size';
import { expect, test } from '../support/fixtures';
import { en } from '../support/web-text';

// A size is not a time: these checks are deterministic (bytes of the built files a route requests).
function expectWithinBudget(route: BudgetedRoute, bundle: RouteBundle) {
  const budget = BUNDLE_BUDGETS[route];
  test.info().annotations.push({
    type: 'bundle',
    description: `${route}: JS ${kb(bundle.jsBytes)} kB / ${budget.jsKb} kB, CSS ${kb(bundle.cssBytes)} kB / ${budget.cssKb} kB (gzip)`,
  });
  const listing = bundle.files.map((f) => `${kb(f.gzipBytes)} kB ${f.file}`).join('\n');
  expect(kb(bundle.jsBytes), `${route}: JavaScript (gzip) over budget; files loaded:\n${listing}`).toBeLessThanOrEqual(budget.jsKb);
  expect(kb(bundle.cssBytes), `${route}: CSS (gzip) over budget; files loaded:\n${listing}`).toBeLessThanOrEqual(budget.cssKb);
  // A route that loaded nothing would pass any budget: make sure the measurement saw the app.
  expect(bundle.files.filter((f) => f.kind === 'js').length).toBeGreaterThan(3);
}

test.describe('route bundles stay within their budgets', () => {
  test('landing page', async ({ page, urls }) => {
    const bundle = await measureRoute(page, async () => {
      await page.goto(urls.rootUrl);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
    expectWithinBudget('landing', bundle);
  });

  test('public booking page of the demo stylist', async ({ page, urls }) => {
    const bundle = await measureRoute(page, async () => {
      await page.goto(`${urls.stylistUrl('anna')}/services/book`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('checkbox').first()).toBeVisible();
    });
    expectWithinBudget('public booking page', bundle);
  });

  test('services list of a signed-in stylist', async ({ page, urls, signIn }) => {
    await signIn.stylist('anna');
    const bundle = await measureRoute(page, async () => {
      await page.goto(`${urls.stylistUrl('anna')}/apps/services/list`);
      await expect(page.getByRole('heading', { level: 1, name: en('services', 'title') })).toBeVisible({ timeout: 20_000 });
    });
    expectWithinBudget('services list', bundle);
  });
});
