import { ROLES, type MemberRole } from '@chairly/shared/constants';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearAuthCookies, configureCookies, storeTokens } from '@/lib/cookies';
import { i18n, initI18n } from '@/lib/i18n';
import { setSession, signedOutSession } from '@/lib/session';
import CustomerListPage from './customer-list-page';

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['customers', 'common']);
});
configureCookies({ baseDomain: null, secure: false });
afterEach(() => {
  vi.unstubAllGlobals();
  clearAuthCookies();
  act(() => setSession(signedOutSession));
});

type Row = { id: number; name: string; active?: boolean; seesTeamCalendar?: boolean };
const member = ({ active = true, seesTeamCalendar = false, ...row }: Row) => ({
  '@id': `/api/members/${row.id}`, '@type': 'Member', photo: null, email: '', role: 'staff', takesOnlineBookings: true, position: row.id, active, seesTeamCalendar, ...row,
});
const collection = (members: unknown[]) => ({ '@id': '/api', '@type': 'hydra:Collection', 'hydra:member': members, 'hydra:totalItems': members.length });
const customer = (id: number, name: string) => ({ '@id': `/api/customers/${id}`, '@type': 'Customer', id, name, lastName: 'Test', email: `${name.toLowerCase()}@example.test`, phone: '' });

/** The members and customers API: the customers list answers per `member`; returns the customer queries made. */
function api(members: Row[]) {
  const queries: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(String(input), 'http://anna.chairly.localhost');
      if (url.pathname === '/api/members') return Response.json(collection(members.map(member)));
      if (url.pathname === '/api/customers') {
        queries.push(url.search);
        return Response.json(collection(url.searchParams.get('member') === '2' ? [customer(2, 'Daria')] : [customer(1, 'Olivia'), customer(2, 'Daria')]));
      }
      return Response.json({ code: 'NOT_FOUND', message: 'Not found' }, { status: 404 });
    }),
  );
  return queries;
}

let client: QueryClient;
/** The members are loaded: the filter would show by now if there were one to show. */
const membersLoaded = () => vi.waitFor(() => expect(client.getQueryState(['team', 'members'])?.status).toBe('success'));

function show(role: MemberRole = 'owner', memberId = 1) {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  act(() => setSession({ ...signedOutSession, isLoggedIn: true, roles: [ROLES.stylist], subdomain: 'anna', isRegistered: true, isSubscribed: true, stylistId: 1, memberRole: role }));
  // The server's hint beside its refresh cookie: without it a stored token is no session (cookies.ts).
  document.cookie = 'signed_in=1; Path=/';
  storeTokens({ userToken: token(memberId, role) });
  render(
    <QueryClientProvider client={client}>
      <MantineProvider env="test">
        <MemoryRouter initialEntries={['/apps/customers/list']}>
          <CustomerListPage />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

/** An API token with the claims the screen reads (her own member id); the screen does not check its signature. */
function token(memberId: number, role: MemberRole) {
  const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256' })}.${encode({ sub: 'x', roles: [ROLES.stylist], stylistId: 1, subdomain: 'anna', memberId, memberRole: role, exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;
}

describe('the customers screen of a team (issue #34, D68)', () => {
  it("offers Everyone and each active member; choosing one lists that member's customers", async () => {
    const queries = api([{ id: 1, name: 'Anna Schmidt' }, { id: 2, name: 'Dana Doe' }, { id: 3, name: 'Ina Gone', active: false }]);
    show();
    const select = await screen.findByRole('combobox', { name: 'Team member' }, { timeout: 5000 });
    expect([...(select as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(['Everyone', 'Anna Schmidt', 'Dana Doe']);
    expect(await screen.findByText('Olivia')).toBeInTheDocument();
    await userEvent.selectOptions(select, 'Dana Doe');
    await waitFor(() => expect(screen.queryByText('Olivia')).not.toBeInTheDocument());
    expect(screen.getByText('Daria')).toBeInTheDocument();
    expect(queries.at(-1)).toContain('member=2');
    // The list's own search keeps the member chosen.
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search customers' }), 'Dar');
    await waitFor(() => expect(queries.at(-1)).toMatch(/search=Dar/));
    expect(queries.at(-1)).toContain('member=2');
    await userEvent.selectOptions(select, 'Everyone');
    expect(await screen.findByText('Olivia')).toBeInTheDocument();
    expect(queries.at(-1)).not.toContain('member=');
  });

  it('shows no member filter in a one-member business', async () => {
    api([{ id: 1, name: 'Anna Schmidt' }]);
    show();
    expect(await screen.findByText('Olivia', {}, { timeout: 5000 })).toBeInTheDocument();
    await membersLoaded();
    expect(screen.queryByRole('combobox', { name: 'Team member' })).not.toBeInTheDocument();
  });

  it('shows no member filter to staff who see only their own', async () => {
    api([{ id: 1, name: 'Anna Schmidt' }, { id: 2, name: 'Dana Doe' }]);
    show('staff', 2);
    expect(await screen.findByText('Olivia', {}, { timeout: 5000 })).toBeInTheDocument();
    await membersLoaded();
    expect(screen.queryByRole('combobox', { name: 'Team member' })).not.toBeInTheDocument();
  });
});
