import type { Page } from '@playwright/test';

export type PageProblems = { pageErrors: string[]; consoleErrors: string[] };

/** Collects uncaught exceptions and console errors of a page from now on; tests assert both are empty. */
export function watchPage(page: Page, ignore: readonly RegExp[] = []): PageProblems {
  const problems: PageProblems = { pageErrors: [], consoleErrors: [] };
  const ignored = (text: string) => ignore.some((re) => re.test(text));
  page.on('pageerror', (error) => {
    const text = `${error.name}: ${error.message}`;
    if (!ignored(text)) problems.pageErrors.push(text);
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const where = message.location().url;
    const text = where ? `${message.text()} (${where})` : message.text();
    if (!ignored(text)) problems.consoleErrors.push(text);
  });
  return problems;
}
