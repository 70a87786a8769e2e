import type { AppointmentDetail } from '@chairly/shared/appointments/contracts';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { AppointmentActions } from './appointment-actions';
import { AppointmentSummary } from './appointment-summary';

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['appointments', 'common']);
});
afterEach(() => vi.unstubAllGlobals());

const APPOINTMENT: AppointmentDetail = {
  '@id': '/api/appointments/41',
  id: 41,
  uuid: '00000000-0000-4000-8000-000000000041',
  state: 'booked',
  startsAt: '2031-03-14T10:00:00+01:00',
  endsAt: '2031-03-14T11:15:00+01:00',
  amount: 70,
  note: '',
  holdExpiresAt: null,
  customer: { id: 7, name: 'Carla', lastName: 'Dias', email: 'carla@example.test', phone: '+351912345678' },
  services: [
    { id: 5, name: 'Haircut', price: 60, duration: 60 },
    { id: 9, name: 'Wash', price: 10, duration: 15 },
  ],
  stateChanges: [],
};

function show(appointment: AppointmentDetail) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string) => {
      const body = String(input).includes('/transitions') ? [] : String(input).includes('/fee') ? { available: false, amount: 0 } : {};
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider env="test">
        <MemoryRouter>
          <AppointmentSummary appointment={appointment} />
          <AppointmentActions appointment={appointment} />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('the appointment page is no dead end (issue #31.4)', () => {
  it('links the customer’s e-mail, phone and text messages', () => {
    show(APPOINTMENT);
    expect(screen.getByRole('link', { name: 'carla@example.test' })).toHaveAttribute('href', 'mailto:carla@example.test');
    expect(screen.getByRole('link', { name: /912/ })).toHaveAttribute('href', 'tel:+351912345678');
    expect(screen.getByRole('link', { name: 'Send a text' })).toHaveAttribute('href', 'sms:+351912345678');
  });

  it('offers Move and Edit for a booked appointment, and Book again opening the calendar’s form for her and the same services', () => {
    show(APPOINTMENT);
    expect(screen.getByRole('button', { name: 'Move' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    const again = new URL(screen.getByRole('link', { name: 'Book again' }).getAttribute('href')!, 'http://x.test');
    expect(again.pathname).toBe('/apps/calendar');
    expect(Object.fromEntries(again.searchParams)).toEqual({ new: '1', customer: '7', name: 'Carla Dias', services: '5,9' });
  });

  it('a completed appointment is not moved or edited, but can be booked again', () => {
    show({ ...APPOINTMENT, state: 'completed' });
    expect(screen.queryByRole('button', { name: 'Move' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Book again' })).toBeInTheDocument();
  });
});
