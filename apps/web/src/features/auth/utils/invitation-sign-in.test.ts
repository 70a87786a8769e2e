import { ROLES } from '@chairly/shared/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRuntime } from '@/config/app-config';
import { configureCookies, readFlag } from '@/lib/cookies';
import { getSession } from '@/lib/session';

/**
 * Issue #34: an invitation link's token rides through the provider's round trip in the sign-in's own
 * state and reaches POST /oidc_verify_stylist_token; a member lands in the business's calendar.
 */
const provider = vi.hoisted(() => ({
  signinRedirect: vi.fn(async (_args: unknown) => undefined),
  signinRedirectCallback: vi.fn(async () => ({ id_token: 'id-token', state: undefined as unknown })),
  removeUser: vi.fn(async () => undefined),
}));
vi.mock('../oidc/user-manager', () => ({ getUserManager: () => provider }));

const { startStylistSignIn } = await import('./stylist-sign-in');
const { completeStylistLogin } = await import('./stylist-login');
const { MemberSignInRefused } = await import('./login-error');

const runtime = createRuntime(
  { baseDomain: 'chairly.localhost', publicProtocol: 'http', publicPort: 3000, oidc: { issuer: 'http://localhost:3001', clientId: 'chairly' }, paymentProvider: 'sandbox' },
  { hostname: 'app.chairly.localhost', protocol: 'http:', port: '3000' },
);
const TOKEN = 'Abcdefghijklmnopqrstuvwxyz0123456789_-ABCDE';
const encode = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
const apiToken = (claims: object) => `${encode({ alg: 'HS256' })}.${encode({ exp: Math.floor(Date.now() / 1000) + 3600, ...claims })}.sig`;

/** The API: sign-in answers `verify`; every other call is recorded (a member's sign-in makes none). */
function api(verify: { status: number; body: unknown }) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const path = new URL(String(input), 'http://app.chairly.localhost').pathname;
      calls.push(`${init?.method ?? 'GET'} ${path}${init?.body ? ` ${String(init.body)}` : ''}`);
      if (path === '/oidc_verify_stylist_token') {
        document.cookie = 'signed_in=1; Path=/';
        return Response.json(verify.body, { status: verify.status });
      }
      return Response.json({ code: 'FORBIDDEN', message: 'Your role does not allow this.', reason: 'role_forbidden' }, { status: 403 });
    }),
  );
  return calls;
}

configureCookies({ baseDomain: null, secure: false });
beforeEach(() => {
  provider.signinRedirect.mockClear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

describe('signing in from an invitation', () => {
  it('puts the invitation in the sign-in state, with the invited address as the hint', async () => {
    await startStylistSignIn(runtime, { signup: true, invitation: TOKEN, loginHint: 'dana@example.com' });
    expect(provider.signinRedirect).toHaveBeenCalledWith(
      expect.objectContaining({ prompt: 'create', login_hint: 'dana@example.com', state: { invitation: TOKEN } }),
    );
    await startStylistSignIn(runtime, { invitation: TOKEN, anotherAccount: true });
    expect(provider.signinRedirect).toHaveBeenLastCalledWith(expect.objectContaining({ prompt: 'login', state: { invitation: TOKEN } }));
  });

  it('sends the invitation with the ID token and takes a staff member to the business calendar', async () => {
    provider.signinRedirectCallback.mockResolvedValueOnce({ id_token: 'id-token', state: { invitation: TOKEN } });
    const token = apiToken({ sub: 'dana', roles: [ROLES.stylist], stylistId: 1, subdomain: 'anna', memberId: 7, memberRole: 'staff' });
    const calls = api({ status: 200, body: { userToken: token } });

    await expect(completeStylistLogin(runtime)).resolves.toBe('http://anna.chairly.localhost:3000/apps/calendar');
    expect(calls).toHaveLength(1);
    expect(JSON.parse(calls[0]?.replace('POST /oidc_verify_stylist_token ', '') ?? '{}')).toMatchObject({ idToken: 'id-token', invitation: TOKEN });
    expect(readFlag('isRegistered')).toBe(true);
    expect(getSession()).toMatchObject({ isLoggedIn: true, subdomain: 'anna', memberRole: 'staff' });
  });

  it('signs in without an invitation as before: no invitation field is sent', async () => {
    const calls = api({ status: 500, body: { code: 'INTERNAL', message: 'Boom' } });
    await expect(completeStylistLogin(runtime)).rejects.toMatchObject({ name: 'LoginError', kind: 'idTokenClaims' });
    expect(calls[0]).not.toContain('invitation');
  });

  it.each([
    [410, 'invitation_expired'],
    [404, 'invitation_not_found'],
    [409, 'invitation_other_address'],
    [409, 'already_in_business'],
  ] as const)('tells a %i %s refusal apart from a broken sign-in', async (status, reason) => {
    provider.signinRedirectCallback.mockResolvedValueOnce({ id_token: 'id-token', state: { invitation: TOKEN } });
    api({ status, body: { code: 'CONFLICT', message: 'No.', reason } });
    const failure = await completeStylistLogin(runtime).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(MemberSignInRefused);
    expect(failure).toMatchObject({ refusal: reason, invitation: TOKEN });
  });

  it('says a deactivated member was refused, even without an invitation', async () => {
    api({ status: 403, body: { code: 'FORBIDDEN', message: 'This account was deactivated.', reason: 'member_inactive' } });
    await expect(completeStylistLogin(runtime)).rejects.toMatchObject({ refusal: 'member_inactive', invitation: undefined });
  });

  it('keeps an unexplained refusal without an invitation a broken sign-in', async () => {
    api({ status: 409, body: { code: 'CONFLICT', message: 'No.' } });
    await expect(completeStylistLogin(runtime)).rejects.toMatchObject({ name: 'LoginError', kind: 'idTokenClaims' });
  });
});
