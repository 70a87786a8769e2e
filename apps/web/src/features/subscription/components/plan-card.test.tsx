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

describe('PlanCard priced per member (D67)', () => {
  beforeAll(() => i18n.changeLanguage('en'));
  const card = (members?: number) =>
    render(
      <MantineProvider env="test">
        <PlanCard
          plan={{ type: 'monthly', name: 'Chairly Monthly', description: '', priceId: 'price_m', amount: 29, currency: 'USD', interval: 'month', discounted: null }}
          saving={null}
          trialDays={null}
          busy={false}
          onTrial={() => undefined}
          onSubscribe={() => undefined}
          members={members}
        />
      </MantineProvider>,
    );

  it('says the price is per member per month and, for a team, what its active members cost', () => {
    card(3);
    expect(screen.getByTestId('plan-monthly')).toHaveTextContent('$29.00per member per month');
    expect(screen.getByTestId('plan-team-total')).toHaveTextContent('Your 3 active members: $87.00 per month');
  });

  it('shows no team total for a business of one', () => {
    card(1);
    expect(screen.queryByTestId('plan-team-total')).toBeNull();
  });
});
