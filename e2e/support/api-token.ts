import type { Page } from '@playwright/test';

/**
 * The API token of the signed-in user of `page`, for specs that call the API themselves. The SPA
 * keeps it per tab in its origin's sessionStorage (issue #28; the refresh token is in an HttpOnly
 * cookie no script reads), so the spec reads it there once the page has signed in.
 */
export async function apiToken(page: Page): Promise<string> {
  const handle = await page.waitForFunction(() => sessionStorage.getItem('chairly.apiToken'));
  const token = await handle.jsonValue();
  if (!token) throw new Error(`no API token in the tab on ${page.url()}`);
  return token;
}
