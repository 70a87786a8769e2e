import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRuntime } from '@/config/app-config';
import { i18n, initI18n } from '@/lib/i18n';
import { RuntimeContext } from '@/lib/runtime';
import { setSession, signedOutSession } from '@/lib/session';
import { ROLES } from '@chairly/shared/constants';
import type { MemberRole } from '@chairly/shared/constants';
import { PolicyTab } from './policy-tab';
import { ReadOnlyForStaff } from './read-only-for-staff';

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['settings', 'common']);
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => setSession(signedOutSession));
});
// Her currency comes with her profile (the signed-in session's stylist); here she prices in euros.
vi.mock('../api/stylist', () => ({ useStylistCurrency: () => 'EUR' }));

/** A ready payment account and a saved 50% no-show fee only. */
function api() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(String(input), 'http://anna.chairly.localhost');
      const body = url.pathname.endsWith('/account')
        ? { connected: true, charges_enabled: true, stripeAccountEnabled: true, accountId: 'acct_1' }
        : [{ stylistConfig: 0, value: 50 }];
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

function show() {
  const runtime = createRuntime(
    {
      baseDomain: 'chairly.localhost',
      publicProtocol: 'http',
      publicPort: 3000,
      oidc: null,
      paymentProvider: 'sandbox',
    },
    { hostname: 'anna.chairly.localhost', protocol: 'http:', port: '3000' },
  );
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}
    >
      <MantineProvider env="test">
        <Notifications />
        <RuntimeContext value={runtime}>
          <MemoryRouter>
            <ReadOnlyForStaff>
              <PolicyTab />
            </ReadOnlyForStaff>
          </MemoryRouter>
        </RuntimeContext>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('PolicyTab', () => {
  it('shows each policy switch with its help, on for the saved policy only; a switch enables its choices', async () => {
    api();
    show();
    expect(await screen.findByRole('switch', { name: 'No-show fee', checked: true })).toBeEnabled();
    expect(screen.getByText('Share of the price charged when the customer does not come.')).toBeVisible();
    const deposit = screen.getByRole('switch', { name: 'Require a deposit' });
    expect(deposit).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Cancellation fee' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: '20%' })).toBeDisabled();

    await userEvent.click(deposit);
    expect(deposit).toBeChecked();
    expect(screen.getByRole('radio', { name: '20%' })).toBeEnabled();
  });
});

describe('PolicyTab for each role (issue #34)', () => {
  const as = (memberRole: MemberRole) =>
    act(() => setSession({ ...signedOutSession, isLoggedIn: true, roles: [ROLES.stylist], subdomain: 'anna', isRegistered: true, isSubscribed: true, stylistId: 1, memberRole }));

  it('staff read the business’s policies with every switch disabled, and are told who may change them', async () => {
    api();
    as('staff');
    show();
    expect(await screen.findByRole('switch', { name: 'No-show fee', checked: true })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Require a deposit' })).toBeDisabled();
    expect(screen.getByText('Only the owner or a manager can change these settings. You can see them here.')).toBeVisible();
    for (const button of screen.queryAllByRole('button')) expect(button).toBeDisabled();
  });

  it('a manager changes them as the owner does', async () => {
    api();
    as('manager');
    show();
    expect(await screen.findByRole('switch', { name: 'No-show fee', checked: true })).toBeEnabled();
    expect(screen.queryByText('Only the owner or a manager can change these settings. You can see them here.')).not.toBeInTheDocument();
  });
});
