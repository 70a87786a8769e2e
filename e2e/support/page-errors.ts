import type { Page } from '@playwright/test';

export type PageProblems = { pageErrors: string[]; consoleErrors: string[] };

/**
 * Collects uncaught exceptions and console errors (and hydration warnings) of a page from now on;
 * tests assert both are empty.
 */
export function watchPage(page: Page, ignore: readonly RegExp[] = []): PageProblems {
  const problems: PageProblems = { pageErrors: [], consoleErrors: [] };
  const ignored = (text: string) => ignore.some((re) => re.test(text));
  page.on('pageerror', (error) => {
    const text = `${error.name}: ${error.message}`;
    if (!ignored(text)) problems.pageErrors.push(text);
  });
  page.on('console', (message) => {
    // React's development build warns of a hydration mismatch; production throws #418 (a page error).
    const hydration = message.type() === 'warning' && /hydrat/i.test(message.text());
    if (message.type() !== 'error' && !hydration) return;
    const where = message.location().url;
    const text = where ? `${message.text()} (${where})` : message.text();
    if (!ignored(text)) problems.consoleErrors.push(text);
  });
  return problems;
}
