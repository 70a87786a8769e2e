import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Runtime } from '@/config/app-config';

const signinRedirect = vi.fn(async () => undefined);
const shown = vi.hoisted(() => ({ language: 'ar' }));

vi.mock('@/lib/i18n', () => ({ i18n: shown }));
vi.mock('../oidc/user-manager', () => ({
  getUserManager: () => ({ signinRedirect }),
  callbackUrl: () => 'http://app.chairly.localhost:3000/login-customer-callback',
}));

const { startStylistSignIn } = await import('./stylist-sign-in');
const { startCustomerSignIn } = await import('./customer-login');
const runtime = {} as Runtime;

describe('signing in asks the provider for the language shown (ui_locales)', () => {
  beforeEach(() => signinRedirect.mockClear());

  it('a stylist’s sign-in and sign-up carry it', async () => {
    await startStylistSignIn(runtime);
    await startStylistSignIn(runtime, { signup: true });
    expect(signinRedirect.mock.calls).toEqual([[{ ui_locales: 'ar' }], [{ ui_locales: 'ar', prompt: 'create' }]]);
  });

  it('a customer’s sign-in carries it beside her return URL', async () => {
    shown.language = 'de-DE';
    await startCustomerSignIn(runtime, '/services');
    expect(signinRedirect).toHaveBeenCalledWith(expect.objectContaining({ ui_locales: 'de', state: { returnTo: '/services' } }));
  });

  it('a language the app does not have gives English', async () => {
    shown.language = 'ja';
    await startStylistSignIn(runtime);
    expect(signinRedirect).toHaveBeenCalledWith({ ui_locales: 'en' });
  });
});
