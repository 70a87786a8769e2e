import type { Locator, Page, TestInfo } from '@playwright/test';
import { apiToken } from '../support/api-token';
import { ar, ARABIC_LETTERS, chooseArabic } from '../support/arabic';
import { blockingViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { snap } from '../support/screenshot';
import { registerNewStylist } from '../support/register-stylist';
import { reviewLinkFromOutbox } from '../support/review-link';
import { idpText } from '../support/sign-in';
import { startsWithText } from '../support/text';
import type { SystemUrls } from '../support/urls';
import { PHONE, pickDay } from './booking-steps';

/**
 * Issue #29.5: every screen stays usable in Arabic on a 375 px phone and on a desktop (D36/D37).
 * arabic.spec.ts covers the booking journey up to the confirm step, the landing page, the calendar
 * and the back-office lists; this spec walks every other screen, drawer and dialog: the customer's
 * screens after confirming, the identity provider's pages, the subscription, the records, the
 * error pages. Each screen must be `<html lang="ar" dir="rtl">`, show Arabic, fit the window's
 * width and pass axe; a full-page screenshot of each is attached (looked at when the layout changes).
 *
 * Arabic is chosen with the `lang` cookie, as a device remembers it, not from the menu (which would
 * save it with the demo account and turn that person's messages in other specs into Arabic).
 */
/** The words of a translation before its first placeholder (to match a label built from it). */
const arPrefix = (namespace: string, key: string) => startsWithText(ar(namespace, key));

const DESKTOP = { width: 1280, height: 800 };
const DIALOG = '[role="dialog"]';

// OpenStreetMap tiles cannot load here; the settings map works without them.
test.use({ ignoredErrors: [/tile\.openstreetmap|ERR_NAME_NOT_RESOLVED|ERR_INTERNET_DISCONNECTED|net::ERR_|favicon\.ico/] });

/** A screen (or a state of one): how to reach it from where the previous one left the page. */
type Screen = {
  name: string;
  open: (page: Page) => Promise<void>;
  /** Only this part is checked by axe (an open dialog: the page behind it was checked just before). */
  scope?: string;
};

/**
 * Opens each screen in turn and checks it as a right-to-left reader gets it; collects every
 * problem of every screen and reports them at once (one failing screen does not hide the others).
 */
async function checkArabicScreens(page: Page, testInfo: TestInfo, prefix: string, screens: Screen[]): Promise<void> {
  const found: Record<string, string[]> = {};
  for (const screen of screens) {
    await test.step(screen.name, async () => {
      await screen.open(page);
      const problems: string[] = [];
      const html = page.locator('html');
      if ((await html.getAttribute('lang')) !== 'ar') problems.push(`lang="${await html.getAttribute('lang')}"`);
      if ((await html.getAttribute('dir')) !== 'rtl') problems.push(`dir="${await html.getAttribute('dir')}"`);
      const text = await page.locator(screen.scope ?? 'body').first().innerText();
      if (!ARABIC_LETTERS.test(text)) problems.push('no Arabic text');
      const overflow = await page.evaluate(() => (document.scrollingElement?.scrollWidth ?? 0) - window.innerWidth);
      if (overflow > 1) problems.push(`${overflow}px wider than the window`);
      problems.push(...(await blockingViolations(page, screen.scope)));
      await snap(page, testInfo, `${prefix}-${screen.name.replace(/[^a-z0-9]+/gi, '-')}`);
      if (problems.length > 0) found[screen.name] = problems;
    });
  }
  expect(found).toEqual({});
}

const heading = (page: Page, name: string | RegExp, level?: number) => page.getByRole('heading', { level, name });
async function shows(target: Locator): Promise<void> {
  await expect(target).toBeVisible({ timeout: 20_000 });
}
const dialog = (page: Page, name: string) => page.getByRole('dialog', { name });
async function closeDialog(page: Page, target: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(target).toBeHidden();
}
const arabicDays = { days: ar('booking', 'dateStep.days') };

/** FullCalendar's "next" button, named by its Arabic locale (التالي). */
const nextWeek = (page: Page) => page.getByRole('button', { name: /التالي/ }).first().click();

/**
 * Selects a free half hour on the calendar's next week by dragging (on the fourth day's afternoon, found
 * from the events' boxes: a press on an appointment would move it). Desktop only.
 */
async function selectFreeHalfHour(page: Page): Promise<void> {
  await nextWeek(page);
  await expect(page.locator('[role="columnheader"][data-date]')).toHaveCount(7);
  const day = (await page.locator('[role="columnheader"][data-date]').nth(3).getAttribute('data-date')) ?? '';
  const column = await page.locator(`[role="columnheader"][data-date="${day}"]`).boundingBox();
  if (!column) throw new Error(`no column ${day}`);
  await page.locator('[data-time="15:00:00"]').first().scrollIntoViewIfNeeded();
  const events = (await Promise.all((await page.locator('[role="button"][style*="--mantine-color"]').all()).map((e) => e.boundingBox()))).filter((box) => box !== null);
  for (const time of ['13:00', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30', '17:00', '17:30']) {
    const row = await page.locator(`[data-time="${time}:00"]`).first().boundingBox();
    if (!row) continue;
    const covered = events.some((box) => box.x < column.x + column.width && box.x + box.width > column.x && box.y < row.y + row.height - 1 && box.y + box.height > row.y + 1);
    if (covered) continue;
    const x = column.x + column.width / 2;
    await page.mouse.move(x, row.y + 3);
    await page.mouse.down();
    await page.mouse.move(x + 4, row.y + 7, { steps: 3 });
    await page.mouse.move(x, row.y + row.height - 3, { steps: 12 });
    await page.mouse.up();
    return;
  }
  throw new Error(`no free half hour on ${day}`);
}

/** Signed-out screens: error and legal pages, the app host's login, the identity provider's pages, the public page. */
function publicScreens(urls: SystemUrls): Screen[] {
  const anna = urls.stylistUrl('anna');
  return [
    {
      name: 'terms',
      open: async (p) => {
        await p.goto(`${urls.rootUrl}/terms-conditions`);
        await shows(heading(p, ar('legal', 'terms.title'), 1));
      },
    },
    {
      name: 'privacy policy',
      open: async (p) => {
        await p.goto(`${urls.rootUrl}/privacy-policy`);
        await shows(heading(p, ar('legal', 'privacy.title'), 1));
      },
    },
    {
      name: '404 (unknown path)',
      open: async (p) => {
        await p.goto(`${urls.rootUrl}/no-such-page`);
        await p.waitForURL(/\/error-404$/);
        await shows(heading(p, ar('errors', 'notFound.title'), 1));
      },
    },
    {
      name: '404 on her subdomain',
      open: async (p) => {
        await p.goto(`${anna}/no-such-page`);
        await shows(heading(p, ar('errors', 'notFound.title'), 1));
      },
    },
    {
      name: '403',
      open: async (p) => {
        await p.goto(`${urls.rootUrl}/error-403`);
        await shows(heading(p, ar('errors', 'forbidden.title'), 1));
      },
    },
    {
      name: 'public page, her contact block',
      open: async (p) => {
        await p.goto(`${anna}/services/book`);
        await shows(heading(p, "Anna's Beauty Studio", 1));
        // Her phone number keeps its order inside the Arabic sentence; her address and links stay readable.
        await expect(p.locator('a[href^="tel:"]')).toContainText(/\u2066\+?\d[\d ]+\u2069/);
        await shows(p.getByText('Kastanienallee 12', { exact: false }));
      },
    },
    {
      name: 'unknown stylist',
      open: async (p) => {
        await p.goto(`${urls.stylistUrl('nobody-here')}/services/book`);
        await shows(heading(p, ar('booking', 'page.notFound.title')));
      },
    },
    {
      name: 'review by link, unknown appointment',
      open: async (p) => {
        await p.goto(`${anna}/appointment/00000000-0000-4000-8000-000000000000/review?token=${'x'.repeat(43)}`);
        await shows(p.getByText(ar('reviews', 'link.unknown')));
      },
    },
    {
      name: 'app host login',
      open: async (p) => {
        await p.goto(`${urls.appUrl}/login`);
        await shows(heading(p, ar('auth', 'login.title'), 1));
      },
    },
    {
      // The app asks for its language with ui_locales (D37): the sign-in pages are Arabic too.
      name: 'identity provider, sign in',
      open: async (p) => {
        await p.getByRole('button', { name: ar('auth', 'login.button'), exact: true }).click();
        await p.waitForURL((url) => url.origin === new URL(urls.idpUrl).origin);
        await shows(heading(p, idpText('ar', 'signInHeading')));
      },
    },
    {
      name: 'identity provider, wrong password',
      open: async (p) => {
        await p.getByLabel(idpText('ar', 'email'), { exact: true }).fill('carla@example.com');
        await p.getByLabel(idpText('ar', 'password'), { exact: true }).fill('wrong-password');
        await p.getByRole('button', { name: idpText('ar', 'signIn') }).click();
        await shows(p.getByRole('alert'));
        // The e-mail address keeps its left-to-right order in its field.
        await expect(p.getByLabel(idpText('ar', 'email'), { exact: true })).toHaveCSS('direction', 'ltr');
      },
    },
    {
      name: 'identity provider, sign up',
      open: async (p) => {
        await p.getByRole('link', { name: idpText('ar', 'signUp') }).click();
        await shows(heading(p, idpText('ar', 'signUpHeading')));
      },
    },
    {
      name: 'identity provider, sign up field errors',
      open: async (p) => {
        await p.getByLabel(idpText('ar', 'email'), { exact: true }).fill('not-an-email');
        await p.getByRole('button', { name: idpText('ar', 'signUp') }).click();
        await shows(p.locator('.field-error').first());
      },
    },
  ];
}

/**
 * The customer's screens after the date step: the waitlist form, confirm, success, my bookings,
 * a booking's page, change of time and its question, the cancel question, a consultation request
 * and a waitlist offer. The booking made here is cancelled at the end (the demo data stays as it was).
 */
function customerScreens(urls: SystemUrls, offerLink: () => string): Screen[] {
  const anna = urls.stylistUrl('anna');
  let uuid = '';
  let bookedDay = '';
  const mine = (p: Page) => p.getByRole('listitem').filter({ has: p.locator(`a[href$="/services/booking/${uuid}"]`) });
  return [
    {
      name: 'waitlist form (open)',
      open: async (p) => {
        await p.goto(`${anna}/services/book`);
        await p.getByRole('checkbox').first().click();
        await expect(p.getByRole('checkbox').first()).toBeChecked();
        await p.getByRole('link', { name: ar('booking', 'bar.chooseTime') }).click();
        await expect(p.getByRole('radiogroup', { name: ar('booking', 'dateStep.days') })).not.toHaveAttribute('aria-busy', 'true');
        await p.getByRole('button', { name: ar('waitlist', 'join.open') }).click();
        await shows(p.getByRole('checkbox', { name: ar('waitlist', 'timesOfDay.morning') }));
      },
    },
    {
      name: 'confirm',
      open: async (p) => {
        bookedDay = await pickDay(p, 3, arabicDays);
        await p.getByRole('button', { name: ar('booking', 'dateStep.continue') }).click();
        await p.waitForURL(/\/services\/book\/confirm$/);
        await shows(heading(p, ar('booking', 'confirm.title')));
        await shows(p.getByRole('radio', { name: /VISA •••• 4242/ }).first());
      },
    },
    {
      name: 'success',
      open: async (p) => {
        await p.getByRole('radio', { name: /VISA •••• 4242/ }).first().check();
        await p.getByRole('button', { name: ar('booking', 'confirm.submit') }).click();
        await p.waitForURL(/\/services\/book\/success\?uuid=/);
        uuid = new URL(p.url()).searchParams.get('uuid') ?? '';
        await shows(heading(p, ar('booking', 'success.title')));
      },
    },
    {
      name: 'booking detail',
      open: async (p) => {
        await p.goto(`${anna}/services/booking/${uuid}`);
        await shows(heading(p, ar('booking', 'detail.title')));
        await shows(p.getByRole('link', { name: ar('booking', 'reschedule.button') }));
      },
    },
    {
      name: 'change time',
      open: async (p) => {
        await p.getByRole('link', { name: ar('booking', 'reschedule.button') }).click();
        await p.waitForURL(new RegExp(`/services/booking/${uuid}/change-time$`));
        await shows(heading(p, ar('booking', 'reschedule.title'), 1));
        await pickDay(p, 4, { ...arabicDays, except: bookedDay });
      },
    },
    {
      name: 'change time, question (open)',
      scope: DIALOG,
      open: async (p) => {
        await p.getByRole('button', { name: ar('booking', 'reschedule.continue') }).click();
        await shows(dialog(p, ar('booking', 'reschedule.confirmTitle')));
      },
    },
    {
      name: 'my bookings',
      open: async (p) => {
        // Not moved: the question is closed without an answer.
        await closeDialog(p, dialog(p, ar('booking', 'reschedule.confirmTitle')));
        await p.goto(`${anna}/services/bookings`);
        await shows(heading(p, ar('booking', 'bookings.title')));
        await shows(mine(p));
      },
    },
    {
      name: 'my bookings, cancel question (open)',
      scope: DIALOG,
      open: async (p) => {
        await mine(p).getByRole('button', { name: arPrefix('booking', 'cancel.buttonFor') }).click();
        const question = dialog(p, ar('booking', 'cancel.title'));
        await shows(question);
        await expect(question.getByRole('button', { name: ar('booking', 'cancel.confirm') })).toBeEnabled();
      },
    },
    {
      name: 'cancelled booking detail',
      open: async (p) => {
        // Cancels the booking made above, so the demo data stays as it was.
        await dialog(p, ar('booking', 'cancel.title')).getByRole('button', { name: ar('booking', 'cancel.confirm') }).click();
        await shows(p.getByText(ar('booking', 'cancel.done')));
        await p.goto(`${anna}/services/booking/${uuid}`);
        await shows(heading(p, ar('booking', 'detail.title')));
        await shows(p.getByText(ar('booking', 'states.cancelled'), { exact: true }));
      },
    },
    {
      name: 'request a consultation',
      open: async (p) => {
        await p.goto(`${anna}/services/book`);
        await p.getByRole('link', { name: arPrefix('booking', 'page.askQuestion') }).first().click();
        await shows(heading(p, ar('booking', 'consultation.title')));
      },
    },
    {
      name: 'waitlist offer',
      open: async (p) => {
        await p.goto(offerLink());
        await shows(heading(p, ar('waitlist', 'offer.title'), 1));
        await shows(p.getByRole('button', { name: ar('waitlist', 'offer.book') }));
      },
    },
  ];
}

/** Back-office records, drawers and dialogs (the lists themselves are in arabic.spec.ts). Nothing is saved. */
function backOfficeScreens(urls: SystemUrls, reviewLink: () => string, desktop: boolean): Screen[] {
  const anna = urls.stylistUrl('anna');
  const list = (path: string, title: string): Screen['open'] => async (p) => {
    await p.goto(`${anna}${path}`);
    await shows(heading(p, title, 1));
    await expect(p.getByTestId('list-summary')).toHaveText(ARABIC_LETTERS, { timeout: 20_000 });
    await p.waitForLoadState('networkidle');
  };
  return [
    { name: 'customers list', open: list('/apps/customers/list', ar('customers', 'title')) },
    {
      name: 'customers, add drawer',
      scope: DIALOG,
      open: async (p) => {
        await p.getByRole('button', { name: ar('customers', 'addNew') }).first().click();
        await shows(dialog(p, ar('customers', 'form.addTitle')));
      },
    },
    {
      name: 'customers, delete question',
      scope: DIALOG,
      open: async (p) => {
        await closeDialog(p, dialog(p, ar('customers', 'form.addTitle')));
        await p.locator('main').getByRole('button', { name: arPrefix('customers', 'deleteLabel') }).first().click();
        await shows(dialog(p, ar('customers', 'deleteModal.title')));
      },
    },
    {
      name: 'customer record',
      open: async (p) => {
        await closeDialog(p, dialog(p, ar('customers', 'deleteModal.title')));
        await p.locator('main a[href$="/edit"]').first().click();
        await shows(heading(p, ar('customers', 'form.editTitle')));
        await shows(p.getByRole('region', { name: ar('customers', 'appointments.title') }));
        // Her notes run in their own direction: an English note keeps its full stop at its end.
        await expect(p.getByRole('textbox', { name: ar('customers', 'fields.notes') })).toHaveAttribute('dir', 'auto');
        await p.waitForLoadState('networkidle');
      },
    },
    { name: 'services list', open: list('/apps/services/list', ar('services', 'title')) },
    {
      name: 'services, add drawer',
      scope: DIALOG,
      open: async (p) => {
        await p.getByRole('button', { name: ar('services', 'addNew') }).first().click();
        await shows(dialog(p, ar('services', 'form.addTitle')));
      },
    },
    {
      name: 'services, add drawer with errors',
      scope: DIALOG,
      open: async (p) => {
        await dialog(p, ar('services', 'form.addTitle')).getByRole('button', { name: ar('services', 'form.add'), exact: true }).click();
        await shows(dialog(p, ar('services', 'form.addTitle')).locator('[aria-invalid="true"]').first());
      },
    },
    {
      name: 'services, delete question',
      scope: DIALOG,
      open: async (p) => {
        await closeDialog(p, dialog(p, ar('services', 'form.addTitle')));
        await p.locator('main').getByRole('button', { name: arPrefix('services', 'deleteLabel') }).first().click();
        await shows(dialog(p, ar('services', 'deleteModal.title')));
      },
    },
    {
      name: 'service edit',
      open: async (p) => {
        await closeDialog(p, dialog(p, ar('services', 'deleteModal.title')));
        await p.locator('main a[href$="/edit"]').first().click();
        await shows(heading(p, ar('services', 'form.editTitle')));
        await expect(p.getByLabel(ar('services', 'fields.name'))).not.toHaveValue('');
      },
    },
    { name: 'appointments list', open: list('/apps/appointments/list', ar('appointments', 'list.title')) },
    {
      name: 'appointment page',
      open: async (p) => {
        await p.locator('main a[href$="/show"]').first().click();
        await shows(heading(p, ar('appointments', 'detail.title')));
        await shows(p.getByText(ar('appointments', 'history.title')));
        await p.waitForLoadState('networkidle');
      },
    },
    {
      name: 'calendar, new appointment dialog',
      scope: DIALOG,
      open: async (p) => {
        await p.goto(`${anna}/apps/calendar`);
        await shows(heading(p, ar('calendar', 'title'), 1));
        await shows(p.locator('[role="columnheader"][data-date]').first());
        await p.getByRole('button', { name: ar('calendar', 'newAppointment') }).click();
        await shows(dialog(p, ar('calendar', 'form.title')));
      },
    },
    // Selecting a time by dragging is a desktop gesture: the choice and the block-time form (not saved).
    ...(desktop
      ? [
          {
            name: 'calendar, selected time choice',
            scope: DIALOG,
            open: async (p: Page) => {
              await closeDialog(p, dialog(p, ar('calendar', 'form.title')));
              await selectFreeHalfHour(p);
              await shows(dialog(p, ar('calendar', 'selection.title')));
            },
          },
          {
            name: 'calendar, block time form',
            scope: DIALOG,
            open: async (p: Page) => {
              await dialog(p, ar('calendar', 'selection.title')).getByRole('button', { name: ar('calendar', 'selection.block') }).click();
              await shows(dialog(p, ar('calendar', 'block.title')));
              await expect(dialog(p, ar('calendar', 'block.title')).getByTestId('covered-appointments')).toHaveText(ARABIC_LETTERS);
            },
          },
        ]
      : []),
    {
      name: 'calendar, appointment drawer',
      scope: DIALOG,
      open: async (p) => {
        await closeDialog(p, p.getByRole('dialog'));
        await p.goto(`${anna}/apps/calendar`);
        await shows(p.locator('[role="columnheader"][data-date]').first());
        // Booked appointments are blue; the next days' are still to come (today's may be past, with
        // nothing to cancel). A phone shows one day at a time: on until a day with one.
        const booked = p.locator('[role="button"][style*="blue-8"]');
        await nextWeek(p);
        for (let day = 0; day < 7 && !desktop; day++) {
          await p.waitForLoadState('networkidle');
          if ((await booked.count()) > 0) break;
          await nextWeek(p);
        }
        // Names and services run in their own direction: a Latin title starts at the left of its box.
        await expect(p.locator('.chairly-event-title').first()).toHaveCSS('unicode-bidi', 'plaintext');
        await booked.first().click();
        await shows(p.getByRole('link', { name: ar('calendar', 'drawer.open') }));
      },
    },
    {
      name: 'appointment page, cancel question (open)',
      scope: DIALOG,
      open: async (p) => {
        // The drawer's appointment is booked and still to come: its page offers to cancel it (not answered).
        await p.getByRole('link', { name: ar('calendar', 'drawer.open') }).click();
        await shows(heading(p, ar('appointments', 'detail.title')));
        await p.getByRole('button', { name: ar('appointments', 'actions.cancel') }).click();
        await shows(dialog(p, ar('appointments', 'confirm.cancelTitle')));
      },
    },
    {
      name: 'settings, subscription tab',
      open: async (p) => {
        await closeDialog(p, dialog(p, ar('appointments', 'confirm.cancelTitle')));
        // On a phone a select stands for the tabs: the tab is opened by its address.
        await p.goto(`${anna}/apps/stylist/setting?activeTab=subscription`);
        await shows(heading(p, ar('settings', 'title'), 1));
        if (desktop) await expect(p.getByRole('tab', { name: ar('settings', 'tabs.subscription') })).toHaveAttribute('aria-selected', 'true');
        else await expect(p.getByTestId('settings-tab-select')).toHaveValue(ar('settings', 'tabs.subscription'));
        await expect(p.locator('.mantine-LoadingOverlay-root:visible')).toHaveCount(0, { timeout: 20_000 });
        await p.waitForLoadState('networkidle');
      },
    },
    {
      name: 'subscription plans',
      open: async (p) => {
        await p.goto(`${anna}/subscription/plans`);
        // Anna pays: the page shows her plan and its next payment, not the offer (issue #31.9).
        await shows(heading(p, ar('subscription', 'current.pageTitle'), 1));
        await shows(p.getByTestId('current-plan'));
      },
    },
    {
      name: 'review by link',
      open: async (p) => {
        await p.goto(reviewLink());
        await shows(heading(p, /Anna's Beauty Studio/));
      },
    },
  ];
}

for (const [device, viewport] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`on a ${device}, in Arabic`, () => {
    test.use({ viewport });

    test('the error, legal and sign-in pages, the identity provider’s and her public page are right to left, fit and pass axe', async ({ page, urls, problems }, testInfo) => {
      test.setTimeout(120_000);
      await chooseArabic(page, urls);
      await checkArabicScreens(page, testInfo, `ar-${device}`, publicScreens(urls));
      expect(problems.pageErrors).toEqual([]);
    });

    test('the customer’s screens after the date step are right to left, fit and pass axe', async ({ page, urls, signIn, hostFetch, problems }, testInfo) => {
      test.setTimeout(180_000);
      await signIn.customer('anna');
      await chooseArabic(page, urls);
      // A waitlist offer's link names services, a date and a time (no secret): one is written here.
      const services = JSON.parse((await hostFetch(new URL(urls.stylistUrl('anna')).hostname, '/api/public/services')).body)['hydra:member'] as { id: number }[];
      const date = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
      const offer = `${urls.stylistUrl('anna')}/services/waitlist/offer?services=${services[0]!.id}&date=${date}&time=10:00`;
      await checkArabicScreens(page, testInfo, `ar-${device}`, customerScreens(urls, () => offer));
      expect(problems).toEqual({ pageErrors: [], consoleErrors: [] });
    });

    test('the registration of a new stylist is right to left, fits and passes axe', async ({ page, urls, signIn, problems }, testInfo) => {
      test.setTimeout(60_000);
      // Signed in first (in English: the sign-in pages are checked above), then Arabic is chosen.
      await signIn.stylist('newStylist');
      await page.waitForURL(`${urls.appUrl}/register`);
      await chooseArabic(page, urls);
      await checkArabicScreens(page, testInfo, `ar-${device}`, [
        {
          name: 'registration',
          open: async (p) => {
            await p.reload();
            await shows(heading(p, ar('auth', 'register.title'), 1));
          },
        },
        {
          name: 'registration, field errors',
          open: async (p) => {
            await p.getByRole('button', { name: ar('auth', 'register.submit') }).click();
            await shows(p.getByText(ar('auth', 'register.errors.required')).first());
          },
        },
      ]);
      expect(problems.pageErrors).toEqual([]);
    });

    test('the plans page of a stylist with no plan is right to left, fits and passes axe; the plans’ own descriptions keep their direction', async ({ page, urls, problems }, testInfo) => {
      test.setTimeout(90_000);
      // A newly signed-up stylist (in English: the sign-in pages are checked above) has no plan: she is offered the plans.
      const subdomain = await registerNewStylist(page, urls, 'Studio Noor');
      await chooseArabic(page, urls);
      await checkArabicScreens(page, testInfo, `ar-${device}`, [
        {
          name: 'subscription plans, no plan',
          open: async (p) => {
            await p.goto(`${urls.stylistUrl(subdomain)}/subscription/plans`);
            await shows(heading(p, ar('subscription', 'plans.title'), 1));
            await shows(p.getByTestId('plan-monthly'));
            // The plans' own (English) descriptions keep their order and their full stop at the end.
            const description = p.getByTestId('plan-description').first();
            await expect(description).toHaveAttribute('dir', 'auto');
            await expect(description).toHaveCSS('direction', 'ltr');
            await expect(p.getByTestId('plan-monthly')).toHaveCSS('direction', 'rtl');
          },
        },
      ]);
      expect(problems.pageErrors).toEqual([]);
    });

    test('the back office’s records, drawers, dialogs and subscription are right to left, fit and pass axe', async ({ page, urls, signIn, hostFetch, problems }, testInfo) => {
      test.setTimeout(240_000);
      await signIn.stylist('anna');
      await chooseArabic(page, urls);
      // The review form opens from the link only the customer's message carries (issue #28.4).
      const anna = urls.stylistUrl('anna');
      const auth = { authorization: `Bearer ${await apiToken(page)}` };
      const review = await reviewLinkFromOutbox(hostFetch, {
        stylistHost: new URL(anna).hostname,
        baseDomain: urls.baseDomain,
        auth,
        daysAgo: device === 'phone' ? 3 : 4,
        hourUtc: 4,
      });
      await checkArabicScreens(page, testInfo, `ar-${device}`, backOfficeScreens(urls, () => review.link, device === 'desktop'));
      expect(problems).toEqual({ pageErrors: [], consoleErrors: [] });
    });
  });
}
