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
import { TeamTab } from './team-tab';

/** Issue #34 stage 2 (D63): a member row of the Team tab opens the editor of the services she performs. */
beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['team', 'common']);
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
const list = (rows: unknown[], extra: Record<string, unknown> = {}) => ({ '@id': '/api/x', '@type': 'hydra:Collection', 'hydra:member': rows, 'hydra:totalItems': rows.length, ...extra });
const service = (serviceId: number, name: string, durationMinutes: number, priceCents: number) => ({
  serviceId,
  name,
  performs: true,
  durationMinutes,
  priceCents,
  ownDurationMinutes: null,
  ownPriceCents: null,
});
const SERVICES = [service(11, 'Cut', 60, 3000), service(12, 'Colour', 120, 9500)];

/** The API as the tab sees it; `services` answers GET /api/members/2/services (a status alone: a failure). */
function api(services: unknown = list(SERVICES, { allServices: true })) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(String(input), 'http://anna.chairly.localhost');
      const method = init?.method ?? 'GET';
      const call = `${method} ${url.pathname}`;
      calls.push(init?.body ? `${call} ${String(init.body)}` : call);
      if (call === 'GET /api/members') return Response.json(list([member(1, 'Anna', 'owner'), member(2, 'Dana', 'staff')]));
      if (call === 'GET /api/members/invitations') return Response.json(list([]));
      if (call === 'GET /api/stylists/1') return Response.json({ id: 1, currency: 'EUR' });
      if (call === 'GET /api/members/2/services') return typeof services === 'number' ? Response.json({ code: 'INTERNAL', message: 'x' }, { status: services }) : Response.json(services);
      if (call === 'PUT /api/members/2/services') return Response.json(list(SERVICES, { allServices: false }));
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
        <TeamTab />
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const openFor = async (name: string) => {
  await userEvent.click(await screen.findByRole('button', { name: `Services of ${name}` }, { timeout: 5000 }));
  return screen.findByRole('dialog', { name: `Services of ${name}` });
};

describe('the services a member performs', { timeout: 20_000 }, () => {
  it('shows every service with the service’s own duration and price, written by the one formatter', async () => {
    api();
    show();
    const dialog = await openFor('Dana');
    const rows = await within(dialog).findAllByTestId('member-service');
    expect(rows).toHaveLength(2);
    expect(within(dialog).getByRole('switch', { name: /Performs every service/ })).toBeChecked();
    expect(within(rows[0]!).getByRole('checkbox', { name: 'Cut' })).toBeDisabled();
    expect(rows[0]).toHaveTextContent('Service: 60 min');
    expect(rows[1]).toHaveTextContent('Service: €95.00');
  });

  it('only the ticked services, with her own duration and price in cents, are sent', async () => {
    const calls = api();
    show();
    const dialog = await openFor('Dana');
    await within(dialog).findAllByTestId('member-service');
    await userEvent.click(within(dialog).getByRole('switch', { name: /Performs every service/ }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Colour' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Her duration of Cut (min)' }), '45');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Her price of Cut' }), '35.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save services' }));
    await waitFor(() =>
      expect(calls).toContain('PUT /api/members/2/services {"allServices":false,"services":[{"serviceId":11,"durationMinutes":45,"priceCents":3550}]}'),
    );
    expect(await screen.findByText('Services of Dana saved')).toBeInTheDocument();
  });

  it('refuses a duration out of range beside the field, in the reader’s words, and sends nothing', async () => {
    const calls = api();
    show();
    const dialog = await openFor('Dana');
    await within(dialog).findAllByTestId('member-service');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Her duration of Colour (min)' }), '1000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save services' }));
    expect(await within(dialog).findByText('The Her duration (min) field must be between 5 and 720')).toBeInTheDocument();
    expect(calls.filter((call) => call.startsWith('PUT'))).toEqual([]);
  });

  it('says so when the services cannot be loaded, and tries again', async () => {
    const calls = api(500);
    show();
    const dialog = await openFor('Dana');
    expect(await within(dialog).findByText('The services could not be loaded.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls.filter((call) => call === 'GET /api/members/2/services')).toHaveLength(2));
  });
});
