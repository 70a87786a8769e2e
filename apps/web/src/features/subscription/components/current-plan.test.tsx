import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { CurrentPlan } from './current-plan';

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['subscription', 'common']);
});
afterEach(() => vi.unstubAllGlobals());

const PLANS = [
  {
    type: 'monthly',
    product: { id: 'prod_demo_monthly', name: 'Chairly Monthly', description: null },
    prices: [{ id: 'price_demo_monthly_eur', amount: 29, currency: 'eur', interval: 'month' }],
  },
];

/** Anna's plan (monthly, in euros, paid to January 15, 2027), cancelled at its end or not. */
function showPlan(cancelAtPeriodEnd: boolean) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(PLANS), { status: 200, headers: { 'content-type': 'application/json' } })));
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider env="test">
        <MemoryRouter>
          <CurrentPlan
            status={{ status: 'active', trialEndsAt: null, currentPeriodEnd: '2027-01-15T10:00:00.000Z', priceId: 'price_demo_monthly_eur', trialUsed: true, cancelAtPeriodEnd }}
            zone="Europe/Berlin"
          />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('CurrentPlan (issue #31.9)', () => {
  it('shows a paying stylist her plan, its next payment, the billing portal and her settings', async () => {
    showPlan(false);
    expect(await screen.findByTestId('current-plan-price')).toHaveTextContent('Chairly Monthly — €29.00 per month');
    expect(screen.getByTestId('current-plan-next-payment')).toHaveTextContent('Next payment: €29.00 on January 15, 2027');
    // Change plan, cancel, invoices: the billing portal; discount codes and status: Settings.
    expect(screen.getByRole('button', { name: 'Manage subscription' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Subscription settings' })).toHaveAttribute('href', '/apps/stylist/setting?activeTab=subscription');
    expect(screen.queryByRole('button', { name: 'Subscribe' })).not.toBeInTheDocument();
  });

  it('tells a stylist who cancelled when her plan ends, with no next payment, and offers to resume it in the portal', async () => {
    showPlan(true);
    expect(await screen.findByTestId('current-plan-price')).toHaveTextContent('Chairly Monthly — €29.00 per month');
    expect(screen.getByTestId('current-plan-ends')).toHaveTextContent('Your plan ends on January 15, 2027. Until then, everything keeps working.');
    expect(screen.queryByTestId('current-plan-next-payment')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resume plan' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manage subscription' })).not.toBeInTheDocument();
  });
});
