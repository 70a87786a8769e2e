import { expect, test } from '../support/fixtures';
import { en } from '../support/web-text';

const p = (key: string) => en('payments', key);

// bella, so that anna's connected account stays as the other specs expect it.
test.describe('payment acceptance with the sandbox gateway', () => {
  test.beforeEach(async ({ signIn }) => {
    await signIn.stylist('bella');
  });

  test('unlink, then reconnect through the hosted onboarding page', async ({
    page,
    urls,
    problems,
  }) => {
    const settings = `${urls.stylistUrl('bella')}/apps/stylist/setting?activeTab=payment`;
    await page.goto(settings);
    const box = page.getByTestId('payment-connect');
    await box.getByRole('button', { name: p('unlink') }).click();
    await expect(box.getByRole('button', { name: p('connect') })).toBeVisible();

    await page.reload();
    await expect(
      page.getByTestId('payment-connect').getByRole('button', { name: p('connect') }),
    ).toBeVisible();
    await page
      .getByTestId('payment-connect')
      .getByRole('button', { name: p('connect') })
      .click();
    await page.waitForURL(/\/sandbox\/onboarding\/[0-9a-f]+$/);
    await expect(
      page.getByRole('heading', { name: 'Sandbox payment account: Complete onboarding' }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Complete onboarding' }).click();

    await page.waitForURL(
      (url) =>
        url.pathname === '/apps/stylist/setting' && url.searchParams.get('activeTab') === 'payment',
    );
    await expect(
      page.getByTestId('payment-connect').getByRole('button', { name: p('unlink') }),
    ).toBeVisible();
    expect(problems.pageErrors).toEqual([]);
  });
});
