import { LOCALES } from '@chairly/shared/constants';
import { expect, test } from '../support/fixtures';
import { webText } from '../support/web-text';
import { PHONE } from './booking-steps';

test.use({ viewport: PHONE, ignoredErrors: [/favicon\.ico/] });

/**
 * Issue 17 (6): on a 375 px phone the state badges of My bookings were cut to "BO…" and
 * "CANCE…". Every badge of both tabs must show its whole label, in every language.
 */
test('My bookings shows every state badge whole on a 375 px phone, in all four languages', async ({ page, urls, signIn, problems }) => {
  test.setTimeout(90_000);
  await signIn.customer('anna');
  const bookingsUrl = `${urls.stylistUrl('anna')}/services/bookings`;
  await page.goto(bookingsUrl);
  const seen = new Set<string>();
  for (const locale of LOCALES) {
    const text = (key: string) => webText(locale, 'booking', key);
    await page.evaluate((lang) => localStorage.setItem('chairly.lang', lang), locale);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: text('bookings.title') })).toBeVisible();
    for (const tab of ['bookings.upcoming', 'bookings.past']) {
      await page.getByRole('tab', { name: text(tab) }).click();
      const badges = page.getByRole('tabpanel').getByRole('listitem').locator('[data-state]');
      await expect(badges.first()).toBeVisible();
      const measured = await badges.evaluateAll((elements) =>
        elements.map((root) => {
          const label = root.querySelector('span') ?? root;
          return {
            state: root.getAttribute('data-state') ?? '',
            text: label.textContent ?? '',
            root: { scroll: root.scrollWidth, client: root.clientWidth },
            label: { scroll: label.scrollWidth, client: label.clientWidth },
          };
        }),
      );
      for (const badge of measured) {
        seen.add(badge.state);
        const what = `${locale} ${tab} ${badge.state} "${badge.text}"`;
        expect(badge.text, what).toBe(text(`states.${badge.state}`));
        expect(badge.label.scroll, `${what}: label ${badge.label.scroll} > ${badge.label.client}`).toBeLessThanOrEqual(badge.label.client);
        expect(badge.root.scroll, `${what}: badge ${badge.root.scroll} > ${badge.root.client}`).toBeLessThanOrEqual(badge.root.client);
      }
    }
  }
  // The demo bookings of carla at anna: upcoming booked ones and finished ones.
  expect([...seen]).toEqual(expect.arrayContaining(['booked', 'completed']));
  expect(problems).toEqual({ pageErrors: [], consoleErrors: [] });
});
