import type { Appointment } from '@chairly/shared/appointments/contracts';
import type { CancellationInfo } from '@chairly/shared/booking/contracts';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { CancelBookingModal } from './cancel-booking-modal';

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['booking']);
});
afterEach(() => vi.unstubAllGlobals());

const BOOKING: Appointment = {
  '@id': '/api/appointments/41',
  id: 41,
  uuid: '00000000-0000-4000-8000-000000000041',
  state: 'booked',
  startsAt: '2031-03-14T10:00:00+01:00',
  endsAt: '2031-03-14T11:00:00+01:00',
  amount: 60,
  note: '',
  holdExpiresAt: null,
  customer: { id: 7, name: 'Carla', lastName: 'Mendes', email: 'carla@example.test', phone: '' },
  services: [{ id: 1, name: 'Haircut', price: 60, duration: 60 }],
};

type Call = { method: string; url: URL };

/** The API as the modal sees it: the cancellation info, then the cancel call. */
function api(info: CancellationInfo, cancelStatus = 200) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(String(input), 'http://anna.chairly.localhost');
      const method = init?.method ?? 'GET';
      calls.push({ method, url });
      const body = method === 'DELETE' ? (cancelStatus === 200 ? { ...info, appointment: { ...BOOKING, state: 'cancelled' } } : { message: 'down' }) : info;
      return new Response(JSON.stringify(body), { status: method === 'DELETE' ? cancelStatus : 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

function open() {
  const onClose = vi.fn();
  const onCancelled = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
      <MantineProvider env="test">
        <Notifications />
        <CancelBookingModal booking={BOOKING} timeZone="Europe/Berlin" onClose={onClose} onCancelled={onCancelled} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { onClose, onCancelled, dialog: screen.getByRole('dialog', { name: 'Cancel booking' }) };
}

describe('Cancelling a booking (customer)', { timeout: 20_000 }, () => {
  it('inside the window, says what cancelling may cost as an amount: the stylist’s percentage of the price', async () => {
    const calls = api({ insideWindow: true, feePercentage: 50 });
    const { dialog } = open();
    const warning = await within(dialog).findByRole('alert');
    expect(warning).toHaveTextContent('A fee may be charged');
    expect(warning).toHaveTextContent('Cancelling now may cost you up to $30.00, charged to your card.');
    expect(within(dialog).getByText(/^Cancel your booking on .*14.*2031/)).toBeInTheDocument();
    expect(calls[0]?.url.pathname).toBe('/api/logged-customer/appointment/41/cancellation');
  });

  it('inside the window with a deposit, one sentence with the total: the deposit kept counts towards the fee (issue #31.11)', async () => {
    api({ insideWindow: true, feePercentage: 50, deposit: { amount: 16, refunded: false } });
    const { dialog } = open();
    const warning = await within(dialog).findByRole('alert');
    expect(warning).toHaveTextContent(
      'Cancelling now may cost you up to $30.00 in all: your deposit of $16.00 is kept and up to $14.00 more may be charged to your card.',
    );
    expect(within(dialog).getAllByTestId('cancel-cost')).toHaveLength(1);
  });

  it('inside the window with no percentage set, still warns, without a figure', async () => {
    api({ insideWindow: true, feePercentage: null });
    const { dialog } = open();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('a fee may be charged to your card.');
  });

  it('outside the window, asks without a warning; keeping the booking closes without cancelling', async () => {
    const calls = api({ insideWindow: false, feePercentage: 50 });
    const { dialog, onClose, onCancelled } = open();
    await vi.waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel booking' })).toBeEnabled());
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep booking' }));
    expect(onClose).toHaveBeenCalled();
    expect(onCancelled).not.toHaveBeenCalled();
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0);
  });

  it('cancels this booking on confirmation and says so', async () => {
    const calls = api({ insideWindow: false, feePercentage: null });
    const { dialog, onClose, onCancelled } = open();
    const confirm = within(dialog).getByRole('button', { name: 'Cancel booking' });
    await vi.waitFor(() => expect(confirm).toBeEnabled());
    await userEvent.click(confirm);
    expect(await screen.findByText('Your booking has been cancelled')).toBeInTheDocument();
    const cancel = calls.find((call) => call.method === 'DELETE');
    expect(cancel?.url.pathname).toBe('/api/logged-customer/appointment');
    expect(cancel?.url.searchParams.get('appointmentId')).toBe('41');
    expect(onClose).toHaveBeenCalled();
    expect(onCancelled).toHaveBeenCalled();
  });

  it('a failed cancel says so and keeps the dialog open', async () => {
    api({ insideWindow: false, feePercentage: null }, 503);
    const { dialog, onClose, onCancelled } = open();
    const confirm = within(dialog).getByRole('button', { name: 'Cancel booking' });
    await vi.waitFor(() => expect(confirm).toBeEnabled());
    await userEvent.click(confirm);
    expect(await screen.findByText('The booking could not be cancelled. Please try again.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(onCancelled).not.toHaveBeenCalled();
  });
});
