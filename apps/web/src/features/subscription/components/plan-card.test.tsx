import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { PlanCard } from './plan-card';

beforeAll(async () => {
  await initI18n('ar');
  await i18n.loadNamespaces(['subscription', 'common']);
});
afterAll(() => i18n.changeLanguage('en'));

describe('PlanCard', () => {
  it('lets the plan’s own English words run left to right on an Arabic page (their full stop stays at the end)', () => {
    render(
      <MantineProvider env="test">
        <PlanCard
          plan={{ type: 'monthly', name: 'Chairly Monthly', description: 'Calendar, bookings, billed every month.', priceId: 'price_m', amount: 2900, currency: 'EUR', interval: 'month', discounted: null }}
          saving={null}
          trialDays={null}
          busy={false}
          onTrial={() => undefined}
          onSubscribe={() => undefined}
        />
      </MantineProvider>,
    );
    const description = screen.getByTestId('plan-description');
    expect(description).toHaveTextContent('Chairly Monthly — Calendar, bookings, billed every month.');
    expect(description).toHaveAttribute('dir', 'auto');
  });
});
