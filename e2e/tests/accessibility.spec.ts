import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '../support/fixtures';
import { en } from '../support/web-text';

const pages = [
  { name: 'landing', path: '/', heading: () => en('landing', 'hero.title') },
  { name: '404', path: '/error-404', heading: () => en('errors', 'notFound.title') },
  { name: 'terms', path: '/terms-conditions', heading: () => en('legal', 'terms.title') },
];

for (const target of pages) {
  test(`${target.name} page has no serious or critical accessibility violations`, async ({ page }) => {
    await page.goto(target.path);
    await expect(page.getByRole('heading', { level: 1 }).filter({ hasText: target.heading() })).toBeVisible();
    const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
    const blocking = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes[0]?.any[0]?.message ?? ''}) — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(blocking).toEqual([]);
  });
}
