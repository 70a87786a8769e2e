import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rule sets every screen is checked against (issue #12, quality gates). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** Rules that give every form field an accessible name; they must run on every check. */
export const FIELD_NAME_RULES = ['label', 'select-name', 'aria-input-field-name', 'aria-toggle-field-name'];

/**
 * Serious or critical axe violations on the page as it is now (one line each: rule, help, targets).
 * `include` limits the check to a part of the page (an open dialog, say).
 */
export async function blockingViolations(page: Page, include?: string): Promise<string[]> {
  // A drawer or dialog still fading in has blended colours: contrast is judged once the finite
  // transitions are over (spinners and skeletons animate for ever and are not waited for). Mantine
  // starts a transition two animation frames after the render that opens it, so a few frames pass
  // first: a dialog opened just now would otherwise show no animation yet.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let frames = 3;
        const tick = () => (--frames === 0 ? resolve() : requestAnimationFrame(tick));
        requestAnimationFrame(tick);
      }),
  );
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS);
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const ran = new Set([...results.passes, ...results.violations, ...results.incomplete, ...results.inapplicable].map((rule) => rule.id));
  const missing = FIELD_NAME_RULES.filter((rule) => !ran.has(rule));
  if (missing.length > 0) throw new Error(`axe did not run the field-name rules ${missing.join(', ')}`);
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} (${v.nodes[0]?.any[0]?.message ?? v.nodes[0]?.all[0]?.message ?? ''}) — ${v.nodes
          .slice(0, 5)
          .map((n) => n.target.join(' '))
          .join(', ')}`,
    );
}

export type FocusStop = { element: string; visible: boolean };

/**
 * Presses Tab `count` times and describes each element that gets the focus and whether it shows a
 * focus indicator of its own: an outline (not `none`, wider than 0) or a box-shadow.
 */
export async function tabStops(page: Page, count: number): Promise<FocusStop[]> {
  const stops: FocusStop[] = [];
  for (let i = 0; i < count; i++) {
    await page.keyboard.press('Tab');
    stops.push(
      await page.evaluate(() => {
        const focused = document.activeElement as HTMLElement | null;
        if (!focused || focused === document.body) return { element: 'body', visible: true };
        const shows = (el: Element) => {
          const style = getComputedStyle(el);
          const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
          return outline || (style.boxShadow !== 'none' && style.boxShadow !== '');
        };
        const name = focused.getAttribute('aria-label') ?? focused.textContent?.trim().slice(0, 40) ?? '';
        return {
          element: `${focused.tagName.toLowerCase()}${focused.id ? `#${focused.id}` : ''} "${name}"`,
          visible: shows(focused),
        };
      }),
    );
  }
  return stops;
}
