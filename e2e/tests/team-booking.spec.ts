import { addDays, formatCalendarDate, todayIn, wallTimeToIso, weekDayOf } from '@chairly/shared/format';
import { SANDBOX_TEST_CARDS } from '@chairly/shared/payments/test-cards';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '@chairly/shared/demo';
import type { Browser, Page } from '@playwright/test';
import { apiToken } from '../support/api-token';
import { blockingViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { watchPage, type PageProblems } from '../support/page-errors';
import { snap } from '../support/screenshot';
import { idpText, signInAsCustomer } from '../support/sign-in';
import type { SystemUrls } from '../support/urls';
import { literal } from '../support/text';
import { en } from '../support/web-text';
import { addSandboxCard, b, dayButtonOf, minutesOfLabel, PHONE, timeButtons } from './booking-steps';

/**
 * Issue #34 (stage 2), the salon's journey in one go: Anna invites Dana, who signs up through the
 * link and sets her own hours; Anna is busy at eleven, so a customer on her phone who books "anyone
 * available" then gets Dana; Anna drags that appointment into her own column of the side-by-side
 * day view; Dana connects her own payment account and a deposit for a booking with her lands there.
 *
 * The day is computed from now: the first Tuesday or Thursday (Anna's 9–18 days) at least 16 days
 * ahead, beyond the seeded appointments (14 days) and the first free days other specs book, well
 * within the 90-day horizon and past any minimum notice.
 */
type OutboxMessage = { recipient: string; text: string };
type Json = Record<string, unknown>;
type Auth = Record<string, string>;
type Fetch = (host: string, path: string, options?: { method?: string; headers?: Record<string, string>; body?: string }) => Promise<{ status: number; body: string }>;

const ZONE = 'Europe/Berlin';
const team = (key: string) => en('team', key);
const s = (key: string) => en('settings', key);
const auth = (key: string) => en('auth', key);
const cal = (key: string) => en('calendar', key);
const pay = (key: string) => en('payments', key);

/** The first Tuesday or Thursday at least `min` days after today in Berlin. */
function bookingDay(min: number): string {
  let date = addDays(todayIn(ZONE), min);
  while (![1, 3].includes(weekDayOf(date))) date = addDays(date, 1);
  return date;
}

const bearer = async (page: Page): Promise<Auth> => ({ authorization: `Bearer ${await apiToken(page)}`, 'content-type': 'application/json' });

async function json<T>(fetch: Fetch, host: string, path: string, headers: Auth, method = 'GET', body?: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(host, path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, body: (res.body ? JSON.parse(res.body) : null) as T };
}

/** The invitation link the dev outbox holds for `email` (the mail goes out through the jobs). */
async function invitationLink(fetch: Fetch, baseDomain: string, email: string): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const outbox = JSON.parse((await fetch(baseDomain, '/dev/outbox.json')).body) as { messages: OutboxMessage[] };
        link = /https?:\/\/\S+\/invitation\/[A-Za-z0-9_-]+/.exec(outbox.messages.find((m) => m.recipient === email)?.text ?? '')?.[0] ?? '';
        return link;
      },
      { timeout: 30_000, intervals: [500] },
    )
    .toContain('/invitation/');
  return link;
}

/** A context of its own (a person's own browser), watched for page errors. */
async function personPage(browser: Browser, viewport = { width: 1280, height: 800 }): Promise<{ page: Page; problems: PageProblems }> {
  const context = await browser.newContext({ viewport, locale: 'en-US', timezoneId: 'UTC' });
  const page = await context.newPage();
  return { page, problems: watchPage(page) };
}

/**
 * The public page's date step, for the first service, with `who` chosen ('anyone' or a member's
 * name), on `date` at `minutes` after midnight (Berlin): turns to the date's page of the grid,
 * picks the day and the time. Answers every time the day offers, in minutes.
 */
async function pickTime(page: Page, urls: SystemUrls, who: 'anyone' | string, date: string, minutes: number): Promise<number[]> {
  await page.goto(`${urls.stylistUrl('anna')}/services/book`);
  await page.getByRole('checkbox').first().click();
  await expect(page.getByRole('checkbox').first()).toBeChecked();
  await page.getByRole('link', { name: b('bar.chooseTime') }).click();
  const whom = page.getByRole('radiogroup', { name: b('who.title') });
  const anyone = whom.getByRole('radio', { name: b('who.anyone') });
  // A team: "anyone available" first and chosen by default, then each member by name.
  await expect(whom.getByRole('radio').first()).toHaveAccessibleName(b('who.anyone'));
  await expect(anyone).toBeChecked();
  if (who !== 'anyone') {
    await whom.getByRole('radio', { name: who }).click();
    await expect(whom.getByRole('radio', { name: who })).toBeChecked();
  }
  const grid = page.getByRole('radiogroup', { name: b('dateStep.days') });
  await expect(grid).not.toHaveAttribute('aria-busy', 'true');
  const day = dayButtonOf(page, date);
  const later = page.getByRole('button', { name: b('dateStep.later') });
  while ((await day.count()) === 0 && (await later.isEnabled())) {
    await later.click();
    await expect(grid).not.toHaveAttribute('aria-busy', 'true');
  }
  await day.click();
  await expect(timeButtons(page).first()).toBeVisible();
  const labels = await timeButtons(page).allTextContents();
  const offered = labels.map(minutesOfLabel);
  const index = offered.indexOf(minutes);
  expect(index, `${date} ${minutes / 60}:00 is offered`).toBeGreaterThanOrEqual(0);
  const time = timeButtons(page).nth(index);
  await time.click();
  await expect(time).toHaveAttribute('aria-pressed', 'true');
  return offered;
}

/** From the chosen time to the booking with a new 4242 card; answers the booking's uuid. */
async function confirmWithCard(page: Page, memberName: string): Promise<string> {
  await page.getByRole('region', { name: b('bar.label') }).getByRole('button', { name: b('dateStep.continue') }).click();
  await page.waitForURL(/\/services\/book\/confirm$/);
  await expect(page.getByRole('heading', { name: b('confirm.title') })).toBeVisible();
  // The summary names whom she is booked with.
  await expect(page.getByRole('main')).toContainText(memberName);
  await addSandboxCard(page, SANDBOX_TEST_CARDS.succeeds);
  await expect(page.getByRole('radio', { checked: true })).toHaveAccessibleName(/VISA •••• 4242/);
  await page.getByRole('button', { name: b('confirm.submit') }).click();
  await page.waitForURL(/\/services\/book\/success\?uuid=/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: b('success.title') })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(memberName);
  return new URL(page.url()).searchParams.get('uuid') ?? '';
}

/**
 * What the test changed of Anna's that other specs of the worker read (her policies; Dana on her
 * public page), undone after it, passed or failed: the next spec finds a one-chair public page.
 */
let undo: (() => Promise<void>)[] = [];
test.afterEach(async () => {
  for (const step of undo.reverse()) await step();
  undo = [];
});

test('a salon of two: Dana joins and sets her hours, "anyone" gets her while Anna is busy, Anna drags it to herself, Dana is paid directly', async ({ page, browser, urls, hostFetch, signIn, problems }, testInfo) => {
  test.setTimeout(240_000);
  const fetch = hostFetch as Fetch;
  const ANNA = new URL(urls.stylistUrl('anna')).hostname;
  const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `dana-${suffix}@chairly.test`;
  const danaName = `Dana ${suffix.toUpperCase()}`;
  const date = bookingDay(16);
  const weekDay = weekDayOf(date);

  // a) Anna invites Dana from Settings → Team.
  await signIn.stylist('anna');
  const annaAuth = await bearer(page);
  await page.goto(`${urls.stylistUrl('anna')}/apps/stylist/setting?activeTab=team`);
  await page.getByRole('textbox', { name: team('invite.email') }).fill(email);
  await page.getByRole('button', { name: team('invite.send') }).click();
  await expect(page.getByText(literal(team('invite.sentToast').replace('{{email}}', email)))).toBeVisible();
  const link = await invitationLink(fetch, urls.baseDomain, email);

  // Dana, in her own browser, creates her account at the identity provider through the link.
  const dana = await personPage(browser);
  await dana.page.goto(link);
  await dana.page.getByRole('button', { name: auth('invitation.signUp') }).click();
  await dana.page.waitForURL((url) => url.origin === new URL(urls.idpUrl).origin, { timeout: 15_000 });
  await dana.page.getByLabel(idpText('en', 'email'), { exact: true }).fill(email);
  await dana.page.getByLabel(idpText('en', 'password'), { exact: true }).fill(DEMO_PASSWORD);
  await dana.page.getByLabel(idpText('en', 'confirmPassword'), { exact: true }).fill(DEMO_PASSWORD);
  await dana.page.getByRole('button', { name: idpText('en', 'signUp') }).click();
  await dana.page.waitForURL((url) => url.hostname === ANNA && url.pathname === '/apps/calendar', { timeout: 30_000 });
  const danaAuth = await bearer(dana.page);
  // Her name (the identity provider asks for none; a member may change her own name).
  const members = await json<{ 'hydra:member': { id: number; email: string; name: string; role: string }[] }>(fetch, ANNA, '/api/members', danaAuth);
  const danaId = members.body['hydra:member'].find((m) => m.email === email)?.id ?? 0;
  const annaId = members.body['hydra:member'].find((m) => m.role === 'owner')?.id ?? 0;
  expect((await json(fetch, ANNA, `/api/members/${danaId}`, danaAuth, 'PATCH', { name: danaName })).status).toBe(200);
  undo.push(async () => {
    expect((await json(fetch, ANNA, `/api/members/${danaId}`, annaAuth, 'PATCH', { takesOnlineBookings: false })).status).toBe(200);
    const listed = JSON.parse((await fetch(ANNA, '/api/public/members')).body) as { 'hydra:member': { name: string }[] };
    expect(listed['hydra:member'].map((m) => m.name)).toEqual(['Anna Berg']);
  });

  // She stays until eight on the booking day's weekday: her own week, in the Open hours tab.
  await dana.page.goto(`${urls.stylistUrl('anna')}/apps/stylist/setting`);
  await dana.page.getByRole('tab', { name: s('tabs.openHours') }).click();
  const rows = dana.page.getByTestId('open-hours-row');
  await expect(rows.first()).toBeVisible();
  const dayName = s(`days.${weekDay}`);
  let row = -1;
  for (let i = 0; i < (await rows.count()); i++) {
    if ((await rows.nth(i).getByRole('combobox', { name: s('openHours.day') }).inputValue()) === dayName) row = i;
  }
  expect(row, `Dana's week has a ${dayName} (a copy of Anna's)`).toBeGreaterThanOrEqual(0);
  await rows.nth(row).getByRole('combobox', { name: s('openHours.to') }).click();
  await dana.page.getByRole('option', { name: '20:00', exact: true }).click();
  await dana.page.getByRole('button', { name: s('actions.save') }).click();
  await expect(dana.page.getByText(literal(s('toast.dataUpdated')))).toBeVisible();
  expect(await blockingViolations(dana.page)).toEqual([]);

  // b) Anna is busy at eleven that day (an appointment of hers, Carla's, with the first service).
  const customers = await json<{ 'hydra:member': { id: number; email: string }[] }>(fetch, ANNA, '/api/customers?itemsPerPage=50', annaAuth);
  const carla = customers.body['hydra:member'].find((c) => c.email === DEMO_ACCOUNTS.carla.email)?.id;
  const services = JSON.parse((await fetch(ANNA, '/api/public/services')).body)['hydra:member'] as { id: number }[];
  const busy = await json<Json>(fetch, ANNA, '/api/appointments', annaAuth, 'POST', {
    customerId: carla,
    services: [services[0]?.id],
    startsAt: wallTimeToIso(date, '11:00', ZONE),
    note: 'Busy: Anna at eleven',
  });
  expect(busy.status).toBe(201);
  expect(busy.body).toMatchObject({ memberId: annaId });

  // A customer on her phone books "anyone available" at eleven: Dana, the one free, gets it.
  const customer = await personPage(browser, PHONE);
  await signInAsCustomer(customer.page, urls, 'anna');
  const offered = await pickTime(customer.page, urls, 'anyone', date, 11 * 60);
  // Until eight: Dana's own hours make the salon's day longer than Anna's.
  expect(offered).toContain(19 * 60);
  expect(await blockingViolations(customer.page)).toEqual([]);
  await snap(customer.page, testInfo, 'anyone-phone');
  await confirmWithCard(customer.page, danaName);
  const fits = await customer.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(fits, 'the confirmation scrolls sideways on a phone').toBe(true);

  const dayRange = `startsAt[after]=${encodeURIComponent(wallTimeToIso(date, '00:00', ZONE))}&startsAt[strictly_before]=${encodeURIComponent(wallTimeToIso(addDays(date, 1), '00:00', ZONE))}`;
  /** The salon's booked appointments of the day that start at `time` (Berlin), as Anna's calendar reads them. */
  const at = async (time: string) => {
    const rows = (await json<{ 'hydra:member': { id: number; memberId: number; memberName: string; startsAt: string; state: string }[] }>(fetch, ANNA, `/api/appointments?${dayRange}`, annaAuth)).body['hydra:member'];
    return rows.filter((a) => a.state === 'booked' && Date.parse(a.startsAt) === Date.parse(wallTimeToIso(date, time, ZONE)));
  };
  const [booked] = (await at('11:00')).filter((a) => a.memberId !== annaId);
  expect(booked).toMatchObject({ memberId: danaId, memberName: danaName });

  // c) Anna's side-by-side day view: Dana's column holds it; she drags it into her own, at one
  // (free for her: she is busy at eleven), and it is hers.
  await page.goto(`${urls.stylistUrl('anna')}/apps/calendar`);
  await expect(page.getByRole('heading', { level: 1, name: cal('title') })).toBeVisible({ timeout: 20_000 });
  // The view switch's radios are drawn by their labels (the inputs are hidden): a tap on the label.
  await page.locator('label').filter({ hasText: new RegExp(`^${cal('team.views.day')}$`) }).click();
  await expect(page.getByRole('radio', { name: cal('team.views.day') })).toBeChecked();
  const dayTitle = (day: string) => page.getByRole('heading', { level: 2, name: formatCalendarDate(day, 'en', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }) });
  const today = todayIn(ZONE);
  await expect(dayTitle(today)).toBeVisible();
  for (let day = addDays(today, 1); day <= date; day = addDays(day, 1)) {
    await page.getByRole('button', { name: cal('team.next') }).click();
    await expect(dayTitle(day)).toBeVisible();
  }
  const columns = page.getByRole('group', { name: cal('team.columns') });
  const annaColumn = columns.getByRole('region', { name: 'Anna Berg', exact: true });
  const danaColumn = columns.getByRole('region', { name: danaName, exact: true });
  const event = danaColumn.getByRole('button', { name: /Carla/ });
  await expect(event).toBeVisible({ timeout: 15_000 });
  await expect(annaColumn.getByRole('button', { name: /Carla/ })).toHaveCount(1);
  expect(await blockingViolations(page)).toEqual([]);
  await snap(page, testInfo, 'side-by-side-before');
  await event.scrollIntoViewIfNeeded();
  const from = await event.boundingBox();
  const slot = annaColumn.locator('[data-time="13:00:00"]').first();
  await slot.scrollIntoViewIfNeeded();
  // The slot's row spans the hour labels too: aim at the middle of Anna's column, at one o'clock.
  const [to, lane] = [await slot.boundingBox(), await annaColumn.boundingBox()];
  if (!from || !to || !lane) throw new Error('no event or no slot to drag to');
  await page.mouse.move(from.x + from.width / 2, from.y + 4);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2 + 4, from.y + 8, { steps: 3 });
  await page.mouse.move(lane.x + lane.width / 2, to.y + 4, { steps: 15 });
  await page.mouse.up();
  await expect(page.getByText(cal('toast.moved'))).toBeVisible();
  await expect(annaColumn.getByRole('button', { name: /Carla/ })).toHaveCount(2);
  await expect(danaColumn.getByRole('button', { name: /Carla/ })).toHaveCount(0);
  await expect
    .poll(async () => (await json<Json>(fetch, ANNA, `/api/appointments/${booked?.id}`, annaAuth)).body)
    .toMatchObject({ memberId: annaId, startsAt: wallTimeToIso(date, '13:00', ZONE) });
  await snap(page, testInfo, 'side-by-side-after');

  // d) Dana connects her own payment account (the same sandbox onboarding as the business's).
  await dana.page.goto(`${urls.stylistUrl('anna')}/apps/stylist/setting?activeTab=payment`);
  const box = dana.page.getByTestId('payment-connect');
  await expect(box).toContainText(literal(pay('memberConnectHint').split('{{')[0] ?? ''));
  await box.getByRole('button', { name: pay('connect') }).click();
  await dana.page.waitForURL(/\/sandbox\/onboarding\/[0-9a-f]+$/);
  await dana.page.getByRole('button', { name: 'Complete onboarding' }).click();
  await dana.page.waitForURL((url) => url.pathname === '/apps/stylist/setting' && url.searchParams.get('activeTab') === 'payment');
  await expect(dana.page.getByTestId('payment-connect')).toHaveText(pay('memberConnectedHint'));
  const danaAccount = (await json<{ accountId: string | null; charges_enabled: boolean }>(fetch, ANNA, '/api/stylist/sandbox/member-account', danaAuth)).body;
  expect(danaAccount.charges_enabled).toBe(true);
  const business = (await json<{ accountId: string | null }>(fetch, ANNA, '/api/stylist/sandbox/account', annaAuth)).body.accountId;
  expect(danaAccount.accountId).not.toBe(business);

  // Anna asks for a deposit (her policies go back as they were afterwards).
  const policies = await json<unknown[]>(fetch, ANNA, '/api/stylist-policy-config', annaAuth);
  undo.push(async () => {
    expect((await json(fetch, ANNA, '/api/stylist-policy-config', annaAuth, 'POST', policies.body)).status).toBe(200);
  });
  await page.goto(`${urls.stylistUrl('anna')}/apps/stylist/setting?activeTab=policy`);
  const deposit = page.getByRole('switch', { name: s('policy.deposit') });
  await expect(page.getByRole('button', { name: s('actions.save') })).toBeEnabled();
  await deposit.click({ force: true });
  await expect(deposit).toBeChecked();
  await page.getByRole('button', { name: s('actions.save') }).click();
  await expect(page.getByText(literal(s('toast.policySaved')))).toBeVisible();

  // The customer books Dana herself at three, paying the deposit: it lands in Dana's account.
  await pickTime(customer.page, urls, danaName, date, 15 * 60);
  const withDeposit = await confirmWithCard(customer.page, danaName);
  await customer.page.goto(`${urls.stylistUrl('anna')}/services/booking/${withDeposit}`);
  await expect(customer.page.getByTestId('deposit-line')).toHaveAttribute('data-deposit-status', 'paid');
  const [hers] = await at('15:00');
  expect(hers).toMatchObject({ memberId: danaId });
  const charges = await json<{ kind: string; status: string; destinationAccount: string | null }[]>(fetch, ANNA, `/api/appointment/${hers?.id}/payment/charges`, annaAuth);
  expect(charges.body).toEqual([expect.objectContaining({ kind: 'deposit', status: 'succeeded', destinationAccount: danaAccount.accountId })]);

  expect(problems.pageErrors).toEqual([]);
  expect(dana.problems.pageErrors).toEqual([]);
  expect(customer.problems.pageErrors).toEqual([]);
  await dana.page.context().close();
  await customer.page.context().close();
});
