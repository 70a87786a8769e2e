import { ROLES } from '@chairly/shared/constants';
import type { HostKind } from '@chairly/shared/hosts';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createRuntime } from '@/config/app-config';
import { initI18n } from '@/lib/i18n';
import { RuntimeContext } from '@/lib/runtime';
import { setSession, signedOutSession } from '@/lib/session';
import { AppRoutes } from './router';

const config = {
  baseDomain: 'chairly.localhost',
  publicProtocol: 'http',
  publicPort: 3000,
  oidc: null,
  paymentProvider: 'sandbox',
};
const hostnames: Record<HostKind['kind'], string> = {
  root: 'chairly.localhost',
  app: 'app.chairly.localhost',
  stylist: 'anna.chairly.localhost',
  foreign: 'example.com',
};

const annaSession = {
  isLoggedIn: true,
  roles: [ROLES.stylist],
  subdomain: 'anna',
  isRegistered: true,
  isSubscribed: true,
  stylistId: 1,
  customerAccountId: null,
  memberRole: 'owner' as const,
};

function renderAt(kind: HostKind['kind'], path: string) {
  const runtime = createRuntime(config, {
    hostname: hostnames[kind],
    protocol: 'http:',
    port: '3000',
  });
  const current = { pathname: path };
  function LocationProbe() {
    current.pathname = useLocation().pathname;
    return null;
  }
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <RuntimeContext value={runtime}>
          <MemoryRouter initialEntries={[path]}>
            <AppRoutes runtime={runtime} />
            <LocationProbe />
          </MemoryRouter>
        </RuntimeContext>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return current;
}

beforeAll(() => initI18n('en'));
afterEach(() => act(() => setSession(signedOutSession)));

describe('router', () => {
  it('redirects unknown paths on the root host to /error-404', async () => {
    const router = renderAt('root', '/no-such-page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(router.pathname).toBe('/error-404');
  });

  it('shows the 404 page in place on other hosts and for unknown paths', async () => {
    setSession(annaSession);
    const router = renderAt('stylist', '/apps/no-such-screen');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(router.pathname).toBe('/apps/no-such-screen');
  });

  it('follows table redirects', async () => {
    setSession(annaSession);
    const router = renderAt('stylist', '/apps/reviews');
    await waitFor(() => expect(router.pathname).toBe('/apps/reviews/list'));
  });

  it('renders the landing page with sign-up and log-in links to the app host', async () => {
    renderAt('root', '/');
    const hero = await screen.findByRole(
      'region',
      { name: /your chair, fully booked/i },
      { timeout: 5000 },
    );
    expect(within(hero).getByRole('link', { name: 'Start free trial' })).toHaveAttribute(
      'href',
      'http://app.chairly.localhost:3000/register',
    );
    expect(within(hero).getByRole('link', { name: 'Log in' })).toHaveAttribute(
      'href',
      'http://app.chairly.localhost:3000/login',
    );
  });

  it('shows the stylist menu only to a signed-in stylist on the stylist host', async () => {
    renderAt('stylist', '/terms-conditions');
    // A lazy page: its first load waits for its code (the landing page above waits as long).
    await screen.findByRole('heading', { name: 'Terms & Conditions', level: 1 }, { timeout: 5000 });
    expect(screen.queryByRole('link', { name: 'Calendar' })).not.toBeInTheDocument();
    act(() => setSession(annaSession));
    const menus = screen.getAllByRole('navigation', { name: 'Main menu' });
    // The menu's code loads only for a signed-in stylist.
    expect(
      await within(menus[0] as HTMLElement).findByRole('link', { name: 'Calendar' }),
    ).toHaveAttribute('href', '/apps/calendar');
  });

  it('switches the language, updates <html lang> and remembers the choice', async () => {
    const user = userEvent.setup();
    renderAt('root', '/privacy-policy');
    await screen.findByRole('heading', { name: 'Privacy Policy', level: 1 });
    // Pointing at the globe loads the menu, which takes the plain button's place; then it is clicked.
    const plain = screen.getByRole('button', { name: 'Language' });
    await user.hover(plain);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Language' })).not.toBe(plain));
    await user.click(screen.getByRole('button', { name: 'Language' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Deutsch' }, { timeout: 5000 }));
    expect(
      await screen.findByRole('heading', { name: 'Datenschutzerklärung', level: 1 }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('de');
    expect(localStorage.getItem('chairly.lang')).toBe('de');
    await act(() => initI18n('en'));
  });
});
