import type { PaymentAccountStatus } from '@chairly/shared/settings/payment-account';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { PaymentConnect } from './payment-connect';

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces('payments');
});
afterEach(() => vi.unstubAllGlobals());

const NOT_CONNECTED: PaymentAccountStatus = {
  connected: false,
  charges_enabled: false,
  stripeAccountEnabled: false,
  accountId: null,
};
const CONNECTED: PaymentAccountStatus = {
  connected: true,
  charges_enabled: true,
  stripeAccountEnabled: true,
  accountId: 'acct_1',
};

function answer(status: number, body: unknown) {
  const fetch = vi.fn(
    async (_input: RequestInfo | URL, _init?: RequestInit) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function renderConnect(
  status: PaymentAccountStatus,
  props: { onChanged?: () => void; redirect?: (url: string) => void; own?: boolean } = {},
) {
  render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={new QueryClient()}>
        <PaymentConnect
          provider="sandbox"
          stylistId={7}
          status={status}
          onChanged={props.onChanged ?? (() => undefined)}
          redirect={props.redirect ?? (() => undefined)}
          own={props.own ?? false}
        />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('Payment acceptance: Connect and Unlink', () => {
  it('Connect asks the server for the onboarding URL and sends the browser there', async () => {
    const fetch = answer(200, { url: 'http://anna.chairly.localhost:3000/sandbox/onboarding/abc' });
    const redirect = vi.fn();
    renderConnect(NOT_CONNECTED, { redirect });
    expect(screen.queryByRole('button', { name: 'Unlink' })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() =>
      expect(redirect).toHaveBeenCalledWith(
        'http://anna.chairly.localhost:3000/sandbox/onboarding/abc',
      ),
    );
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/api/stylist/sandbox/onboarding');
  });

  it('offers Connect again for an unlinked account', () => {
    renderConnect({ ...CONNECTED, stripeAccountEnabled: false });
    expect(screen.getByRole('button', { name: 'Connect' })).toBeInTheDocument();
  });

  it('Unlink saves stripeAccountEnabled false and re-reads the account', async () => {
    const fetch = answer(200, {});
    const onChanged = vi.fn();
    renderConnect(CONNECTED, { onChanged });
    fireEvent.click(screen.getByRole('button', { name: 'Unlink' }));
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(String(url)).toContain('/api/stylists/7');
    expect(init?.method).toBe('PATCH');
    expect(JSON.parse(String(init?.body))).toEqual({ stripeAccountEnabled: false });
  });

  it("shows 'Something went wrong. Please try again.' when Unlink fails", async () => {
    answer(500, { code: 'INTERNAL', message: 'Internal server error' });
    renderConnect(CONNECTED);
    fireEvent.click(screen.getByRole('button', { name: 'Unlink' }));
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
  });
});

describe('a member’s own payout account (D66)', () => {
  it('Connect starts the onboarding of her own account, not the business’s', async () => {
    const fetch = answer(200, { url: 'http://anna.chairly.localhost:3000/sandbox/onboarding/mine' });
    const redirect = vi.fn();
    renderConnect(NOT_CONNECTED, { redirect, own: true });
    expect(screen.getByText(/Connect your own sandbox payment account/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Connect' }));
    await waitFor(() => expect(redirect).toHaveBeenCalledWith('http://anna.chairly.localhost:3000/sandbox/onboarding/mine'));
    expect(String(fetch.mock.calls[0]?.[0])).toMatch(/\/api\/stylist\/sandbox\/member-account\/onboarding$/);
    expect(fetch.mock.calls[0]?.[1]?.method).toBe('POST');
  });

  it('once connected says where her payments go, without an Unlink (that is the business’s)', () => {
    renderConnect(CONNECTED, { own: true });
    expect(screen.getByTestId('payment-connect')).toHaveTextContent('Payments for your appointments are paid into your own account.');
    expect(screen.queryByRole('button', { name: 'Unlink' })).not.toBeInTheDocument();
  });
});
