import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ROLES } from '@chairly/shared/constants';
import { addDays, todayIn, wallTimeToIso } from '@chairly/shared/format';
import { createRuntime } from '@/config/app-config';
import { paths } from '@/config/paths';
import { i18n, initI18n } from '@/lib/i18n';
import { RuntimeContext } from '@/lib/runtime';
import { setSession, signedOutSession } from '@/lib/session';
import { selectionStore } from '../utils/selection-store';
import DateTimePage from './date-time-page';

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['booking', 'common', 'waitlist']);
});
afterEach(() => {
  vi.unstubAllGlobals();
  selectionStore.clear();
  act(() => setSession(signedOutSession));
});

// Taken when each test starts (not when the file loads), so a run across midnight asks for the right day.
let TOMORROW = '';
let NINE = '';
beforeEach(() => {
  TOMORROW = addDays(todayIn('UTC'), 1);
  NINE = wallTimeToIso(TOMORROW, '09:00', 'UTC');
});
const member = (id: number, name: string) => ({ '@id': `/api/members/${id}`, '@type': 'Member', id, name, photo: null });
const OWNER = member(1, 'Studio Owner');
const TEAM = [OWNER, member(2, 'Dana Doe'), member(3, 'Eli Rossi')];
/** The members' list answers 503. */
const LIST_FAILS: unknown[] = [];

type Call = { method: string; path: string; query: URLSearchParams; body: unknown };
type Answer = { status: number; body: unknown };

/** The public API as the date step sees it: one stylist, one service, the given members, free times tomorrow. */
function api(members: unknown[], availability: (query: URLSearchParams) => Answer = () => ({ status: 200, body: { timeZone: 'UTC', dates: [{ date: TOMORROW, times: ['09:00', '10:00'] }] } })) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(String(input), 'http://studio.chairly.localhost');
      calls.push({ method: init?.method ?? 'GET', path: url.pathname, query: url.searchParams, body: init?.body ? JSON.parse(String(init.body)) : null });
      const answer = ((): Answer => {
        const { pathname } = url;
        if (pathname.startsWith('/api/public/stylists/')) return { status: 200, body: { timeZone: { value: 'UTC' }, currency: 'EUR', country: 'DE' } };
        // Issue #34: Dana does the cut in 30 minutes for 55.
        if (pathname === '/api/public/services' && url.searchParams.get('member') === '2')
          return { status: 200, body: { 'hydra:member': [{ id: 3, name: 'Cut', duration: 30, price: 55, category: { id: 1, name: 'Hair' } }], 'hydra:totalItems': 1 } };
        if (pathname === '/api/public/services')
          return { status: 200, body: { 'hydra:member': [{ id: 3, name: 'Cut', duration: 45, price: 40, category: { id: 1, name: 'Hair' } }], 'hydra:totalItems': 1 } };
        if (pathname === '/api/public/closures') return { status: 200, body: { timeZone: 'UTC', horizonDays: 60, closures: [] } };
        if (pathname === '/api/public/members')
          return members === LIST_FAILS ? { status: 503, body: { code: 'UNAVAILABLE', message: 'Down' } } : { status: 200, body: { 'hydra:member': members, 'hydra:totalItems': members.length } };
        if (pathname === '/api/public/deposit') return { status: 200, body: { amount: null, refundWindowHours: 0 } };
        if (pathname.includes('/available-dates/')) return availability(url.searchParams);
        if (pathname === '/api/logged-customer/block-date')
          return {
            status: 201,
            body: { id: 41, uuid: 'u-41', startsAt: `${TOMORROW}T09:00:00Z`, endsAt: `${TOMORROW}T09:45:00Z`, amount: 40, holdExpiresAt: null, services: [], memberId: 2, memberName: 'Dana Doe' },
          };
        return { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } };
      })();
      return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

function show() {
  const runtime = createRuntime(
    { baseDomain: 'chairly.localhost', publicProtocol: 'http', publicPort: 3000, oidc: null, paymentProvider: 'sandbox' },
    { hostname: 'studio.chairly.localhost', protocol: 'http:', port: '3000' },
  );
  selectionStore.update({ serviceIds: [3], date: TOMORROW });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
      <MantineProvider env="test">
        <RuntimeContext value={runtime}>
          <MemoryRouter initialEntries={[paths.bookingDateTime()]}>
            <Routes>
              <Route path={paths.bookingDateTime()} element={<DateTimePage />} />
              <Route path={paths.bookingConfirm()} element={<p>confirm step</p>} />
            </Routes>
          </MemoryRouter>
        </RuntimeContext>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const availabilityCalls = (calls: Call[]) => calls.filter((call) => call.path.includes('/available-dates/'));
const signInCustomer = () => act(() => setSession({ ...signedOutSession, isLoggedIn: true, roles: [ROLES.customer], customerAccountId: 9 }));

describe('DateTimePage: with whom (issue #34)', () => {
  it('a one-member business is asked nothing: no choice, and the calls carry no member', async () => {
    signInCustomer();
    const calls = api([OWNER]);
    show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /9:00/ }));
    expect(screen.queryByRole('radiogroup', { name: 'With whom?' })).toBeNull();
    expect(screen.queryByText('Anyone available')).toBeNull();
    expect(availabilityCalls(calls).every((call) => !call.query.has('member'))).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('confirm step')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/logged-customer/block-date')?.body).toEqual({ services: [3], startsAt: NINE });
  });

  it('a team offers anyone available (chosen first) and each member; the times are anyone’s', async () => {
    const calls = api(TEAM);
    show();
    const group = await screen.findByRole('radiogroup', { name: 'With whom?' });
    // Named by their words alone (the pictures and initials are decoration), anyone available first.
    const names = ['Anyone available', 'Studio Owner', 'Dana Doe', 'Eli Rossi'];
    expect(within(group).getAllByRole('radio')).toEqual(names.map((name) => within(group).getByRole('radio', { name })));
    expect(within(group).getByRole('radio', { name: 'Anyone available' })).toBeChecked();
    await screen.findByRole('button', { name: /9:00/ });
    expect(availabilityCalls(calls).map((call) => call.query.get('member'))).toEqual(['any']);
  });

  it('the member chosen is asked for her times and sent with the hold, which names her', async () => {
    signInCustomer();
    const calls = api(TEAM);
    show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Dana Doe' }));
    expect(screen.getByRole('radio', { name: 'Dana Doe' })).toBeChecked();
    await waitFor(() => expect(availabilityCalls(calls).at(-1)?.query.get('member')).toBe('2'));
    expect(availabilityCalls(calls).at(-1)?.query.get('services')).toBe('3');
    await user.click(await screen.findByRole('button', { name: /9:00/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('confirm step')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/logged-customer/block-date')?.body).toEqual({ services: [3], startsAt: NINE, memberId: 2 });
    expect(selectionStore.get().hold).toMatchObject({ memberId: 2, memberName: 'Dana Doe' });
  });

  it('the selection bar shows the chosen member’s own duration and price; anyone available, the services’ own', async () => {
    const calls = api(TEAM);
    show();
    const bar = await screen.findByRole('region', { name: 'Your selection' });
    await waitFor(() => expect(bar).toHaveTextContent('45 min · €40.00'));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Dana Doe' }));
    await waitFor(() => expect(bar).toHaveTextContent('30 min · €55.00'));
    // The deposit is quoted for her too (her prices, her account).
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/public/deposit').at(-1)?.query.get('member')).toBe('2'));
    await user.click(screen.getByRole('radio', { name: 'Anyone available' }));
    await waitFor(() => expect(bar).toHaveTextContent('45 min · €40.00'));
  });

  it('a members list that fails leaves the times as anyone’s, says so and asks again on Try again', async () => {
    const calls = api(LIST_FAILS);
    show();
    expect(await screen.findByRole('status')).toHaveTextContent('The team could not be loaded, so the times shown are for anyone available.');
    await screen.findByRole('button', { name: /9:00/ });
    expect(availabilityCalls(calls).every((call) => !call.query.has('member'))).toBe(true);
    const asked = calls.filter((call) => call.path === '/api/public/members').length;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/public/members').length).toBe(asked + 1));
  });

  it('says so when the member chosen does not perform the chosen services', async () => {
    api(TEAM, (query) =>
      query.get('member') === '3'
        ? { status: 422, body: { code: 'BUSINESS_RULE', message: 'This stylist does not perform the chosen services.' } }
        : { status: 200, body: { timeZone: 'UTC', dates: [] } },
    );
    show();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'Eli Rossi' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Eli Rossi does not offer all the chosen services. Choose someone else or anyone available.');
  });
});
