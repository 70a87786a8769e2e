import type { Stylist } from '@chairly/shared/stylists/contracts';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { CountryCurrencyForm } from './country-currency-form';

beforeAll(async () => {
  // jsdom has no scrolling; Mantine's option list scrolls the chosen option into view.
  Element.prototype.scrollIntoView ??= () => {};
  await initI18n('en');
  await i18n.loadNamespaces('settings');
});
afterEach(() => vi.unstubAllGlobals());

const anna = { id: 7, stylistId: 7, country: 'DE', currency: 'EUR' } as Stylist;

function renderForm(answer: (body: Record<string, unknown>) => Response) {
  const fetch = vi.fn(async (_url: string, init?: RequestInit) => answer(JSON.parse(init?.body as string) as Record<string, unknown>));
  vi.stubGlobal('fetch', fetch);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider env="test">
        <CountryCurrencyForm stylist={anna} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return fetch;
}

async function chooseCountry(user: ReturnType<typeof userEvent.setup>, label: string, country: string) {
  const field = screen.getByRole('combobox', { name: label });
  await user.clear(field);
  await user.type(field, country);
  await user.click(await screen.findByRole('option', { name: country }));
}

describe('Country and currency (issue #29)', { timeout: 20_000 }, () => {
  it('choosing a country proposes its currency, and Save sends both', async () => {
    const user = userEvent.setup();
    const fetch = renderForm((body) => new Response(JSON.stringify({ ...anna, ...body }), { status: 200 }));
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('Euro (EUR)');
    // As a user does, she types to narrow the list: a role query over all ~250 options is slow.
    await chooseCountry(user, 'Country', 'Japan');
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('Japanese Yen (JPY)');
    await user.click(screen.getByRole('button', { name: i18n.getFixedT('en', 'settings')('actions.save') }));
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    expect(fetch.mock.calls[0]?.[0]).toContain('/api/stylists/7');
    expect(JSON.parse(fetch.mock.calls[0]?.[1]?.body as string)).toEqual({ country: 'JP', currency: 'JPY' });
  });

  it('says in her language that the currency is fixed once she has taken a payment', async () => {
    const user = userEvent.setup();
    await i18n.changeLanguage('de');
    renderForm(
      () =>
        new Response(JSON.stringify({ code: 'CONFLICT', message: 'Your currency cannot be changed after you have taken a payment', reason: 'currency_locked' }), {
          status: 409,
          headers: { 'content-type': 'application/json' },
        }),
    );
    await chooseCountry(user, 'Land', 'Brasilien');
    await user.click(screen.getByRole('button', { name: i18n.getFixedT('de', 'settings')('actions.save') }));
    expect(await screen.findByText('Ihre Währung kann nicht mehr geändert werden, nachdem Sie eine Zahlung erhalten haben.')).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });
});
