import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { SandboxCardForm } from './sandbox-card-form';

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces('payments');
});
afterEach(() => vi.unstubAllGlobals());

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderForm(onSaved = vi.fn()) {
  render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={new QueryClient()}>
        <SandboxCardForm tokenizeUrl="/sandbox/cards/tokenize" onSaved={onSaved} />
      </QueryClientProvider>
    </MantineProvider>,
  );
  return onSaved;
}

function fill(number: string, expiry = '12 / 34', cvc = '123') {
  fireEvent.change(screen.getByLabelText('Card number'), { target: { value: number } });
  fireEvent.change(screen.getByLabelText('Expiry (MM / YY)'), { target: { value: expiry } });
  fireEvent.change(screen.getByLabelText('CVC'), { target: { value: cvc } });
  fireEvent.click(screen.getByRole('button', { name: 'Save card' }));
}

describe('sandbox card form', () => {
  it('sends the number only to the sandbox endpoint and saves the returned token', async () => {
    const card = { id: 'pm_sandbox_1', brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 };
    const fetch = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) =>
      String(input).includes('/sandbox/cards/tokenize')
        ? json(200, { token: 'pm_sandbox_1', brand: 'visa', last4: '4242' })
        : json(200, card),
    );
    vi.stubGlobal('fetch', fetch);
    const onSaved = renderForm();
    fill('4242 4242 4242 4242');
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(card));
    const [tokenize, add] = fetch.mock.calls;
    expect(String(tokenize?.[0])).toBe('/sandbox/cards/tokenize');
    expect(JSON.parse(String(tokenize?.[1]?.body))).toEqual({
      number: '4242 4242 4242 4242',
      cvc: '123',
      expMonth: 12,
      expYear: 2034,
    });
    expect(String(add?.[0])).toContain('/api/logged-customer/payment/customer/add-card');
    expect(JSON.parse(String(add?.[1]?.body))).toEqual({ cardToken: 'pm_sandbox_1' });
  });

  it('checks the format before sending anything', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    renderForm();
    fill('4242 4242 4242 4242', '13/30', '1');
    expect(await screen.findByText('Enter the expiry as MM / YY.')).toBeInTheDocument();
    expect(screen.getByText('Enter the 3 or 4 digit security code.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it("shows the sandbox's refusal on the number field", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json(400, {
          code: 'VALIDATION',
          message: 'x',
          fields: { number: 'Use a sandbox test card' },
        }),
      ),
    );
    renderForm();
    fill('4111 1111 1111 1111');
    expect(
      await screen.findByText('This card number is not accepted. Use a sandbox test card.'),
    ).toBeInTheDocument();
  });
});
