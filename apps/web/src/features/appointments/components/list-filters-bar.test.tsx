import { ROLES } from '@chairly/shared/constants';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { setSession, signedOutSession } from '@/lib/session';
import { parseFilters } from '../utils/list-filters';
import { ListFiltersBar } from './list-filters-bar';

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['appointments', 'common']);
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => setSession(signedOutSession));
});

const member = (id: number, name: string) => ({ '@id': `/api/members/${id}`, '@type': 'Member', id, name, role: id === 1 ? 'owner' : 'staff', active: true, photo: null, email: '', takesOnlineBookings: true, seesTeamCalendar: false, position: id });

let client: QueryClient;

function show(members: ReturnType<typeof member>[], onChange = vi.fn()) {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  vi.stubGlobal('fetch', vi.fn(async () => Response.json({ '@id': '/api/members', '@type': 'hydra:Collection', 'hydra:member': members, 'hydra:totalItems': members.length })));
  act(() => setSession({ ...signedOutSession, isLoggedIn: true, roles: [ROLES.stylist], subdomain: 'anna', isRegistered: true, isSubscribed: true, stylistId: 1, memberRole: 'owner' }));
  render(
    <QueryClientProvider client={client}>
      <MantineProvider env="test">
        <ListFiltersBar filters={parseFilters(new URLSearchParams())} range={{ from: '2031-03-01', to: '2031-03-31' }} onChange={onChange} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return onChange;
}

describe('the appointment list filters of a team (issue #34, D68)', () => {
  it('offers Everyone and each member; choosing one asks for her appointments', async () => {
    const onChange = show([member(1, 'Anna Schmidt'), member(2, 'Dana Doe')]);
    const select = await screen.findByRole('combobox', { name: 'Team member' }, { timeout: 5000 });
    expect([...(select as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(['Everyone', 'Anna Schmidt', 'Dana Doe']);
    await userEvent.selectOptions(select, 'Dana Doe');
    expect(onChange).toHaveBeenLastCalledWith({ member: 2 });
    await userEvent.selectOptions(select, 'Everyone');
    expect(onChange).toHaveBeenLastCalledWith({ member: null });
  });

  it('has no member filter in a one-member business (the bar as before)', async () => {
    show([member(1, 'Anna Schmidt')]);
    // The members are loaded (the filter would show by now), and there is one.
    await vi.waitFor(() => expect(client.getQueryState(['team', 'members'])?.status).toBe('success'));
    expect(screen.getByRole('combobox', { name: 'State' })).toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Team member' })).not.toBeInTheDocument();
  });
});
