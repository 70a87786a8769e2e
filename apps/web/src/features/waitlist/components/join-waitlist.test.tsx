import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { JoinWaitlist } from './join-waitlist';

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['waitlist']);
});
afterEach(() => vi.unstubAllGlobals());

type Call = { method: string; path: string; body: unknown };

function api(status = 201, answer: unknown = { id: 5, state: 'waiting' }) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      calls.push({ method: init?.method ?? 'GET', path: new URL(String(input), 'http://anna.chairly.localhost').pathname, body: init?.body ? JSON.parse(String(init.body)) : null });
      return new Response(JSON.stringify(answer), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

function show(memberId?: number) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
      <MantineProvider env="test">
        <MemoryRouter>
          <JoinWaitlist serviceIds={[3, 5]} date="2031-03-14" today="2031-03-01" isCustomer memberId={memberId} />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('JoinWaitlist', () => {
  it('sends the chosen services, the range and the ticked times of day, then says she is on the list', async () => {
    const calls = api();
    show();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    const to = screen.getByLabelText(/^To/);
    await user.clear(to);
    await user.type(to, '2031-03-20');
    await user.click(screen.getByRole('checkbox', { name: 'Afternoon (12:00–17:00)' }));
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByText(/You are on the waitlist/)).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'POST', path: '/api/logged-customer/waitlist', body: { services: [3, 5], from: '2031-03-14', to: '2031-03-20', timesOfDay: ['morning', 'evening'] } }]);
  });

  it('waits for the member chosen on a team date step (issue #34)', async () => {
    const calls = api();
    show(2);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByText(/You are on the waitlist/)).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ services: [3, 5], from: '2031-03-14', to: '2031-03-14', timesOfDay: ['morning', 'afternoon', 'evening'], memberId: 2 });
  });

  it('asks for a time of day before sending anything', async () => {
    const calls = api();
    show();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    for (const name of ['Morning (before 12:00)', 'Afternoon (12:00–17:00)', 'Evening (from 17:00)']) await user.click(screen.getByRole('checkbox', { name }));
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByText('Choose at least one time of day')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it("names the refused field in the reader's language (the server's message is English)", async () => {
    api(422, { code: 'BUSINESS_RULE', message: 'The range must not start before today', fields: { from: 'The range must not start before today' } });
    show();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    await user.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect(await screen.findByText('The range must not start before today')).toBeInTheDocument();
    expect(screen.queryByText(/You are on the waitlist/)).toBeNull();
  });
});
