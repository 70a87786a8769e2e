import { ROLES } from '@chairly/shared/constants';
import type { MemberRole } from '@chairly/shared/constants';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { setSession, signedOutSession } from '@/lib/session';
import { OpenHoursTab } from './open-hours-tab';

/**
 * Issue #34 stage 2 (D63): the Open hours tab shows one member's week. Owners and managers of a
 * team choose whose; staff see and change their own; a business with one member looks as before.
 */
beforeAll(async () => {
  Element.prototype.scrollIntoView ??= () => undefined;
  await initI18n('en');
  await i18n.loadNamespaces(['settings', 'common']);
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => setSession(signedOutSession));
});

const member = (id: number, name: string, role: MemberRole) => ({
  '@id': `/api/members/${id}`,
  '@type': 'Member',
  id,
  name,
  role,
  email: `${name.toLowerCase()}@chairly.test`,
  active: true,
  photo: null,
  takesOnlineBookings: true,
  seesTeamCalendar: false,
  position: id,
  allServices: true,
  minNoticeMinutes: null,
  horizonDays: null,
  slotStepMinutes: null,
});
const ANNA = member(1, 'Anna', 'owner');
const DANA = member(2, 'Dana', 'staff');
const list = (rows: unknown[]) => ({ '@id': '/api/x', '@type': 'hydra:Collection', 'hydra:member': rows, 'hydra:totalItems': rows.length });
const hour = (id: number, weekDay: number, startTime: string, endTime: string) => ({ '@id': `/api/open_hours/${id}`, '@type': 'OpenHours', id, weekDay, startTime, endTime });
const RULES = { minNoticeMinutes: 60, horizonDays: 90, slotStepMinutes: 15, defaults: { minNoticeMinutes: 60, horizonDays: 90, slotStepMinutes: 15 } };

/** The API as the tab sees it: each member's own hours (Anna 9–18 on Monday, Dana 10–14 on Tuesday). */
function api(members = [ANNA, DANA]) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(String(input), 'http://anna.chairly.localhost');
      url.searchParams.delete('_t');
      url.searchParams.delete('order[weekDay]');
      const method = init?.method ?? 'GET';
      const call = `${method} ${url.pathname}${url.search}`;
      calls.push(init?.body ? `${call} ${String(init.body)}` : call);
      const member = url.searchParams.get('member');
      if (url.pathname === '/api/members') return Response.json(list(members));
      if (url.pathname === '/api/open_hours' && method === 'GET')
        return Response.json(list(member === '2' ? [hour(7, 1, '10:00', '14:00')] : [hour(3, 0, '09:00', '18:00')]));
      if (url.pathname === '/api/open_hours') return Response.json(list(JSON.parse(String(init?.body)) as unknown[]));
      // The salon's one special day (Christmas, closed); nobody's own.
      if (url.pathname === '/api/open_hours/overrides')
        return Response.json(list(member === 'salon' ? [{ '@id': '/api/open_hours/overrides/2026-12-25', '@type': 'SpecialDay', date: '2026-12-25', closed: true, intervals: [], note: 'Christmas' }] : []));
      if (url.pathname === '/api/open_hours/holidays/countries') return Response.json([]);
      if (url.pathname === '/api/open_hours/holidays') return Response.json({ country: null, region: null, holidays: [] });
      if (url.pathname === '/api/booking_rules') return Response.json(RULES);
      if (url.pathname === '/api/stylists/1') return Response.json({ id: 1, currency: 'EUR' });
      return Response.json({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
    }),
  );
  return calls;
}

function show(role: MemberRole = 'owner') {
  act(() =>
    setSession({ ...signedOutSession, isLoggedIn: true, roles: [ROLES.stylist], subdomain: 'anna', isRegistered: true, isSubscribed: true, stylistId: 1, memberRole: role }),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
      <MantineProvider env="test">
        <Notifications />
        <OpenHoursTab stylistId={1} />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const hoursForm = () => screen.findByRole('form', { name: 'Opening hours' }, { timeout: 5000 });
const saveRules = async () => {
  await screen.findByTestId('booking-rules', {}, { timeout: 5000 });
  await userEvent.click(screen.getByRole('button', { name: 'Save booking rules' }));
};

describe('Open hours of a team', { timeout: 60_000 }, () => {
  it('the owner starts on her own week and switches to a member’s: its rows, its saves and its rules carry `member`', async () => {
    const calls = api();
    show();
    const picker = await screen.findByRole('combobox', { name: /Whose week/ }, { timeout: 5000 });
    expect(within(picker).getAllByRole('option').map((o) => o.textContent)).toEqual(['Anna (you)', 'Dana']);
    expect(calls).toContain('GET /api/open_hours');
    await userEvent.selectOptions(picker, '2');
    await waitFor(() => expect(calls).toContain('GET /api/open_hours?member=2'));
    const form = await hoursForm();
    await waitFor(() => expect(within(form).getAllByRole('combobox', { name: 'From' }).map((input) => (input as HTMLInputElement).value)).toEqual(['10:00']));
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls).toContain('POST /api/open_hours?member=2 [{"weekDay":1,"startTime":"10:00","endTime":"14:00"}]'));
    await saveRules();
    await waitFor(() => expect(calls).toContain('PUT /api/booking_rules?member=2 {"minNoticeMinutes":60,"horizonDays":90,"slotStepMinutes":15}'));
    expect(calls.filter((call) => call.startsWith('PATCH'))).toEqual([]);
  });

  it('special days are the salon’s by default, or the chosen member’s own', async () => {
    const calls = api();
    show();
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: /Whose week/ }, { timeout: 5000 }), '2');
    await userEvent.click(await screen.findByText('Dana only'));
    await waitFor(() => expect(calls).toContain('GET /api/open_hours/overrides?member=2'));
    expect(calls).toContain('GET /api/open_hours/overrides');
  });
});

describe('Open hours of one member', { timeout: 60_000 }, () => {
  it('a business with one member looks as before: no choice, the calls as they were, her rules on her profile', async () => {
    const calls = api([ANNA]);
    show();
    await hoursForm();
    await waitFor(() => expect(calls).toContain('GET /api/members'));
    expect(screen.queryByRole('combobox', { name: /Whose week/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Whole salon')).not.toBeInTheDocument();
    expect(await screen.findByText('Public holidays')).toBeInTheDocument();
    await saveRules();
    await waitFor(() => expect(calls.some((call) => call.startsWith('PATCH /api/stylists/1'))).toBe(true));
    expect(calls.filter((call) => call.includes('member='))).toEqual([]);
  });

  it('staff see and save their own week and rules, without a choice or the salon’s holidays', async () => {
    const calls = api();
    show('staff');
    const form = await hoursForm();
    await waitFor(() => expect(within(form).getAllByTestId('open-hours-row')).toHaveLength(1));
    expect(screen.queryByRole('combobox', { name: /Whose week/ })).not.toBeInTheDocument();
    expect(screen.queryByText('Public holidays')).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(calls.some((call) => call.startsWith('POST /api/open_hours ['))).toBe(true));
    await saveRules();
    await waitFor(() => expect(calls).toContain('PUT /api/booking_rules {"minNoticeMinutes":60,"horizonDays":90,"slotStepMinutes":15}'));
    expect(calls.filter((call) => call.startsWith('PATCH'))).toEqual([]);
  });

  it('staff keep their own special days and read the salon’s: listed, nothing to change', async () => {
    const calls = api();
    show('staff');
    const scope = await screen.findByRole('radiogroup', { name: 'Special days of' }, { timeout: 5000 });
    expect(within(scope).getByRole('radio', { name: 'Only me' })).toBeChecked();
    await waitFor(() => expect(calls).toContain('GET /api/open_hours/overrides'));
    expect(screen.getByRole('form', { name: 'Save special day' })).toBeInTheDocument();
    await userEvent.click(within(scope).getByRole('radio', { name: 'Whole salon' }));
    await waitFor(() => expect(calls).toContain('GET /api/open_hours/overrides?member=salon'));
    expect(await screen.findByText('Christmas')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Save special day' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove the special day/ })).not.toBeInTheDocument();
    expect(screen.getByText('Only the owner or a manager can change these settings. You can see them here.')).toBeInTheDocument();
  });
});
