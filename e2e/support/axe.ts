import type { Page } from '@playwright/test';
import axe from 'axe-core';

/** The rule sets every screen is checked against (issue #12, quality gates). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** Rules that give every form field an accessible name; they must run on every check. */
export const FIELD_NAME_RULES = ['label', 'select-name', 'aria-input-field-name', 'aria-toggle-field-name'];

/**
 * axe-core run in the page itself, injected once per document (docs/testing.md "Where the time
 * goes"). `@axe-core/playwright`'s builder injects the 550 kB engine anew on every check and then
 * assembles the result in a second, blank page (built for cross-origin frames, which our pages do not
 * have): about 1 s a check on this machine against 0.2–0.4 s here, over some 250 checks a run.
 * The same engine, rules and tags; `page.evaluate` is not subject to the page's CSP (a script tag
 * would be).
 */
async function runAxe(page: Page, include?: string): Promise<axe.AxeResults> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    ([context, tags]) =>
      (window as unknown as { axe: typeof axe }).axe.run(context ?? document, { runOnly: { type: 'tag', values: tags } }),
    [include ?? null, AXE_TAGS] as const,
  );
}

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
  const results = await runAxe(page, include);
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
