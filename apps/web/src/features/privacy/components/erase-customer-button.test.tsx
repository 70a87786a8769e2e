import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { EraseCustomerButton } from './erase-customer-button';

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['privacy']);
});
afterEach(() => vi.unstubAllGlobals());

const t = (key: string) => i18n.t(`privacy:${key}`);

/** The erase call answered with `status` and `body`; returns the calls made. */
function api(status: number, body: object) {
  const calls: { method: string; path: string }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      calls.push({ method: init?.method ?? 'GET', path: new URL(String(input), 'http://anna.chairly.localhost').pathname });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

function show() {
  const onErased = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <MantineProvider env="test">
        <Notifications />
        <EraseCustomerButton customerId={7} onErased={onErased} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return onErased;
}

describe('EraseCustomerButton (issue #32.2)', () => {
  it('asks first, says what is kept, then erases the customer', async () => {
    const calls = api(200, { erasedCustomers: 1, keptAppointments: 3, identityAccount: 'not-asked' });
    const onErased = show();
    await userEvent.click(screen.getByRole('button', { name: t('customer.button') }));
    const dialog = await screen.findByRole('dialog', { name: t('customer.dialogTitle') });
    expect(within(dialog).getByText(t('customer.kept'))).toBeTruthy();
    expect(calls).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: t('customer.confirm') }));
    expect(await screen.findByText(t('customer.done'))).toBeTruthy();
    expect(calls).toEqual([{ method: 'POST', path: '/api/customers/7/erase' }]);
    expect(onErased).toHaveBeenCalledOnce();
  });

  it('says why when the server refuses: bookings ahead', async () => {
    api(409, { code: 'CONFLICT', message: 'x', reason: 'erasure_future_bookings' });
    const onErased = show();
    await userEvent.click(screen.getByRole('button', { name: t('customer.button') }));
    const dialog = await screen.findByRole('dialog', { name: t('customer.dialogTitle') });
    await userEvent.click(within(dialog).getByRole('button', { name: t('customer.confirm') }));
    expect(await screen.findByText(t('customer.futureBookings'))).toBeTruthy();
    expect(onErased).not.toHaveBeenCalled();
  });
});
