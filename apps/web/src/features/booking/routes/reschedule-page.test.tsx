import type { Appointment } from '@chairly/shared/appointments/contracts';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { addDays, todayIn, wallTimeToIso } from '@chairly/shared/format';
import { createRuntime } from '@/config/app-config';
import { paths } from '@/config/paths';
import { i18n, initI18n } from '@/lib/i18n';
import { RuntimeContext } from '@/lib/runtime';
import ReschedulePage from './reschedule-page';

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['booking', 'common']);
});
afterEach(() => vi.unstubAllGlobals());

const UUID = '00000000-0000-4000-8000-000000000041';
// Taken when each test starts (not when the file loads), so a run across midnight asks for the right day.
let TOMORROW = '';
beforeEach(() => {
  TOMORROW = addDays(todayIn('UTC'), 1);
});
const member = (id: number, name: string) => ({ '@id': `/api/members/${id}`, '@type': 'Member', id, name, photo: null });
const OWNER = member(1, 'Studio Owner');
const TEAM = [OWNER, member(2, 'Dana Doe'), member(3, 'Eli Rossi')];
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
const BOOKING = (memberId: number, memberName: string): Appointment => ({
  '@id': '/api/appointments/41',
  id: 41,
  uuid: UUID,
  state: 'booked',
  startsAt: inDays(5),
  endsAt: new Date(Date.parse(inDays(5)) + 45 * 60_000).toISOString(),
  amount: 40,
  note: '',
  holdExpiresAt: null,
  customer: { id: 7, name: 'Carla', lastName: 'Mendes', email: 'carla@example.test', phone: '' },
  services: [{ id: 3, name: 'Cut', price: 40, duration: 45 }],
  memberId,
  memberName,
});

type Call = { method: string; path: string; query: URLSearchParams; body: unknown };

/** The API as the page sees it: her booking, that it may move, the members, free times tomorrow, the move. */
function api(booking: Appointment, members: unknown[]) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(String(input), 'http://studio.chairly.localhost');
      const body = init?.body ? JSON.parse(String(init.body)) : null;
      calls.push({ method: init?.method ?? 'GET', path: url.pathname, query: url.searchParams, body });
      const { pathname } = url;
      const answer = pathname.includes('appointment-by-uuid')
        ? booking
        : pathname.endsWith('/41/reschedule')
          ? { allowed: true, reason: null, contact: { businessName: 'Studio', phone: '', email: '' } }
          : pathname === '/api/public/members'
            ? { 'hydra:member': members, 'hydra:totalItems': members.length }
            : pathname.includes('/available-dates/')
              ? { timeZone: 'UTC', dates: [{ date: TOMORROW, times: ['09:00'] }] }
              : pathname === '/api/logged-customer/appointment/reschedule'
                ? { ...booking, startsAt: body.startsAt }
                : { timeZone: { value: 'UTC' }, currency: 'EUR', country: 'DE' };
      return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  return calls;
}

function show() {
  const runtime = createRuntime(
    { baseDomain: 'chairly.localhost', publicProtocol: 'http', publicPort: 3000, oidc: null, paymentProvider: 'sandbox' },
    { hostname: 'studio.chairly.localhost', protocol: 'http:', port: '3000' },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
      <MantineProvider env="test">
        <RuntimeContext value={runtime}>
          <MemoryRouter initialEntries={[paths.bookingReschedule(UUID)]}>
            <Routes>
              <Route path={paths.bookingReschedule(':id')} element={<ReschedulePage />} />
              <Route path={paths.bookingDetail(':id')} element={<p>booking detail</p>} />
            </Routes>
          </MemoryRouter>
        </RuntimeContext>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const datesCalls = (calls: Call[]) => calls.filter((call) => call.path.includes('/available-dates/'));

/** Tomorrow at nine, the dialog (its member line, if any), Move booking: the body sent. */
async function moveToNine(calls: Call[]) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('radio', { name: /^Tomorrow/ }));
  await user.click(await screen.findByRole('button', { name: /9:00/ }));
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  const dialog = await screen.findByRole('dialog', { name: 'Move your booking?' });
  const withLine = within(dialog).queryByText(/^With /)?.textContent ?? null;
  await user.click(within(dialog).getByRole('button', { name: 'Move booking' }));
  expect(await screen.findByText('booking detail')).toBeInTheDocument();
  return { withLine, body: calls.find((call) => call.path === '/api/logged-customer/appointment/reschedule')?.body };
}

describe('ReschedulePage: with whom (issue #34)', () => {
  it('a one-member business moves the booking as before: no choice, no member in the calls', async () => {
    const calls = api(BOOKING(1, 'Studio Owner'), [OWNER]);
    show();
    expect(await screen.findByRole('radiogroup', { name: 'Days' })).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: 'With whom?' })).toBeNull();
    const { withLine, body } = await moveToNine(calls);
    expect(withLine).toBeNull();
    expect(datesCalls(calls).every((call) => !call.query.has('member'))).toBe(true);
    expect(body).toEqual({ appointmentId: 41, startsAt: wallTimeToIso(TOMORROW, '09:00', 'UTC') });
  });

  it('a team keeps her member by default: her times, her name in the dialog, her id sent', async () => {
    const calls = api(BOOKING(2, 'Dana Doe'), TEAM);
    show();
    expect(await screen.findByRole('radio', { name: 'Dana Doe' })).toBeChecked();
    const { withLine, body } = await moveToNine(calls);
    expect(withLine).toBe('With Dana Doe');
    // Asked again after the move (the times changed), always for her.
    expect(new Set(datesCalls(calls).map((call) => call.query.get('member')))).toEqual(new Set(['2']));
    expect(body).toEqual({ appointmentId: 41, startsAt: wallTimeToIso(TOMORROW, '09:00', 'UTC'), memberId: 2 });
  });

  it('anyone available: anyone’s times, and no member sent (the API prefers the one she had)', async () => {
    const calls = api(BOOKING(2, 'Dana Doe'), TEAM);
    show();
    await userEvent.setup().click(await screen.findByRole('radio', { name: 'Anyone available' }));
    await waitFor(() => expect(datesCalls(calls).at(-1)?.query.get('member')).toBe('any'));
    const { withLine, body } = await moveToNine(calls);
    expect(withLine).toBeNull();
    expect(body).toEqual({ appointmentId: 41, startsAt: wallTimeToIso(TOMORROW, '09:00', 'UTC') });
  });
});
