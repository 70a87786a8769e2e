import type { Appointment } from '@chairly/shared/appointments/contracts';
import type { RescheduleInfo } from '@chairly/shared/booking/reschedule';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRuntime } from '@/config/app-config';
import { paths } from '@/config/paths';
import { i18n, initI18n } from '@/lib/i18n';
import { RuntimeContext } from '@/lib/runtime';
import { selectionStore } from '../utils/selection-store';
import BookingDetailPage from './booking-detail-page';

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['booking', 'common']);
});
afterEach(() => {
  vi.unstubAllGlobals();
  selectionStore.clear();
});

const DAY = 86_400_000;
const UUID = '00000000-0000-4000-8000-000000000041';
const at = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString();
const booking = (state: Appointment['state'], offsetDays: number): Appointment => ({
  '@id': '/api/appointments/41',
  id: 41,
  uuid: UUID,
  state,
  startsAt: at(offsetDays),
  endsAt: new Date(Date.parse(at(offsetDays)) + 75 * 60_000).toISOString(),
  amount: 70,
  note: '',
  holdExpiresAt: null,
  customer: { id: 7, name: 'Carla', lastName: 'Mendes', email: 'carla@example.test', phone: '' },
  services: [
    { id: 5, name: 'Haircut', price: 60, duration: 60 },
    { id: 9, name: 'Wash', price: 10, duration: 15 },
  ],
});
const CONTACT = {
  businessName: "Anna's Beauty Studio",
  phone: '+49301234567',
  email: 'anna@example.test',
};

/** The API as the page sees it: the booking, whether it may be moved, the members (issue #34), the stylist. */
function api(appointment: Appointment, info: RescheduleInfo, members: { id: number; name: string }[] = [{ id: 1, name: 'Anna Weber' }]) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const url = new URL(String(input), 'http://anna.chairly.localhost');
      calls.push(url.pathname);
      const body = url.pathname.endsWith('/reschedule')
        ? info
        : url.pathname.includes('appointment-by-uuid')
          ? appointment
          : url.pathname === '/api/public/members'
            ? { 'hydra:member': members.map((m) => ({ '@type': 'Member', photo: null, ...m })), 'hydra:totalItems': members.length }
            : { timeZone: { value: 'Europe/Berlin' }, country: 'DE' };
      return new Response(JSON.stringify(body), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
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
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <MantineProvider env="test">
        <RuntimeContext value={runtime}>
          <MemoryRouter initialEntries={[paths.bookingDetail(UUID)]}>
            <Routes>
              <Route path={paths.bookingDetail(':id')} element={<BookingDetailPage />} />
              <Route path={paths.bookingReschedule(':id')} element={<p>reschedule step</p>} />
              <Route path={paths.bookingDateTime()} element={<p>date step</p>} />
            </Routes>
          </MemoryRouter>
        </RuntimeContext>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('BookingDetailPage', () => {
  it('offers Change time for an upcoming booking outside the window, opening the date and time step', async () => {
    api(booking('booked', 5), { allowed: true, reason: null, contact: CONTACT });
    show();
    await userEvent.click(await screen.findByRole('link', { name: 'Change time' }));
    expect(await screen.findByText('reschedule step')).toBeInTheDocument();
  });

  it("inside the stylist's cancellation window: no Change time, her phone and e-mail instead", async () => {
    api(booking('booked', 0.5), { allowed: false, reason: 'window', contact: CONTACT });
    show();
    expect(await screen.findByText('Please contact the stylist')).toBeInTheDocument();
    // Stored in E.164; shown as she writes it in her country (issue #29.4), dialled in E.164.
    expect(screen.getByRole('link', { name: '030 1234567' })).toHaveAttribute(
      'href',
      'tel:+49301234567',
    );
    expect(screen.getByRole('link', { name: 'anna@example.test' })).toHaveAttribute(
      'href',
      'mailto:anna@example.test',
    );
    expect(screen.queryByRole('link', { name: 'Change time' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Add to calendar' })).toBeInTheDocument();
  });

  it('a past booking has Book again: the same services chosen, on the date and time step', async () => {
    const calls = api(booking('completed', -20), {
      allowed: false,
      reason: 'state',
      contact: CONTACT,
    });
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'Book again' }));
    expect(await screen.findByText('date step')).toBeInTheDocument();
    expect(selectionStore.get()).toMatchObject({
      serviceIds: [5, 9],
      date: null,
      time: null,
      hold: null,
    });
    expect(screen.queryByRole('link', { name: 'Change time' })).toBeNull();
    // Not asked whether it may be moved: it is past.
    expect(calls.some((p) => p.endsWith('/reschedule'))).toBe(false);
  });

  it('a one-member business names no one; a team names the member, and Book again keeps her (issue #34)', async () => {
    const calls = api({ ...booking('completed', -20), memberId: 1, memberName: 'Anna Weber' }, { allowed: false, reason: 'state', contact: CONTACT });
    show();
    expect(await screen.findByRole('button', { name: 'Book again' })).toBeInTheDocument();
    await waitFor(() => expect(calls).toContain('/api/public/members'));
    expect(screen.queryByText('With Anna Weber')).toBeNull();
    cleanup();

    api({ ...booking('completed', -20), memberId: 2, memberName: 'Dana Doe' }, { allowed: false, reason: 'state', contact: CONTACT }, [
      { id: 1, name: 'Anna Weber' },
      { id: 2, name: 'Dana Doe' },
    ]);
    show();
    expect(await screen.findByText('With Dana Doe')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Book again' }));
    expect(await screen.findByText('date step')).toBeInTheDocument();
    expect(selectionStore.get()).toMatchObject({ serviceIds: [5, 9], memberId: 2 });
  });

  it('names the salon she is going to: its name, address with a map link, and phone to tap (issue #31.3)', async () => {
    api(
      {
        ...booking('booked', 5),
        salon: {
          name: "Anna's Beauty Studio",
          address: 'Hauptstr. 1, 10115 Berlin',
          mapUrl: 'https://www.openstreetmap.org/search?query=Hauptstr.%201%2C%2010115%20Berlin',
          phone: '+49301234567',
          phoneDisplay: '030 1234567',
          email: 'anna@example.test',
        },
      },
      { allowed: true, reason: null, contact: CONTACT },
    );
    show();
    const salon = await screen.findByRole('region', { name: 'Address and contact' });
    expect(salon).toHaveTextContent("Anna's Beauty Studio");
    expect(salon).toHaveTextContent('Hauptstr. 1, 10115 Berlin');
    expect(screen.getByRole('link', { name: 'Show on a map' })).toHaveAttribute(
      'href',
      'https://www.openstreetmap.org/search?query=Hauptstr.%201%2C%2010115%20Berlin',
    );
    expect(screen.getByRole('link', { name: '030 1234567' })).toHaveAttribute('href', 'tel:+49301234567');
  });
});
