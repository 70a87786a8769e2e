import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SubscriptionStatusResponse } from '@chairly/shared/stylists/subscription-status';
import { i18n, initI18n } from '@/lib/i18n';
import { SubscriptionTab } from './subscription-tab';

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['settings', 'subscription', 'common']);
});
afterEach(() => vi.unstubAllGlobals());
vi.mock('../api/stylist', () => ({ useStylistCurrency: () => 'EUR' }));
vi.mock('@/lib/stylist-profile', async (original) => ({ ...(await original<object>()), useStylistTimeZone: () => ({ data: 'Europe/Berlin' }) }));

const PLANS = [{ type: 'monthly', product: { id: 'prod_m', name: 'Chairly Monthly', description: null }, prices: [{ id: 'price_m_eur', amount: 29, currency: 'eur', interval: 'month' }] }];

function show(status: SubscriptionStatusResponse) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const body = new URL(String(input), 'http://anna.chairly.localhost').pathname.endsWith('/list') ? PLANS : status;
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider env="test">
        <MemoryRouter>
          <SubscriptionTab />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('SubscriptionTab (issue #31.9)', () => {
  it('offers the billing portal (change plan, cancel, invoices) to a stylist with a plan', async () => {
    show({ status: 'active', trialEndsAt: null, currentPeriodEnd: '2027-01-15T10:00:00.000Z', priceId: 'price_m_eur', trialUsed: true, cancelAtPeriodEnd: false });
    expect(await screen.findByRole('button', { name: 'Manage subscription' })).toBeInTheDocument();
    expect(screen.getByText('Change plan, cancel, invoices')).toBeInTheDocument();
  });

  it('offers no portal to a stylist who never subscribed', async () => {
    show({ status: 'none', trialEndsAt: null, currentPeriodEnd: null, priceId: null, trialUsed: false, cancelAtPeriodEnd: false });
    expect(await screen.findByTestId('subscription-status')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manage subscription' })).not.toBeInTheDocument();
  });
});
