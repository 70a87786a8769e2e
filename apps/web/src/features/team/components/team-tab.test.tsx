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

beforeAll(async () => {
  // jsdom has no scrollIntoView; Mantine's Select scrolls its chosen option into view.
  Element.prototype.scrollIntoView ??= () => undefined;
  await initI18n('en');
  await i18n.loadNamespaces(['team', 'common']);
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => setSession(signedOutSession));
});

type Row = { id: number; name: string; email: string; role: MemberRole; active: boolean };
const member = (row: Row) => ({
  '@id': `/api/members/${row.id}`,
  '@type': 'Member',
  photo: null,
  takesOnlineBookings: true,
  seesTeamCalendar: false,
  position: row.id,
  ...row,
});
const list = (members: unknown[]) => ({ '@id': '/api/members', '@type': 'hydra:Collection', 'hydra:member': members, 'hydra:totalItems': members.length });
const anna: Row = { id: 1, name: 'Anna Schmidt', email: 'anna@chairly.test', role: 'owner', active: true };
const dana: Row = { id: 2, name: 'Dana Doe', email: 'dana@chairly.test', role: 'staff', active: true };
const open = { id: 5, email: 'eli@example.com', role: 'manager', expiresAt: '2031-03-08T10:00:00.000Z', createdAt: '2031-03-01T10:00:00.000Z' };

type Answer = { status: number; body?: unknown };
type Handlers = Partial<Record<string, (body: Record<string, unknown> | null) => Answer>>;

/** The members API as the tab sees it; `handlers` answer `METHOD /path` differently (a refusal, say). */
function api({ members = [anna, dana], invitations = [open], handlers = {} }: { members?: Row[]; invitations?: (typeof open)[]; handlers?: Handlers } = {}) {
  const calls: string[] = [];
  let rows = members.map(member);
  let invites = [...invitations];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(String(input), 'http://anna.chairly.localhost');
      const method = init?.method ?? 'GET';
      const body = init?.body ? (JSON.parse(String(init.body)) as Record<string, unknown>) : null;
      const call = `${method} ${url.pathname}`;
      calls.push(body ? `${call} ${JSON.stringify(body)}` : call);
      const special = handlers[call];
      if (special) {
        const answer = special(body);
        return answer.body === undefined ? new Response(null, { status: answer.status }) : Response.json(answer.body, { status: answer.status });
      }
      if (call === 'GET /api/members') return Response.json(list(rows));
      if (call === 'GET /api/members/invitations') return Response.json(list(invites));
      if (call === 'POST /api/members/invitations') {
        const made = { id: 6, email: String(body?.email), role: String(body?.role), expiresAt: '2031-03-09T10:00:00.000Z' };
        invites = [...invites, { ...made, createdAt: '2031-03-02T10:00:00.000Z' }];
        return Response.json(made, { status: 201 });
      }
      if (method === 'DELETE') {
        invites = invites.filter((invite) => !url.pathname.endsWith(`/${invite.id}`));
        return new Response(null, { status: 204 });
      }
      if (method === 'PATCH') {
        rows = rows.map((row) => (url.pathname.endsWith(`/${row.id}`) ? { ...row, ...body } : row));
        return Response.json(rows.find((row) => url.pathname.endsWith(`/${row.id}`)));
      }
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

/** A member's row; the first render of the file loads the tab's modules, which takes a while on a loaded machine. */
const rowOf = async (name: string) =>
  (await screen.findAllByTestId('team-member-row', {}, { timeout: 5000 })).find((row) => row.textContent?.includes(name)) as HTMLElement;

describe('TeamTab as the owner', () => {
  it('lists the members with role and address, and the open invitations', async () => {
    api();
    show();
    const owner = await rowOf('Anna Schmidt');
    expect(within(owner).getByText('Owner')).toBeInTheDocument();
    expect(within(owner).queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
    const staff = await rowOf('Dana Doe');
    expect(within(staff).getByText('dana@chairly.test')).toBeInTheDocument();
    expect(within(staff).getByRole('combobox', { name: 'Role of Dana Doe' })).toHaveValue('Staff');
    const invitation = await screen.findByTestId('team-invitation-row');
    expect(within(invitation).getByText('eli@example.com')).toBeInTheDocument();
    expect(within(invitation).getByText('Manager')).toBeInTheDocument();
    expect(within(invitation).getByText(/Valid until March 8, 2031/)).toBeInTheDocument();
  });

  it('says so when she is alone, and when there is no open invitation', async () => {
    api({ members: [anna], invitations: [] });
    show();
    expect(await screen.findByText(/Only you so far/)).toBeInTheDocument();
    expect(await screen.findByText('No open invitations.')).toBeInTheDocument();
  });

  it('checks the address before sending, then invites with the chosen role', async () => {
    const calls = api({ invitations: [] });
    show();
    await screen.findByText('No open invitations.');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('The Email field is required')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('textbox', { name: /^Email/ }));
    await userEvent.paste('not-an-address');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('The Email field must be a valid email')).toBeInTheDocument();
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);

    await userEvent.clear(screen.getByRole('textbox', { name: /^Email/ }));
    await userEvent.click(screen.getByRole('textbox', { name: /^Email/ }));
    await userEvent.paste('New.Person@Example.com');
    await userEvent.click(screen.getByRole('combobox', { name: 'Role' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Manager' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(calls).toContain('POST /api/members/invitations {"email":"new.person@example.com","role":"manager"}'));
    expect(await screen.findByText('Invitation sent to new.person@example.com')).toBeInTheDocument();
    expect(within(await screen.findByTestId('team-invitation-row')).getByText('new.person@example.com')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('');
  });

  it('shows the refusal of an address that is already a member beside the field', async () => {
    api({
      handlers: {
        'POST /api/members/invitations': () => ({
          status: 409,
          body: { code: 'CONFLICT', message: 'This address already belongs to a member.', reason: 'member_exists' },
        }),
      },
    });
    show();
    await userEvent.click(await screen.findByRole('textbox', { name: /^Email/ }));
    await userEvent.paste('dana@chairly.test');
    await userEvent.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('This address already belongs to a member of your team.')).toBeInTheDocument();
  });

  it('revokes an invitation only after she confirms', async () => {
    const calls = api();
    show();
    const row = await screen.findByTestId('team-invitation-row');
    await userEvent.click(within(row).getByRole('button', { name: 'Revoke' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this invitation?' });
    expect(within(dialog).getByText(/The link sent to eli@example.com stops working at once/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep invitation' }));
    expect(calls.filter((call) => call.startsWith('DELETE'))).toEqual([]);

    await userEvent.click(within(row).getByRole('button', { name: 'Revoke' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Revoke invitation' }));
    await waitFor(() => expect(calls).toContain('DELETE /api/members/invitations/5'));
    expect(await screen.findByText('No open invitations.')).toBeInTheDocument();
  });

  it('changes a member role from its select', async () => {
    const calls = api();
    show();
    const staff = await rowOf('Dana Doe');
    await userEvent.click(within(staff).getByRole('combobox', { name: 'Role of Dana Doe' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Manager' }));
    await waitFor(() => expect(calls).toContain('PATCH /api/members/2 {"role":"manager"}'));
    expect(await screen.findByText('Role of Dana Doe changed')).toBeInTheDocument();
  });

  it('deactivates after confirming, and says how many appointments stand in the way when the API refuses', async () => {
    let refuse = true;
    const calls = api({
      handlers: {
        'PATCH /api/members/2': (body) =>
          refuse
            ? {
                status: 409,
                body: { code: 'CONFLICT', message: 'Reassign or cancel her future appointments first.', reason: 'member_future_appointments', futureAppointments: 3 },
              }
            : { status: 200, body: member({ ...dana, ...(body as Partial<Row>) }) },
      },
    });
    show();
    await userEvent.click(within(await rowOf('Dana Doe')).getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Deactivate Dana Doe?' });
    expect(within(dialog).getByText(/is signed out at once/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Dana Doe still has 3 future appointments. Reassign or cancel them first.');
    expect(calls).toContain('PATCH /api/members/2 {"active":false}');

    refuse = false;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('Dana Doe deactivated')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('offers to reactivate a deactivated member, after confirming', async () => {
    const calls = api({ members: [anna, { ...dana, active: false }] });
    show();
    const row = await rowOf('Dana Doe');
    expect(within(row).getByText('Deactivated')).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('button', { name: 'Reactivate' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reactivate Dana Doe?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reactivate' }));
    await waitFor(() => expect(calls).toContain('PATCH /api/members/2 {"active":true}'));
    expect(await screen.findByText('Dana Doe reactivated')).toBeInTheDocument();
  });

  it('shows a failed load with a way to try again', async () => {
    let fail = true;
    api({ handlers: { 'GET /api/members': () => (fail ? { status: 500, body: { code: 'INTERNAL', message: 'Boom' } } : { status: 200, body: list([member(anna), member(dana)]) }) } });
    show();
    expect(await screen.findByText('The team could not be loaded')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await rowOf('Dana Doe')).toBeInTheDocument();
  });
});

describe('TeamTab as a manager', () => {
  it('reads the list without any control, and neither invites nor asks for the invitations', async () => {
    const calls = api();
    show('manager');
    const staff = await rowOf('Dana Doe');
    expect(within(staff).getByText('Staff')).toBeInTheDocument();
    expect(screen.getByText(/Only the owner can invite members/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Deactivate|Reactivate|Send invitation|Revoke/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Role of Dana Doe' })).not.toBeInTheDocument();
    expect(calls).not.toContain('GET /api/members/invitations');
  });
});
