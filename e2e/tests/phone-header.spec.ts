import { LOCALES } from '@chairly/shared/constants';
import { expect, test } from '../support/fixtures';
import { webText } from '../support/web-text';
import { PHONE } from './booking-steps';

test.use({ viewport: PHONE, ignoredErrors: [/favicon\.ico/] });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A signed-in customer's header on a 375 px phone: brand, language, "My bookings" and her account
 * menu. In German, French and Portuguese the longer "My bookings" pushed the account menu off the
 * screen (the page scrolled sideways); the brand now shows its mark alone there.
 */
test("a signed-in customer's phone header fits in every language, with her account menu on screen", async ({ page, urls, signIn, problems }) => {
  test.setTimeout(90_000);
  await signIn.customer('anna');
  await page.goto(`${urls.stylistUrl('anna')}/services/bookings`);
  for (const locale of LOCALES) {
    await page.evaluate((lang) => localStorage.setItem('chairly.lang', lang), locale);
    await page.reload();
    const header = page.locator('header');
    const myBookings = header.getByRole('link', { name: webText(locale, 'booking', 'nav.myBookings') });
    await expect(myBookings).toBeVisible();
    await expect(header.getByRole('link', { name: 'Chairly' })).toBeVisible();
    const fit = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, header: document.querySelector('header')!.scrollWidth, viewport: window.innerWidth }));
    expect(fit.page, `${locale}: the page scrolls sideways`).toBeLessThanOrEqual(fit.viewport);
    expect(fit.header, `${locale}: the header overflows`).toBeLessThanOrEqual(fit.viewport);
    const [before, after] = webText(locale, 'auth', 'menu.label').split('{{name}}');
    const menu = header.getByRole('button', { name: new RegExp(`^${escape(before ?? '')}.+${escape(after ?? '')}$`) });
    const box = await menu.boundingBox();
    expect(box, `${locale}: account menu`).not.toBeNull();
    expect(box!.x + box!.width, `${locale}: the account menu ends off screen`).toBeLessThanOrEqual(fit.viewport);
  }
  expect(problems).toEqual({ pageErrors: [], consoleErrors: [] });
});
