import { DEMO_ACCOUNTS } from '@chairly/shared/demo';
import type { Locator, Page } from '@playwright/test';
import { blockingViolations, tabStops } from '../support/axe';
import { apiToken } from '../support/api-token';
import { reviewLinkFromOutbox } from '../support/review-link';
import { expect, test } from '../support/fixtures';
import { fetchOnLoopback } from '../support/host-request';
import type { SystemUrls } from '../support/urls';
import { en } from '../support/web-text';
import { b, c, firstFreeDay, PHONE, timeButtons } from './booking-steps';

/**
 * Issue #12 (quality gates), accessibility: every screen and every kind of dialog has no serious
 * or critical axe violation (WCAG 2.0/2.1 A and AA plus best practices; the rules that give every
 * field an accessible name always run), and keyboard users see where the focus is. Each test walks
 * a table of screens on one page and reports the violations of all of them at once.
 *
 * Checked elsewhere with the same rules: the app-host login and registration at 375 px
 * (auth-pages.spec.ts), the booking steps at 375 px (booking.spec.ts); the booking flow by
 * keyboard alone in booking-keyboard.spec.ts.
 */

/** A screen (or a state of one): how to reach it from where the previous one left the page. */
type Screen = {
  name: string;
  open: (page: Page) => Promise<void>;
  /** Only this part is checked (an open dialog: the page behind it was checked just before). */
  scope?: string;
  /** Then press Tab this many times: every element that gets the focus must show it. */
  tabs?: number;
};
const DIALOG = '[role="dialog"]';

async function checkScreens(page: Page, screens: Screen[]): Promise<void> {
  const found: Record<string, string[]> = {};
  for (const screen of screens) {
    await test.step(screen.name, async () => {
      await screen.open(page);
      const problems = await blockingViolations(page, screen.scope);
      if (screen.tabs)
        for (const stop of await tabStops(page, screen.tabs))
          if (!stop.visible) problems.push(`no visible focus: ${stop.element}`);
      if (problems.length > 0) found[screen.name] = problems;
    });
  }
  expect(found).toEqual({});
}

const heading = (page: Page, name: string | RegExp, level = 1) => page.getByRole('heading', { level, name });
async function shows(target: Locator): Promise<void> {
  await expect(target).toBeVisible({ timeout: 20_000 });
}
/** The cancel dialog's question to the API (GET …/appointment/:id/cancellation). */
const CANCELLATION_INFO = (url: URL) => /^\/api\/logged-customer\/appointment\/\d+\/cancellation$/.test(url.pathname);
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
async function closeDialog(page: Page, target: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(target).toBeHidden();
}

function publicScreens(urls: SystemUrls): Screen[] {
  const anna = urls.stylistUrl('anna');
  return [
    {
      name: 'landing',
      tabs: 10,
      open: async (page) => {
        await page.goto(`${urls.rootUrl}/`);
        await shows(heading(page, en('landing', 'hero.title')));
      },
    },
    {
      name: 'language menu (open)',
      scope: '[role="menu"]',
      open: async (page) => {
        await page.getByRole('button', { name: en('common', 'language.label') }).click();
        await shows(page.getByRole('menu'));
      },
    },
    {
      name: 'terms',
      open: async (page) => {
        await page.goto(`${urls.rootUrl}/terms-conditions`);
        await shows(heading(page, en('legal', 'terms.title')));
      },
    },
    {
      name: 'privacy policy',
      open: async (page) => {
        await page.goto(`${urls.rootUrl}/privacy-policy`);
        await shows(heading(page, en('legal', 'privacy.title')));
      },
    },
    {
      name: '404 (unknown path)',
      open: async (page) => {
        await page.goto(`${urls.rootUrl}/no-such-page`);
        await page.waitForURL(/\/error-404$/);
        await shows(heading(page, en('errors', 'notFound.title')));
      },
    },
    {
      name: '403',
      open: async (page) => {
        await page.goto(`${urls.rootUrl}/error-403`);
        await shows(heading(page, en('errors', 'forbidden.title')));
      },
    },
    {
      name: 'app host login',
      open: async (page) => {
        await page.goto(`${urls.appUrl}/login`);
        await shows(heading(page, en('auth', 'login.title')));
      },
    },
    {
      name: 'identity provider: sign in',
      tabs: 4,
      open: async (page) => {
        await page.getByRole('button', { name: en('auth', 'login.button'), exact: true }).click();
        await shows(heading(page, 'Sign in to Chairly'));
      },
    },
    {
      name: 'identity provider: sign in, wrong password',
      open: async (page) => {
        await page.getByLabel('Email', { exact: true }).fill(DEMO_ACCOUNTS.carla.email);
        await page.getByLabel('Password', { exact: true }).fill('wrong-password');
        await page.getByRole('button', { name: 'Sign in' }).click();
        await shows(page.getByRole('alert'));
      },
    },
    {
      name: 'identity provider: sign up',
      open: async (page) => {
        await page.getByRole('link', { name: 'Sign up' }).click();
        await shows(heading(page, 'Create your Chairly account'));
      },
    },
    {
      name: 'identity provider: sign up, field errors',
      open: async (page) => {
        await page.getByLabel('Email', { exact: true }).fill('not-an-email');
        await page.getByRole('button', { name: 'Sign up' }).click();
        await shows(page.locator('.field-error').first());
      },
    },
    ...bookingSteps(anna),
    {
      name: 'unknown stylist',
      open: async (page) => {
        await page.goto(`${urls.stylistUrl('nobody-here')}/services/book`);
        await shows(page.getByRole('heading', { name: b('page.notFound.title') }));
      },
    },
    {
      name: 'review by link: unknown appointment',
      open: async (page) => {
        await page.goto(`${anna}/appointment/00000000-0000-4000-8000-000000000000/review?token=${'x'.repeat(43)}`);
        await shows(page.getByText(en('reviews', 'link.unknown')));
      },
    },
  ];
}

/** The public page and the steps before sign-in (services, then date and time). */
function bookingSteps(stylistUrl: string): Screen[] {
  return [
    {
      name: 'stylist public page',
      tabs: 12,
      open: async (page) => {
        await page.goto(`${stylistUrl}/services/book`);
        await shows(heading(page, "Anna's Beauty Studio"));
        await shows(heading(page, b('page.openHours'), 2));
      },
    },
    {
      name: 'booking: services selected',
      open: async (page) => {
        await page.getByRole('checkbox').first().click();
        await expect(page.getByRole('checkbox').first()).toBeChecked();
        await shows(page.getByRole('link', { name: b('bar.chooseTime') }));
      },
    },
    {
      name: 'booking: date and time',
      tabs: 8,
      open: async (page) => {
        await page.getByRole('link', { name: b('bar.chooseTime') }).click();
        await shows(page.getByText(/^Times in /));
        await firstFreeDay(page).click();
        await timeButtons(page).first().click();
        await expect(timeButtons(page).first()).toHaveAttribute('aria-pressed', 'true');
      },
    },
  ];
}

test('public screens and the identity provider: no serious or critical violations, visible focus', async ({ page, urls }) => {
  test.setTimeout(90_000);
  await checkScreens(page, publicScreens(urls));
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('the public booking page and its steps: no serious or critical violations', async ({ page, urls }) => {
    await checkScreens(page, bookingSteps(urls.stylistUrl('anna')));
  });
});

test('customer screens: confirm, card form, success, my bookings, cancel dialog, detail, consultation', async ({
  page,
  urls,
  signIn,
}) => {
  test.setTimeout(90_000);
  const anna = urls.stylistUrl('anna');
  await signIn.customer('anna');
  let uuid = '';
  const mine = (p: Page) => p.getByRole('listitem').filter({ has: p.locator(`a[href$="/services/booking/${uuid}"]`) });
  await checkScreens(page, [
    {
      name: 'booking: confirm',
      open: async (p) => {
        await p.goto(`${anna}/services/book`);
        await p.getByRole('checkbox').first().click();
        await expect(p.getByRole('checkbox').first()).toBeChecked();
        await p.getByRole('link', { name: b('bar.chooseTime') }).click();
        await shows(p.getByText(/^Times in /));
        await firstFreeDay(p).click();
        await timeButtons(p).first().click();
        await p.getByRole('button', { name: b('dateStep.continue') }).click();
        await p.waitForURL(/\/services\/book\/confirm$/);
        await shows(heading(p, b('confirm.title')));
        await shows(p.getByRole('radio', { name: /VISA •••• 4242/ }).first());
      },
    },
    {
      name: 'booking: card form (open)',
      open: async (p) => {
        await p.getByRole('button', { name: c('add') }).click();
        await shows(p.getByLabel(c('form.number')));
      },
    },
    {
      name: 'booking: success',
      open: async (p) => {
        await p.getByRole('button', { name: c('form.cancel') }).click();
        await p.getByRole('radio', { name: /VISA •••• 4242/ }).first().check();
        await p.getByRole('button', { name: b('confirm.submit') }).click();
        await p.waitForURL(/\/services\/book\/success\?uuid=/);
        uuid = new URL(p.url()).searchParams.get('uuid') ?? '';
        await shows(heading(p, b('success.title')));
      },
    },
    {
      name: 'my bookings',
      open: async (p) => {
        await p.getByRole('main').getByRole('link', { name: b('success.myBookings') }).click();
        await shows(heading(p, b('bookings.title')));
        await shows(mine(p));
      },
    },
    {
      name: 'my bookings: cancel dialog (open)',
      scope: DIALOG,
      open: async (p) => {
        await mine(p).getByRole('button', { name: /^Cancel the booking on/ }).click();
        await shows(dialog(p, b('cancel.title')));
        await expect(dialog(p, b('cancel.title')).getByRole('button', { name: b('cancel.confirm') })).toBeEnabled();
      },
    },
    {
      // Whether the booking made above (tomorrow or later) falls inside the 24-hour window depends on
      // the hour the test runs; the API's own answer is taken and only its insideWindow flipped, so the fee warning
      // is checked every time (its title once fell short of the contrast ratio on a Sunday).
      name: 'my bookings: cancel dialog inside the window (open)',
      scope: DIALOG,
      open: async (p) => {
        await closeDialog(p, dialog(p, b('cancel.title')));
        // Matched on the path: every GET carries the client's ?_t= timestamp, which a glob would have to spell out.
        await p.route(CANCELLATION_INFO, async (route) => {
          const answer = await fetchOnLoopback(route);
          await route.fulfill({ response: answer, json: { ...(await answer.json()), insideWindow: true } });
        });
        await mine(p).getByRole('button', { name: /^Cancel the booking on/ }).click();
        await shows(dialog(p, b('cancel.title')).getByRole('alert').filter({ hasText: b('cancel.feeTitle') }));
        await p.unroute(CANCELLATION_INFO);
      },
    },
    {
      name: 'booking detail',
      open: async (p) => {
        // Cancels the booking made above, so the demo data stays as it was.
        await dialog(p, b('cancel.title')).getByRole('button', { name: b('cancel.confirm') }).click();
        await shows(p.getByText(b('cancel.done')));
        await mine(p).getByRole('link').first().click();
        await shows(heading(p, b('detail.title')));
        await shows(p.getByText(b('states.cancelled'), { exact: true }));
      },
    },
    {
      name: 'request a consultation',
      open: async (p) => {
        await p.goto(`${anna}/services/book`);
        await p.getByRole('link', { name: /^Ask a question about/ }).first().click();
        await shows(heading(p, b('consultation.title')));
      },
    },
  ]);
});


test.describe('back office', () => {
  test.use({ ignoredErrors: [/tile\.openstreetmap/] });

  test('every back-office screen, drawer and dialog: no serious or critical violations, visible focus', async ({
    page,
    urls,
    signIn,
    hostFetch,
  }) => {
    test.setTimeout(150_000);
    const anna = urls.stylistUrl('anna');
    const t = (ns: string, key: string) => en(ns, key);
    await signIn.stylist('anna');
    // The review-by-link form (not sent here) opens from the customer's link, which only her
    // message carries (issue #28.4): a checked-out appointment's review request, from the outbox.
    const auth = { authorization: `Bearer ${await apiToken(page)}` };
    const review = await reviewLinkFromOutbox(hostFetch, { stylistHost: new URL(anna).hostname, baseDomain: urls.baseDomain, auth, daysAgo: 2, hourUtc: 3 });

    const list = (path: string, title: string): Screen['open'] => async (p) => {
      await p.goto(`${anna}${path}`);
      await shows(heading(p, title));
      await expect(p.getByTestId('list-summary')).toHaveText(/^Showing 1 to/, { timeout: 20_000 });
    };
    const settingsTab = (key: string): Screen => ({
      name: `settings: ${t('settings', `tabs.${key}`)}`,
      scope: key === 'account' ? undefined : '[role="tabpanel"]',
      tabs: key === 'account' ? 16 : undefined,
      open: async (p) => {
        if (key === 'account') {
          await p.goto(`${anna}/apps/stylist/setting`);
          await shows(heading(p, t('settings', 'title')));
        }
        const tab = p.getByRole('tab', { name: t('settings', `tabs.${key}`) });
        await tab.click();
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        // Loaded: the pending overlay of the tab is gone.
        await expect(p.locator('[role="tabpanel"]:visible .mantine-LoadingOverlay-root')).toHaveCount(0, { timeout: 20_000 });
      },
    });

    await checkScreens(page, [
      {
        name: 'dashboard',
        open: async (p) => {
          await p.goto(`${anna}/apps/dashboard`);
          await shows(heading(p, t('dashboard', 'title')));
          await p.waitForLoadState('networkidle');
        },
      },
      {
        name: 'account menu (open)',
        scope: '[role="menu"]',
        open: async (p) => {
          await p.getByRole('button', { name: /Anna Berg/ }).click();
          await shows(p.getByRole('menu'));
        },
      },
      {
        name: 'calendar',
        open: async (p) => {
          await p.goto(`${anna}/apps/calendar`);
          await shows(heading(p, t('calendar', 'title')));
          await shows(p.locator('[role="columnheader"][data-date]').first());
        },
      },
      {
        name: 'calendar: new appointment dialog',
        scope: DIALOG,
        open: async (p) => {
          await p.getByRole('button', { name: t('calendar', 'newAppointment') }).click();
          await shows(dialog(p, t('calendar', 'form.title')));
        },
      },
      {
        name: 'calendar: appointment drawer',
        scope: DIALOG,
        open: async (p) => {
          await closeDialog(p, dialog(p, t('calendar', 'form.title')));
          // Seeded appointments are blue; this week may have none left, the next one has.
          const seeded = p.locator('[role="button"][style*="blue-8"]');
          if ((await seeded.count()) === 0) await p.getByRole('button', { name: /next/i }).first().click();
          await seeded.first().click();
          await shows(p.getByRole('link', { name: t('calendar', 'drawer.open') }));
        },
      },
      {
        name: 'appointment list',
        open: list('/apps/appointments/list', t('appointments', 'list.title')),
      },
      {
        name: 'appointment detail',
        open: async (p) => {
          await p.getByRole('row').nth(1).getByRole('link').first().click();
          await shows(heading(p, t('appointments', 'detail.title')));
          await shows(p.getByText(t('appointments', 'history.title')));
          await p.waitForLoadState('networkidle');
        },
      },
      {
        name: 'services list',
        tabs: 16,
        open: list('/apps/services/list', t('services', 'title')),
      },
      {
        name: 'services: add drawer',
        scope: DIALOG,
        open: async (p) => {
          await p.getByRole('button', { name: t('services', 'addNew') }).click();
          await shows(dialog(p, t('services', 'form.addTitle')));
        },
      },
      {
        name: 'services: add drawer with errors',
        scope: DIALOG,
        open: async (p) => {
          await dialog(p, t('services', 'form.addTitle')).getByRole('button', { name: t('services', 'form.add'), exact: true }).click();
          await shows(p.getByText('The Name field is required'));
        },
      },
      {
        name: 'services: delete dialog',
        scope: DIALOG,
        open: async (p) => {
          await closeDialog(p, dialog(p, t('services', 'form.addTitle')));
          await p.getByRole('button', { name: /^Delete / }).first().click();
          await shows(dialog(p, t('services', 'deleteModal.title')));
        },
      },
      {
        name: 'service edit',
        open: async (p) => {
          await closeDialog(p, dialog(p, t('services', 'deleteModal.title')));
          await p.getByRole('link', { name: /^Edit / }).first().click();
          await shows(heading(p, t('services', 'form.editTitle')));
          await expect(p.getByLabel(t('services', 'fields.name'))).not.toHaveValue('');
        },
      },
      {
        name: 'customers list',
        open: list('/apps/customers/list', t('customers', 'title')),
      },
      {
        name: 'customers: add drawer',
        scope: DIALOG,
        open: async (p) => {
          await p.getByRole('button', { name: t('customers', 'addNew') }).click();
          await shows(dialog(p, t('customers', 'form.addTitle')));
        },
      },
      {
        name: 'customers: delete dialog',
        scope: DIALOG,
        open: async (p) => {
          await closeDialog(p, dialog(p, t('customers', 'form.addTitle')));
          await p.getByRole('button', { name: /^Delete / }).first().click();
          await shows(dialog(p, t('customers', 'deleteModal.title')));
        },
      },
      {
        name: 'customer edit',
        open: async (p) => {
          await closeDialog(p, dialog(p, t('customers', 'deleteModal.title')));
          await p.getByRole('link', { name: /^Edit / }).first().click();
          await shows(heading(p, t('customers', 'form.editTitle')));
          await shows(p.getByRole('region', { name: t('customers', 'appointments.title') }));
        },
      },
      ...['account', 'openHours', 'payment', 'policy', 'notifications', 'subscription'].map(settingsTab),
      {
        name: 'reviews list',
        open: async (p) => {
          await p.goto(`${anna}/apps/reviews/list`);
          await shows(heading(p, t('reviews', 'title')));
          await shows(p.getByRole('row').nth(1));
        },
      },
      {
        name: 'subscription plans, back from a cancelled checkout',
        open: async (p) => {
          await p.goto(`${anna}/subscription/return/cancel`);
          await p.waitForURL(/\/subscription\/plans\?checkout=cancelled|\/apps\/dashboard/);
          if (p.url().includes('/apps/dashboard')) await p.goto(`${anna}/subscription/plans`);
          // Anna pays: the page shows her plan instead of the offer (issue #31.9).
          await shows(heading(p, t('subscription', 'current.pageTitle')));
          await shows(p.getByTestId('current-plan-next-payment'));
        },
      },
      {
        name: 'review by link',
        open: async (p) => {
          await p.goto(review.link);
          await shows(heading(p, /Anna's Beauty Studio/));
        },
      },
    ]);
  });
});
