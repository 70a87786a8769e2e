import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRuntime } from '@/config/app-config';
import { i18n, initI18n } from '@/lib/i18n';
import { RuntimeContext } from '@/lib/runtime';
import { MemberSignInRefused } from '../utils/login-error';
import { MemberRefusalNotice } from './member-refusal-notice';

const signIn = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('../utils/stylist-sign-in', () => ({ startStylistSignIn: signIn }));

const runtime = createRuntime(
  { baseDomain: 'chairly.localhost', publicProtocol: 'http', publicPort: 3000, oidc: { issuer: 'http://localhost:3001', clientId: 'chairly' }, paymentProvider: 'sandbox' },
  { hostname: 'app.chairly.localhost', protocol: 'http:', port: '3000' },
);

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['auth', 'common']);
});
afterEach(() => signIn.mockClear());

const show = (refused: MemberSignInRefused) =>
  render(
    <MantineProvider env="test">
      <RuntimeContext value={runtime}>
        <MemberRefusalNotice refused={refused} />
      </RuntimeContext>
    </MantineProvider>,
  );

describe('MemberRefusalNotice (the sign-in callback refused by the API, issue #34)', () => {
  it('says the invitation is for another address and signs in again with another account, the invitation kept', async () => {
    show(new MemberSignInRefused('invitation_other_address', 'the-token'));
    expect(await screen.findByRole('heading', { level: 1, name: 'This invitation is for another address' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with another account' }));
    expect(signIn).toHaveBeenCalledWith(runtime, { invitation: 'the-token', anotherAccount: true });
  });

  it('offers no new sign-in for an expired invitation: only a new invitation helps', async () => {
    show(new MemberSignInRefused('invitation_expired', 'the-token'));
    expect(await screen.findByRole('heading', { level: 1, name: 'This invitation has expired or was already used' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in with another account' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', 'http://chairly.localhost:3000');
  });

  it('tells a deactivated member why she cannot enter', async () => {
    show(new MemberSignInRefused('member_inactive', undefined));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your access has been switched off' })).toBeInTheDocument();
  });
});
