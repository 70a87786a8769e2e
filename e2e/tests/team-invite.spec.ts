import { DEMO_PASSWORD } from '@chairly/shared/demo';
import { blockingViolations } from '../support/axe';
import { expect, test } from '../support/fixtures';
import { watchPage } from '../support/page-errors';
import { snap } from '../support/screenshot';
import { idpText } from '../support/sign-in';
import { literal } from '../support/text';
import { en } from '../support/web-text';
import { PHONE } from './booking-steps';

/**
 * Issue #34 (stage 1): Anna invites a new team member from Settings → Team; the invitee opens the
 * link from the e-mail on her phone, creates her account at the identity provider, and lands in
 * Anna's back office as staff (no statistics, no team tab); Anna then sees her in the Team list.
 */
type OutboxMessage = { recipient: string; subject: string; text: string };
const team = (key: string) => en('team', key);
const auth = (key: string) => en('auth', key);
const nav = (key: string) => en('nav', key);

test('Anna invites a staff member, who signs up through the link and works in Anna’s back office', async ({ page, browser, urls, hostFetch, signIn, problems }, testInfo) => {
  test.setTimeout(120_000);
  const email = `team-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@chairly.test`;
  const annaHost = new URL(urls.stylistUrl('anna')).hostname;

  // Anna's Team tab: herself as the owner, the invite form, and no blocking accessibility problem.
  await signIn.stylist('anna');
  await page.goto(`${urls.stylistUrl('anna')}/apps/stylist/setting?activeTab=team`);
  await expect(page.getByRole('tab', { name: en('settings', 'tabs.team') })).toHaveAttribute('aria-selected', 'true');
  const members = page.getByTestId('team-member-row');
  await expect(members.filter({ hasText: 'anna@chairly.test' })).toContainText(team('roles.owner'));
  expect(await blockingViolations(page)).toEqual([]);

  await page.getByRole('textbox', { name: team('invite.email') }).fill(email);
  await page.getByRole('button', { name: team('invite.send') }).click();
  await expect(page.getByText(literal(team('invite.sentToast').replace('{{email}}', email)))).toBeVisible();
  await expect(page.getByTestId('team-invitation-row').filter({ hasText: email })).toContainText(team('roles.staff'));

  // The link from the dev outbox.
  let link = '';
  await expect
    .poll(
      async () => {
        const outbox = JSON.parse((await hostFetch(urls.baseDomain, '/dev/outbox.json')).body) as { messages: OutboxMessage[] };
        const mail = outbox.messages.find((message) => message.recipient === email);
        link = /https?:\/\/\S+\/invitation\/[A-Za-z0-9_-]+/.exec(mail?.text ?? '')?.[0] ?? '';
        return link;
      },
      { timeout: 30_000, intervals: [500] },
    )
    .toContain('/invitation/');
  expect(new URL(link).hostname).toBe(`app.${urls.baseDomain}`);

  // The invitee, on her phone, in a browser of her own: who invites her, where, as what.
  const phone = await browser.newContext({ viewport: PHONE, locale: 'en-US', timezoneId: 'UTC' });
  const invitee = await phone.newPage();
  const inviteeProblems = watchPage(invitee);
  await invitee.goto(link);
  await expect(invitee.getByRole('heading', { level: 1 })).toHaveText(/^Join .+ on Chairly$/);
  await expect(invitee.getByTestId('invitation-text')).toContainText(`as ${auth('invitation.roles.staff')}`);
  await expect(invitee.getByText(email)).toBeVisible();
  expect(await blockingViolations(invitee)).toEqual([]);
  const fits = await invitee.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(fits, 'the invitation page scrolls sideways on a phone').toBe(true);
  await snap(invitee, testInfo, 'invitation-phone');

  // She creates her account at the identity provider with the invited address.
  await invitee.getByRole('button', { name: auth('invitation.signUp') }).click();
  await invitee.waitForURL((url) => url.origin === new URL(urls.idpUrl).origin, { timeout: 15_000 });
  await invitee.getByLabel(idpText('en', 'email'), { exact: true }).fill(email);
  await invitee.getByLabel(idpText('en', 'password'), { exact: true }).fill(DEMO_PASSWORD);
  await invitee.getByLabel(idpText('en', 'confirmPassword'), { exact: true }).fill(DEMO_PASSWORD);
  await invitee.getByRole('button', { name: idpText('en', 'signUp') }).click();

  // She lands in Anna's calendar, not in a registration of her own; her menu is a staff member's.
  await invitee.waitForURL((url) => url.hostname === annaHost && url.pathname === '/apps/calendar', { timeout: 30_000 });
  await invitee.getByRole('button', { name: nav('toggleMenu') }).click();
  const menu = invitee.locator('#stylist-mobile-menu');
  await expect(menu.getByRole('link', { name: nav('calendar') })).toBeVisible();
  await expect(menu.getByRole('link', { name: nav('appointments') })).toBeVisible();
  await expect(menu.getByRole('link', { name: nav('dashboard') })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: nav('reviews') })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: nav('waitlist') })).toHaveCount(0);
  // Her settings have no Team, messages, plan or integration tabs; her own hours and her own payout
  // account (issue #34 stage 2, D66) are hers.
  await invitee.goto(`${urls.stylistUrl('anna')}/apps/stylist/setting?activeTab=team`);
  const sections = invitee.getByTestId('settings-tab-select');
  await expect(sections).toHaveValue(en('settings', 'tabs.account'));
  await sections.click();
  await expect(invitee.getByRole('option', { name: en('settings', 'tabs.openHours') })).toBeVisible();
  await expect(invitee.getByRole('option', { name: en('settings', 'tabs.payment') })).toBeVisible();
  for (const hidden of ['tabs.team', 'tabs.notifications', 'tabs.subscription', 'tabs.apiKeys'])
    await expect(invitee.getByRole('option', { name: en('settings', hidden) })).toHaveCount(0);
  await invitee.keyboard.press('Escape');
  // The business's details are hers to read, not to change: told so, every field disabled.
  await expect(invitee.getByText(en('settings', 'readOnlyForStaff'))).toBeVisible();
  const fields = invitee.locator('fieldset[disabled]').getByRole('textbox');
  await expect(fields.first()).toBeDisabled();
  expect(await fields.count()).toBeGreaterThan(3);
  // The statistics are not hers: the dashboard's address takes her to the calendar.
  await invitee.goto(`${urls.stylistUrl('anna')}/apps/dashboard`);
  await invitee.waitForURL((url) => url.pathname === '/apps/calendar');
  expect(inviteeProblems.pageErrors).toEqual([]);
  expect(inviteeProblems.consoleErrors).toEqual([]);
  await phone.close();

  // Anna sees her in the Team list as staff; the invitation is no longer open.
  await page.reload();
  const dana = members.filter({ hasText: email });
  await expect(dana).toBeVisible();
  await expect(dana.getByRole('combobox')).toHaveValue(team('roles.staff'));
  await expect(page.getByTestId('team-invitation-row').filter({ hasText: email })).toHaveCount(0);

  // On Anna's phone the tab is in the section menu and its rows fit the screen.
  await page.setViewportSize(PHONE);
  await page.reload();
  await expect(page.getByTestId('settings-tab-select')).toHaveValue(en('settings', 'tabs.team'));
  const deactivate = dana.getByRole('button', { name: team('members.deactivate') });
  await expect(deactivate).toBeVisible();
  const box = await deactivate.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= PHONE.width, 'Deactivate lies on the screen').toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), 'the Team tab scrolls sideways on a phone').toBe(true);
  expect(await blockingViolations(page)).toEqual([]);
  await snap(page, testInfo, 'team-tab-phone');

  // Anna deactivates her again (confirmed first): the next spec of this worker finds Anna's
  // one-chair business, and the invitee is shown as deactivated.
  await deactivate.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: team('status.cancel') })).toBeVisible();
  await dialog.getByRole('button', { name: team('status.deactivateConfirm') }).click();
  await expect(dialog).toHaveCount(0);
  await expect(dana.getByText(team('members.inactive'))).toBeVisible();
  expect(problems.pageErrors).toEqual([]);
});
