import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRuntime } from '@/config/app-config';
import { i18n, initI18n } from '@/lib/i18n';
import { RuntimeContext } from '@/lib/runtime';
import InvitationPage from './invitation-page';

const signIn = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('../utils/stylist-sign-in', () => ({ startStylistSignIn: signIn }));

const TOKEN = 'tok_abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';
const runtime = createRuntime(
  { baseDomain: 'chairly.localhost', publicProtocol: 'http', publicPort: 3000, oidc: { issuer: 'http://localhost:3001', clientId: 'chairly' }, paymentProvider: 'sandbox' },
  { hostname: 'app.chairly.localhost', protocol: 'http:', port: '3000' },
);

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['auth', 'common']);
});
afterEach(() => {
  vi.unstubAllGlobals();
  signIn.mockClear();
});

function answer(status: number, body: unknown) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${new URL(String(input), 'http://app.chairly.localhost').pathname}`);
      return Response.json(body, { status });
    }),
  );
  return calls;
}

function show() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MantineProvider env="test">
        <RuntimeContext value={runtime}>
          <MemoryRouter initialEntries={[`/invitation/${TOKEN}`]}>
            <Routes>
              <Route path="/invitation/:token" element={<InvitationPage />} />
            </Routes>
          </MemoryRouter>
        </RuntimeContext>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

const invitation = {
  businessName: 'Anna Hair Studio',
  subdomain: 'anna',
  email: 'dana@example.com',
  role: 'staff',
  expiresAt: '2031-03-08T10:00:00.000Z',
  inviterName: 'Anna Schmidt',
};

describe('InvitationPage', () => {
  it('says who invites her where and as what, and signs her up with the invitation carried along', async () => {
    const calls = answer(200, invitation);
    show();
    // The first render of the file loads the page's modules: a loaded machine takes a while.
    expect(await screen.findByRole('heading', { level: 1, name: 'Join Anna Hair Studio on Chairly' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByTestId('invitation-text')).toHaveTextContent('Anna Schmidt invites you to join Anna Hair Studio as staff member.');
    expect(screen.getByText('dana@example.com')).toBeInTheDocument();
    expect(screen.getByText(/valid until March 8, 2031/)).toBeInTheDocument();
    expect(calls).toEqual([`GET /api/member-invitations/${TOKEN}`]);

    await userEvent.click(screen.getByRole('button', { name: 'Sign in and join' }));
    expect(signIn).toHaveBeenCalledWith(runtime, { signup: false, invitation: TOKEN, loginHint: 'dana@example.com' });
  });

  it('says when the sign-up could not start, and starts it again with the invitation', async () => {
    answer(200, invitation);
    signIn.mockRejectedValueOnce(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Create my account and join' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Sign-in could not start');
    await userEvent.click(screen.getByRole('button', { name: 'Create my account and join' }));
    expect(signIn).toHaveBeenLastCalledWith(runtime, { signup: true, invitation: TOKEN, loginHint: 'dana@example.com' });
    expect(signIn).toHaveBeenCalledTimes(2);
  });

  it('tells an unknown link apart from an expired or used one, without a way to join', async () => {
    answer(404, { code: 'NOT_FOUND', message: 'Not found', reason: 'invitation_not_found' });
    show();
    const unknown = await screen.findByRole('alert');
    expect(within(unknown).getByRole('heading', { level: 1 })).toHaveTextContent('This invitation link is not valid');
    expect(screen.queryByRole('button', { name: /join/ })).not.toBeInTheDocument();
  });

  it('says an expired or used invitation needs a new one', async () => {
    answer(410, { code: 'GONE', message: 'Gone', reason: 'invitation_expired' });
    show();
    const expired = await screen.findByRole('alert');
    expect(within(expired).getByRole('heading', { level: 1 })).toHaveTextContent('This invitation has expired or was already used');
    expect(expired).toHaveTextContent('Ask the person who invited you to send a new invitation.');
  });

  it('offers to try again when the invitation could not be loaded', async () => {
    answer(503, { code: 'UNAVAILABLE', message: 'Down' });
    show();
    const failed = await screen.findByRole('alert');
    expect(failed).toHaveTextContent('The invitation could not be loaded');
    answer(200, invitation);
    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Join Anna Hair Studio on Chairly' })).toBeInTheDocument();
  });
});
