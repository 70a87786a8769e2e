import type { Page } from '@playwright/test';
import type { SystemUrls } from './urls';
import { webText } from './web-text';

/**
 * What the Arabic specs (arabic.spec.ts, arabic-screens.spec.ts) share: the SPA's Arabic strings,
 * the letters a screen in Arabic shows, and choosing Arabic as a device remembers it.
 */

/** A string of the SPA in Arabic (apps/web/src/locales/ar), interpolations not filled. */
export const ar = (namespace: string, key: string) => webText('ar', namespace, key);

/** Arabic letters (the Arabic block): a screen in Arabic shows some. */
export const ARABIC_LETTERS = /[\u0600-\u06ff]/;

/**
 * Arabic through the `lang` cookie every subdomain shares, not from the menu: the menu would also
 * save it with the demo account and turn that person's e-mails in other specs into Arabic.
 */
export async function chooseArabic(page: Page, urls: SystemUrls): Promise<void> {
  await page.context().addCookies([{ name: 'lang', value: 'ar', domain: `.${urls.baseDomain}`, path: '/' }]);
}
