import { expect, test } from '../support/fixtures';
import { registerNewStylist } from '../support/register-stylist';
import { en } from '../support/web-text';

const s = (key: string) => en('subscription', key);

test.describe('subscription', () => {
  test.setTimeout(90_000);

  test('a new stylist is sent from the calendar to the plans page, starts the trial and reaches the calendar', async ({ page, urls, problems }) => {
    const subdomain = await registerNewStylist(page, urls);
    await page.goto(`${urls.stylistUrl(subdomain)}/apps/calendar`);
    await expect(page).toHaveURL(`${urls.stylistUrl(subdomain)}/subscription/plans`);
    await expect(page.getByRole('heading', { level: 1, name: s('plans.title') })).toBeVisible();
    const monthly = page.getByTestId('plan-monthly');
    await expect(monthly.getByTestId('plan-price')).toHaveText('$29.00');
    await expect(page.getByTestId('plan-yearly').getByTestId('plan-price')).toHaveText('$290.00');

    await monthly.getByRole('button', { name: s('plans.startTrial').replace('{{days}}', '14') }).click();
    await expect(page).toHaveURL(`${urls.stylistUrl(subdomain)}/apps/dashboard`);
    await page.goto(`${urls.stylistUrl(subdomain)}/apps/calendar`);
    await expect(page).toHaveURL(`${urls.stylistUrl(subdomain)}/apps/calendar`);

    // The trial is taken: the plans page says until when it runs and offers only to subscribe.
    await page.goto(`${urls.stylistUrl(subdomain)}/subscription/plans`);
    const trialEnd = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(Date.now() + 14 * 86_400_000);
    await expect(page.getByTestId('plans-subtitle')).toHaveText(s('plans.trialRunning').replace('{{date}}', trialEnd));
    await expect(page.getByRole('button', { name: s('plans.subscribe') })).toHaveCount(2);
    await expect(page.getByRole('button', { name: s('plans.startTrial').replace('{{days}}', '14') })).toHaveCount(0);
    expect(problems.pageErrors).toEqual([]);
  });

  test('another new stylist subscribes through the sandbox checkout with a discount code', async ({ page, urls, problems }) => {
    const subdomain = await registerNewStylist(page, urls);
    await page.goto(`${urls.stylistUrl(subdomain)}/subscription/plans`);
    await page.getByLabel(s('promo.label')).fill('NOSUCHCODE');
    await page.getByRole('button', { name: s('promo.use') }).click();
    await expect(page.getByText(s('promo.invalid')).first()).toBeVisible();

    await page.getByLabel(s('promo.label')).fill('welcome20');
    await page.getByRole('button', { name: s('promo.use') }).click();
    await expect(page.getByTestId('promo-discount')).toContainText('WELCOME20');
    await expect(page.getByTestId('plan-monthly').getByTestId('plan-price')).toHaveText('$23.20');

    // Cancel first: back on the plans page with a message, still not subscribed.
    await page.getByTestId('plan-monthly').getByRole('button', { name: s('plans.subscribe') }).click();
    await page.waitForURL(/\/sandbox\/billing\/checkout\//);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByTestId('return-notice')).toHaveText(s('return.cancelled'));

    await page.getByLabel(s('promo.label')).fill('WELCOME20');
    await page.getByRole('button', { name: s('promo.use') }).click();
    await page.getByTestId('plan-monthly').getByRole('button', { name: s('plans.subscribe') }).click();
    await page.waitForURL(/\/sandbox\/billing\/checkout\//);
    await expect(page.getByTestId('checkout-total')).toContainText('$23.20');
    await expect(page.getByText('WELCOME20 (−20%)')).toBeVisible();
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(`${urls.stylistUrl(subdomain)}/apps/dashboard`);
    await page.goto(`${urls.stylistUrl(subdomain)}/apps/calendar`);
    await expect(page).toHaveURL(`${urls.stylistUrl(subdomain)}/apps/calendar`);
    expect(problems.pageErrors).toEqual([]);
  });

  test('Anna, who pays, is shown her plan in euros, its next payment and where to manage it: no offer to subscribe (issue #31.9)', async ({ page, urls, signIn, problems }) => {
    await signIn.stylist('anna');
    await page.goto(`${urls.stylistUrl('anna')}/subscription/plans`);
    await expect(page.getByRole('heading', { level: 1, name: s('current.pageTitle') })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('current-plan-price')).toHaveText(/€29\.00 per month$/);
    const [before] = s('current.nextPayment').split('{{amount}}');
    await expect(page.getByTestId('current-plan-next-payment')).toContainText(`${before}€29.00`);
    await expect(page.getByText(s('plans.subtitleTrialUsed'))).toHaveCount(0);
    await expect(page.getByRole('button', { name: s('plans.subscribe') })).toHaveCount(0);
    await page.getByRole('link', { name: s('current.settings') }).click();
    await expect(page).toHaveURL(/\/apps\/stylist\/setting\?activeTab=subscription$/);
    await expect(page.getByTestId('subscribed-plan')).toContainText('€29.00');
    expect(problems.pageErrors).toEqual([]);
  });

  test('Anna opens the billing portal from the plans page, sees her invoice, switches plan and comes back to it (issue #31.9)', async ({ page, urls, signIn, problems }) => {
    await signIn.stylist('anna');
    const plans = `${urls.stylistUrl('anna')}/subscription/plans`;
    const openPortal = async () => {
      await page.goto(plans);
      await page.getByRole('button', { name: s('portal.manage') }).click();
      await page.waitForURL(/\/sandbox\/billing\/portal\?token=/);
    };
    await openPortal();
    await expect(page.getByTestId('portal-plan')).toContainText('Chairly Monthly · €29.00 per month');
    await expect(page.getByTestId('portal-invoices')).toContainText('€29.00');
    await page.getByRole('button', { name: /Chairly Yearly/ }).click();
    await expect(page.getByTestId('portal-plan')).toContainText('Chairly Yearly · €290.00 per year');
    await page.getByRole('link', { name: 'Back to Chairly' }).click();
    await expect(page).toHaveURL(plans);
    await expect(page.getByTestId('current-plan-price')).toHaveText(/€290\.00 per year$/);

    // Back to the monthly plan the other specs know her by.
    await openPortal();
    await page.getByRole('button', { name: /Chairly Monthly/ }).click();
    await expect(page.getByTestId('portal-plan')).toContainText('Chairly Monthly · €29.00 per month');
    await page.getByRole('link', { name: 'Back to Chairly' }).click();
    await expect(page.getByTestId('current-plan-price')).toHaveText(/€29\.00 per month$/);
    expect(problems.pageErrors).toEqual([]);
  });

  test('a subscriber cancels at the end of her period in the portal, is told on the plans page when her plan ends, and resumes it (issue #31.9)', async ({ page, urls, problems }) => {
    const subdomain = await registerNewStylist(page, urls, 'Cancel Studio');
    const plans = `${urls.stylistUrl(subdomain)}/subscription/plans`;
    await page.goto(plans);
    await page.getByTestId('plan-monthly').getByRole('button', { name: s('plans.subscribe') }).click();
    await page.waitForURL(/\/sandbox\/billing\/checkout\//);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(`${urls.stylistUrl(subdomain)}/apps/dashboard`);

    await page.goto(plans);
    await page.getByRole('button', { name: s('portal.manage') }).click();
    await page.waitForURL(/\/sandbox\/billing\/portal\?token=/);
    await page.getByRole('button', { name: 'Cancel plan' }).click();
    await expect(page.getByTestId('portal-ends')).toContainText('Your plan ends on');
    await expect(page.getByRole('button', { name: /^Switch/ })).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to Chairly' }).click();
    await expect(page).toHaveURL(plans);
    const [ends] = s('current.endsOn').split('{{date}}');
    await expect(page.getByTestId('current-plan-ends')).toContainText(ends ?? '');
    await expect(page.getByTestId('current-plan-next-payment')).toHaveCount(0);

    await page.getByRole('button', { name: s('portal.resume') }).click();
    await page.waitForURL(/\/sandbox\/billing\/portal\?token=/);
    await page.getByRole('button', { name: 'Resume plan' }).click();
    await expect(page.getByTestId('portal-ends')).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to Chairly' }).click();
    await expect(page.getByTestId('current-plan-next-payment')).toContainText('$29.00');
    await expect(page.getByTestId('current-plan-ends')).toHaveCount(0);
    expect(problems.pageErrors).toEqual([]);
  });

  test('the Subscription settings tab shows her plan in reais and applies a discount code in reais', async ({ page, urls, signIn, problems }) => {
    await signIn.stylist('bella');
    await page.goto(`${urls.stylistUrl('bella')}/apps/stylist/setting`);
    await page.getByRole('tab', { name: en('settings', 'tabs.subscription') }).click();
    await expect(page.getByTestId('subscribed-plan')).toContainText('R$149.00');
    const entry = page.getByTestId('promo-code-entry');
    await entry.getByLabel(s('promo.label')).fill('OLDCODE');
    await entry.getByRole('button', { name: s('promo.use') }).click();
    await expect(page.getByText(s('promo.invalid')).first()).toBeVisible();

    // A dollar amount is no discount on a subscription in reais (D38).
    await entry.getByLabel(s('promo.label')).fill('SAVE10');
    const refused = page.waitForResponse((response) => response.url().includes('/check-promo-code'));
    await entry.getByRole('button', { name: s('promo.use') }).click();
    expect((await refused).status()).toBe(404);
    await expect(page.getByText(s('promo.invalid')).first()).toBeVisible();
    await expect(entry.getByTestId('promo-discount')).toHaveCount(0);

    await entry.getByLabel(s('promo.label')).fill('REAIS25');
    await entry.getByRole('button', { name: s('promo.use') }).click();
    await expect(entry.getByTestId('promo-discount')).toContainText('R$25.00');
    await entry.getByRole('button', { name: s('promo.apply') }).click();
    await expect(page.getByText(s('promo.applied'))).toBeVisible();

    await entry.getByRole('button', { name: s('promo.apply') }).click();
    await expect(page.getByText(s('promo.unable'))).toBeVisible();
    expect(problems.pageErrors).toEqual([]);
  });
});
