import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { SubscribedPlan } from './subscribed-plan';

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['subscription', 'common']);
});
afterEach(() => vi.unstubAllGlobals());

const PLANS = [
  {
    type: 'monthly',
    product: { id: 'prod_demo_monthly', name: 'Chairly Monthly', description: null },
    prices: [
      { id: 'price_demo_monthly_brl', amount: 149, currency: 'brl', interval: 'month' },
      { id: 'price_demo_monthly', amount: 29, currency: 'usd', interval: 'month' },
    ],
  },
];

function show(priceId: string) {
  vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify(PLANS), { status: 200, headers: { 'content-type': 'application/json' } })));
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider env="test">
        <SubscribedPlan priceId={priceId} label="Plan" />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('SubscribedPlan', () => {
  it('shows her plan with its price in the currency she is billed in', async () => {
    show('price_demo_monthly_brl');
    expect(await screen.findByTestId('subscribed-plan')).toHaveTextContent('Plan: Chairly Monthly — R$149.00 per month');
  });
});
