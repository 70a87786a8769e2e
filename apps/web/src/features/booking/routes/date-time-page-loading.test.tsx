import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Suspense, useEffect } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDays, todayIn } from '@chairly/shared/format';
import { createRuntime } from '@/config/app-config';
import { paths } from '@/config/paths';
import { i18n, initI18n } from '@/lib/i18n';
import { RuntimeContext } from '@/lib/runtime';
import { selectionStore } from '../utils/selection-store';
import DateTimePage from './date-time-page';

// Only what the screen's route has loaded before it first renders: the waitlist's words are not
// among them (their chunk loads when a screen asks for them).
beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['booking', 'common']);
});
afterEach(() => {
  vi.unstubAllGlobals();
  selectionStore.clear();
});

/** The public API of a one-stylist business; the free times answer once `release` is called. */
function api() {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(String(input), 'http://studio.chairly.localhost');
      const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
      const { pathname } = url;
      if (pathname.startsWith('/api/public/stylists/')) return json({ timeZone: { value: 'UTC' }, currency: 'EUR', country: 'DE' });
      if (pathname === '/api/public/services')
        return json({ 'hydra:member': [{ id: 3, name: 'Cut', duration: 45, price: 40, category: { id: 1, name: 'Hair' } }], 'hydra:totalItems': 1 });
      if (pathname === '/api/public/closures') return json({ timeZone: 'UTC', horizonDays: 60, closures: [] });
      if (pathname === '/api/public/members') return json({ 'hydra:member': [], 'hydra:totalItems': 0 });
      if (pathname === '/api/public/deposit') return json({ amount: null, refundWindowHours: 0 });
      if (pathname.includes('/available-dates/')) {
        await released;
        // Computed when asked, so a test running across midnight still gets tomorrow's times.
        return json({ timeZone: 'UTC', dates: [{ date: addDays(todayIn('UTC'), 1), times: ['09:00', '10:00'] }] });
      }
      return new Response(JSON.stringify({ code: 'NOT_FOUND', message: 'Not found' }), { status: 404 });
    }),
  );
  return { release: () => release() };
}

describe('DateTimePage while its parts arrive', () => {
  it('stays on screen when the free times arrive: the waitlist shown with them does not hide the page behind a loader', async () => {
    const { release } = api();
    let loaderShown = 0;
    function Loader() {
      useEffect(() => {
        loaderShown++;
      }, []);
      return <p>screen loading</p>;
    }
    const runtime = createRuntime(
      { baseDomain: 'chairly.localhost', publicProtocol: 'http', publicPort: 3000, oidc: null, paymentProvider: 'sandbox' },
      { hostname: 'studio.chairly.localhost', protocol: 'http:', port: '3000' },
    );
    selectionStore.update({ serviceIds: [3] });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MantineProvider env="test">
          <RuntimeContext value={runtime}>
            <MemoryRouter initialEntries={[paths.bookingDateTime()]}>
              <Routes>
                {/* As the route table's screens are: one boundary whose loader replaces the whole screen. */}
                <Route path={paths.bookingDateTime()} element={<Suspense fallback={<Loader />}><DateTimePage /></Suspense>} />
              </Routes>
            </MemoryRouter>
          </RuntimeContext>
        </MantineProvider>
      </QueryClientProvider>,
    );

    // The day grid is on screen, waiting for the free times.
    const grid = await screen.findByRole('radiogroup', { name: 'Days' });
    expect(grid).toHaveAttribute('aria-busy', 'true');
    const loadersBefore = loaderShown;

    release();
    expect(await screen.findByRole('heading', { name: 'No time that suits?' })).toBeVisible();
    expect(screen.getByRole('radiogroup', { name: 'Days' })).toBe(grid);
    expect(grid).toHaveAttribute('aria-busy', 'false');
    expect(screen.queryByText('screen loading')).toBeNull();
    expect(loaderShown).toBe(loadersBefore);
  });
});
