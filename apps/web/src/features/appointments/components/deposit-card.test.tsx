import type { AppointmentDetail } from '@chairly/shared/appointments/contracts';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { DepositCard } from './deposit-card';

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['appointments']);
});
afterEach(() => vi.unstubAllGlobals());

const APPOINTMENT: AppointmentDetail = {
  '@id': '/api/appointments/41',
  id: 41,
  uuid: '00000000-0000-4000-8000-000000000041',
  state: 'no_show',
  startsAt: '2031-03-14T10:00:00+01:00',
  endsAt: '2031-03-14T11:00:00+01:00',
  amount: 60,
  note: '',
  holdExpiresAt: null,
  customer: null,
  services: [{ id: 1, name: 'Haircut', price: 60, duration: 60 }],
  depositAmount: 12,
  depositStatus: 'kept',
  stateChanges: [],
};

function show(appointment: AppointmentDetail, answer: { status: number; body: object } = { status: 200, body: { status: 'refunded', amount: 12 } }) {
  const posts: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      if (init?.method === 'POST') posts.push(String(input));
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <MantineProvider env="test">
        <Notifications />
        <DepositCard appointment={appointment} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return posts;
}

describe('the deposit on the appointment page (issue #20)', { timeout: 20_000 }, () => {
  it('shows a kept deposit and refunds it once after asking', async () => {
    const user = userEvent.setup();
    const posts = show(APPOINTMENT);
    const card = screen.getByTestId('deposit-card');
    expect(card).toHaveTextContent('$12.00');
    expect(card).toHaveTextContent('kept');
    await user.click(within(card).getByRole('button', { name: 'Refund deposit' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund the deposit' });
    expect(within(dialog).getByTestId('confirm-amount')).toHaveTextContent('$12.00');
    await user.click(within(dialog).getByRole('button', { name: 'Refund deposit' }));
    expect(await screen.findByText('Deposit of $12.00 refunded')).toBeInTheDocument();
    expect(posts).toEqual(['/api/appointment/41/payment/deposit/refund']);
  });

  it('writes the deposit in the currency the appointment names, with its decimals (issue #29)', async () => {
    const user = userEvent.setup();
    show({ ...APPOINTMENT, currency: 'JPY', depositAmount: 1200 }, { status: 200, body: { status: 'refunded', amount: 1200, currency: 'JPY' } });
    expect(screen.getByTestId('deposit-card')).toHaveTextContent('¥1,200');
    await user.click(screen.getByRole('button', { name: 'Refund deposit' }));
    expect(within(screen.getByRole('dialog')).getByTestId('confirm-amount')).toHaveTextContent('¥1,200');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Refund deposit' }));
    expect(await screen.findByText('Deposit of ¥1,200 refunded')).toBeInTheDocument();
  });

  it('says so when it was refunded already', async () => {
    const user = userEvent.setup();
    show(APPOINTMENT, { status: 409, body: { code: 'ALREADY_CHARGED', message: 'Reworded by the API', reason: 'already_refunded' } });
    await user.click(screen.getByRole('button', { name: 'Refund deposit' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Refund deposit' }));
    expect(await screen.findByText('The deposit has already been refunded.')).toBeInTheDocument();
  });

  it('offers no refund while the appointment is ahead, nor for a refunded or applied deposit; nothing without a deposit', () => {
    show({ ...APPOINTMENT, state: 'booked', depositStatus: 'paid' });
    expect(screen.getByTestId('deposit-card')).toHaveTextContent('paid');
    expect(screen.queryByRole('button', { name: 'Refund deposit' })).toBeNull();
    for (const depositStatus of ['refunded', 'applied'] as const) {
      cleanup();
      show({ ...APPOINTMENT, state: 'completed', depositStatus });
      expect(screen.queryByRole('button', { name: 'Refund deposit' })).toBeNull();
    }
    cleanup();
    show({ ...APPOINTMENT, depositAmount: null, depositStatus: null });
    expect(screen.queryByTestId('deposit-card')).toBeNull();
  });
});
