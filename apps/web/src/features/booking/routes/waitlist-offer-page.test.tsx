import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRuntime } from '@/config/app-config';
import { i18n, initI18n } from '@/lib/i18n';
import { RuntimeContext } from '@/lib/runtime';
import { setSession, signedOutSession } from '@/lib/session';
import { ROLES } from '@chairly/shared/constants';
import OfferPage from './waitlist-offer-page';

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['waitlist', 'booking', 'common']);
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => setSession(signedOutSession));
});

const HOLD = '00000000-0000-4000-8000-000000000077';
const STYLIST = {
  subdomain: 'anna',
  businessName: "Anna's Beauty Studio",
  address: 'Kastanienallee 12',
  postCode: '10435',
  city: 'Berlin',
  businessPhone: '+49301234567',
  businessPhoneDisplay: '030 1234567',
  timeZone: { id: 1, name: 'Berlin', value: 'Europe/Berlin' },
  currency: 'EUR',
  country: 'DE',
};
const HELD = {
  startsAt: '2026-12-04T15:00:00+01:00',
  endsAt: '2026-12-04T16:15:00+01:00',
  state: 'held',
  holdExpiresAt: '2026-12-04T14:10:00+01:00',
  services: [
    { id: 5, name: 'Haircut', price: 60, duration: 60 },
    { id: 9, name: 'Wash', price: 10, duration: 15 },
  ],
  amount: 70,
  currency: 'EUR',
};
const SERVICES = { 'hydra:member': [{ id: 5, name: 'Haircut', price: 60, duration: 60 }, { id: 9, name: 'Wash', price: 10, duration: 15 }] };

/** The public API as a signed-out visitor reaches it: the stylist, her services, the held offer. */
function api() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(String(input), 'http://anna.chairly.localhost');
      const body = url.pathname.startsWith('/api/public/waitlist/offer/') ? HELD : url.pathname === '/api/public/services' ? SERVICES : STYLIST;
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
}

function show(search: string) {
  const runtime = createRuntime(
    { baseDomain: 'chairly.localhost', publicProtocol: 'http', publicPort: 3000, oidc: null, paymentProvider: 'sandbox' },
    { hostname: 'anna.chairly.localhost', protocol: 'http:', port: '3000' },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider env="test">
        <RuntimeContext value={runtime}>
          <MemoryRouter initialEntries={[`/services/waitlist/offer?${search}`]}>
            <Routes>
              <Route path="/services/waitlist/offer" element={<OfferPage />} />
            </Routes>
          </MemoryRouter>
        </RuntimeContext>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('OfferPage signed out (issue #31.3)', () => {
  it('the stylist’s hold: time, services with prices, total and the salon with a map link, before signing in', async () => {
    api();
    show(`hold=${HOLD}`);
    expect(await screen.findByText('Haircut')).toBeInTheDocument();
    expect(screen.getByText('Wash')).toBeInTheDocument();
    expect(screen.getByText(/Friday, December 4, 2026/)).toBeInTheDocument();
    expect(screen.getByText('€70.00')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Address and contact' })).toHaveTextContent("Anna's Beauty Studio");
    expect(screen.getByRole('link', { name: 'Show on a map' })).toHaveAttribute('href', expect.stringContaining('openstreetmap.org/search?query=Kastanienallee%2012'));
    expect(screen.getByRole('button', { name: 'Sign in to book this time' })).toBeInTheDocument();
  });

  it('a freed time from the link: the services from her public list, with the time and the total', async () => {
    api();
    show('services=5,9&date=2026-12-04&time=15:00');
    expect(await screen.findByText('Haircut')).toBeInTheDocument();
    expect(screen.getByText(/Friday, December 4, 2026/)).toBeInTheDocument();
    expect(screen.getByText('€70.00')).toBeInTheDocument();
  });
});

describe('OfferPage signed in: a freed time (issue #34)', () => {
  /** The API as a signed-in customer reaches it; the bodies of her holds are kept. */
  function signedInApi() {
    const holds: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: string, init?: RequestInit) => {
        const url = new URL(String(input), 'http://anna.chairly.localhost');
        if (url.pathname === '/api/logged-customer/block-date') {
          holds.push(JSON.parse(String(init?.body)));
          const held = { ...HELD, id: 77, uuid: HOLD, state: 'held', memberId: 2, memberName: 'Dana Doe' };
          return new Response(JSON.stringify(held), { status: 201, headers: { 'content-type': 'application/json' } });
        }
        const body = url.pathname === '/api/public/services' ? SERVICES : STYLIST;
        return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      }),
    );
    act(() => setSession({ ...signedOutSession, isLoggedIn: true, roles: [ROLES.customer], customerAccountId: 9 }));
    return holds;
  }

  it('the entry waited for one member: holding the time asks for her', async () => {
    const holds = signedInApi();
    show('services=5,9&date=2026-12-04&time=15:00&member=2');
    await userEvent.click(await screen.findByRole('button', { name: 'Book this time' }));
    await vi.waitFor(() => expect(holds).toEqual([{ services: [5, 9], startsAt: '2026-12-04T15:00:00+01:00', memberId: 2 }]));
  });

  it('waiting for anyone: no member is asked for', async () => {
    const holds = signedInApi();
    show('services=5&date=2026-12-04&time=15:00');
    await userEvent.click(await screen.findByRole('button', { name: 'Book this time' }));
    await vi.waitFor(() => expect(holds).toEqual([{ services: [5], startsAt: '2026-12-04T15:00:00+01:00' }]));
  });

  it('a malformed member makes the link invalid', async () => {
    signedInApi();
    show('services=5&date=2026-12-04&time=15:00&member=x');
    expect(await screen.findByText('This link is not valid.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Book this time' })).not.toBeInTheDocument();
  });
});
