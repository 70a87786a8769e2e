import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { PromoCodeEntry } from './promo-code-entry';

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['subscription', 'common']);
});
afterEach(() => vi.unstubAllGlobals());

/** The API answers every call with `status` (a 429 names a wait longer than the browser sits out). */
function api(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', 'retry-after': '1800' } })),
  );
}

function show() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
      <MantineProvider env="test">
        <Notifications />
        <PromoCodeEntry mode="apply" />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

async function enterCode(code: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Discount code'), code);
  await user.click(screen.getByRole('button', { name: 'Use code' }));
}

describe('PromoCodeEntry', () => {
  it('says there were too many attempts when the API refuses with 429, not that the code is invalid', async () => {
    api(429, { code: 'RATE_LIMITED', message: 'Too many discount code attempts (at most 10 an hour). Try again in 30 min.' });
    show();
    await enterCode('GUESS1');
    expect(await screen.findByText('Too many discount code attempts. Try again later.')).toBeInTheDocument();
    expect(screen.queryByText('Invalid code')).not.toBeInTheDocument();
  });

  it("writes an amount-off discount in the code's currency (D38), not the page's default", async () => {
    api(200, { promoCode: 'EURO5', amountOff: 5, percentOff: null, currency: 'eur' });
    show();
    await enterCode('EURO5');
    expect(await screen.findByTestId('promo-discount')).toHaveTextContent('EURO5: €5.00 off');
  });

  it('still says a code is invalid when the API does not know it (404)', async () => {
    api(404, { code: 'NOT_FOUND', message: 'Invalid code', fields: { promoCode: 'Invalid code' } });
    show();
    await enterCode('NOPE');
    expect(await screen.findByText('Invalid code')).toBeInTheDocument();
  });
});
