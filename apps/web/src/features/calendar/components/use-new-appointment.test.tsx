import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { useNewAppointment, type NewAppointmentValues } from './use-new-appointment';

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['calendar', 'common']);
});
afterEach(() => vi.unstubAllGlobals());

const VALUES: NewAppointmentValues = {
  customerId: '5',
  addingCustomer: false,
  newCustomer: { name: '', lastName: '', email: '', phone: '' },
  services: ['3'],
  start: '2031-03-10T10:00',
  note: '',
};
const SERIES = {
  everyWeeks: 1,
  starts: [
    { index: 0, startsAt: '2031-03-10T10:00:00+01:00' },
    { index: 1, startsAt: '2031-03-17T10:00:00+01:00' },
  ],
  onTaken: () => {},
};

/** The bodies the hook posts, by path; every call answers 201. */
function api() {
  const posted: Record<string, unknown[]> = {};
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const { pathname } = new URL(String(input), 'http://anna.chairly.localhost');
      (posted[pathname] ??= []).push(JSON.parse(String(init?.body ?? 'null')));
      return Response.json({ id: 1, appointments: [] }, { status: 201 });
    }),
  );
  return posted;
}

const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>{children}</QueryClientProvider>
);

describe('useNewAppointment (issue #34)', () => {
  it('booked in a member’s column, a series is hers, as one appointment is', async () => {
    const posted = api();
    const { result } = renderHook(() => useNewAppointment('Europe/Berlin', () => {}, 2), { wrapper });
    await act(() => result.current.submit(VALUES, SERIES));
    await act(() => result.current.submit(VALUES));
    expect(posted['/api/appointments/series']).toEqual([expect.objectContaining({ memberId: 2, customerId: 5, services: [3], everyWeeks: 1 })]);
    expect(posted['/api/appointments']).toEqual([expect.objectContaining({ memberId: 2, customerId: 5 })]);
  });

  it('outside a member’s column neither names a member (the server’s default)', async () => {
    const posted = api();
    const { result } = renderHook(() => useNewAppointment('Europe/Berlin', () => {}), { wrapper });
    await act(() => result.current.submit(VALUES, SERIES));
    await act(() => result.current.submit(VALUES));
    expect(posted['/api/appointments/series']?.[0]).not.toHaveProperty('memberId');
    expect(posted['/api/appointments']?.[0]).not.toHaveProperty('memberId');
  });
});
