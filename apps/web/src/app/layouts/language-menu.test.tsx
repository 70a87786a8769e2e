import { ROLES } from '@chairly/shared/constants';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRuntime } from '@/config/app-config';
import { i18n, initI18n } from '@/lib/i18n';
import { RuntimeContext } from '@/lib/runtime';
import { setSession, signedOutSession, type Session } from '@/lib/session';
import { LanguageMenu } from './language-menu';

beforeAll(() => initI18n('en'));
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => setSession(signedOutSession));
});
afterAll(() => i18n.changeLanguage('en'));

const carla: Session = { ...signedOutSession, isLoggedIn: true, roles: [ROLES.customer], customerAccountId: 7 };
const anna: Session = { ...signedOutSession, isLoggedIn: true, roles: [ROLES.stylist], subdomain: 'anna', isRegistered: true, stylistId: 1 };

function api(status = 204) {
  const fetchMock = vi.fn(async (_input: string, _init?: RequestInit) => new Response(status === 204 ? null : JSON.stringify({ code: 'X', message: 'down' }), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const runtime = createRuntime(
  { baseDomain: 'chairly.localhost', publicProtocol: 'http', publicPort: 3000, oidc: null, paymentProvider: 'sandbox' },
  { hostname: 'anna.chairly.localhost', protocol: 'http:', port: '3000' },
);

async function choose(language: string) {
  await act(() => i18n.changeLanguage('en'));
  render(
    <MantineProvider env="test">
      <Notifications />
      <RuntimeContext value={runtime}>
        <LanguageMenu defaultOpened autoFocus={false} />
      </RuntimeContext>
    </MantineProvider>,
  );
  await userEvent.click(await screen.findByRole('menuitem', { name: language }));
}

/** The language calls the menu made: [method, path, body]. */
const calls = (fetchMock: ReturnType<typeof api>) =>
  fetchMock.mock.calls.map(([url, init]) => [init?.method, new URL(String(url), 'http://x').pathname, init?.body]);

describe('choosing a language in the menu (issue #29.3)', () => {
  it('a signed-in customer: the page turns German and her account keeps German for her messages', async () => {
    const fetchMock = api();
    act(() => setSession(carla));
    await choose('Deutsch');
    await vi.waitFor(() => expect(i18n.language).toBe('de'));
    await vi.waitFor(() => expect(calls(fetchMock)).toEqual([['PUT', '/api/logged-customer/language', JSON.stringify({ language: 'de' })]]));
  });

  it('a signed-in stylist: her own account', async () => {
    const fetchMock = api();
    act(() => setSession(anna));
    await choose('Français');
    await vi.waitFor(() => expect(calls(fetchMock)).toEqual([['PUT', '/api/stylist/language', JSON.stringify({ language: 'fr' })]]));
  });

  it('signed out: only this device remembers it, no call', async () => {
    const fetchMock = api();
    await choose('Português');
    await vi.waitFor(() => expect(i18n.language).toBe('pt'));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers العربية: the page turns Arabic and runs right to left, and back for another language', async () => {
    api();
    await choose('العربية');
    await vi.waitFor(() => expect(i18n.language).toBe('ar'));
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    await act(() => i18n.changeLanguage('en'));
    expect(document.documentElement).toHaveAttribute('dir', 'ltr');
  });

  it('says so, in the new language, when the account could not keep it', async () => {
    api(503);
    act(() => setSession(carla));
    await choose('Deutsch');
    expect(await screen.findByText('Ihre Sprache konnte für Ihre E-Mails nicht gespeichert werden. Bitte versuchen Sie es erneut.')).toBeInTheDocument();
  });
});
