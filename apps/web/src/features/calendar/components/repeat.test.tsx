import type { CalendarAppointment } from '@chairly/shared/appointments/contracts';
import type { SeriesOccurrence } from '@chairly/shared/appointments/series';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { AppointmentDrawer } from './appointment-drawer';

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['calendar']);
});
afterEach(() => vi.unstubAllGlobals());

// A row of the calendar's range (D55), as the drawer gets it.
const appointment = (seriesId?: number): CalendarAppointment => ({
  id: 41,
  state: 'booked',
  startsAt: '2031-03-04T10:00:00+01:00',
  endsAt: '2031-03-04T11:00:00+01:00',
  amount: 60,
  currency: 'EUR',
  note: 'Regular',
  customer: { id: 7, name: 'Carla', lastName: 'Test' },
  services: [{ id: 3, name: 'Haircut' }],
  memberId: 1,
  memberName: 'Anna Beispiel',
  ...(seriesId === undefined ? {} : { seriesId }),
});

const occurrence = (index: number, day: string, status: SeriesOccurrence['status'], nearest: string | null = null): SeriesOccurrence => ({
  index,
  startsAt: `2031-03-${day}T10:00:00+01:00`,
  endsAt: `2031-03-${day}T11:00:00+01:00`,
  status,
  nearest: nearest ? { startsAt: `2031-03-${day}T${nearest}:00+01:00`, endsAt: `2031-03-${day}T${nearest}:00+01:00` } : null,
  existing: index === 0,
});
const PREVIEW = [occurrence(0, '04', 'free'), occurrence(1, '11', 'appointment', '09:00'), occurrence(2, '18', 'free')];

type Call = { method: string; url: URL; body: unknown };

/** The API as the drawer sees it: the series preview and create (the first create answers 409 when `taken`), the cancel. */
function api({ taken = false } = {}) {
  const calls: Call[] = [];
  let creates = 0;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(String(input), 'http://anna.chairly.localhost');
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (url.pathname === '/api/appointments/series/preview') return json({ timeZone: 'Europe/Berlin', occurrences: PREVIEW });
      if (url.pathname === '/api/appointments/series') {
        creates++;
        if (taken && creates === 1) return json({ code: 'SLOT_TAKEN', message: 'The occurrence on 2031-03-18 10:00 is no longer free; nothing was saved', fields: { 'occurrences.0.startsAt': 'taken' } }, 409);
        return json({ seriesId: 5, appointments: [] }, 201);
      }
      if (method === 'DELETE' && url.pathname.startsWith('/api/appointments/')) return new Response(null, { status: 204 });
      return json({ message: 'unexpected' }, 500);
    }),
  );
  return calls;
}

function wrap(children: ReactNode) {
  return (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
      <MantineProvider env="test">
        <Notifications />
        <MemoryRouter>{children}</MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>
  );
}

describe('Repeat an appointment from the calendar drawer', () => {
  it('shows each date with its status, takes the nearest time for a conflict, and books the rest as a series', async () => {
    const calls = api();
    const onClose = vi.fn();
    render(wrap(<AppointmentDrawer appointment={appointment()} onClose={onClose} />));
    await userEvent.click(await screen.findByRole('button', { name: 'Repeat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Repeat appointment' });
    await userEvent.clear(within(dialog).getByLabelText('Every (weeks)'));
    await userEvent.type(within(dialog).getByLabelText('Every (weeks)'), '1');
    await userEvent.clear(within(dialog).getByLabelText('How many times'));
    await userEvent.type(within(dialog).getByLabelText('How many times'), '3');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show the dates' }));

    const items = await within(dialog).findAllByTestId('repeat-occurrence');
    expect(items.map((item) => item.getAttribute('data-status'))).toEqual(['free', 'appointment', 'free']);
    expect(within(items[0]!).getByText('This appointment')).toBeTruthy();
    expect(within(items[1]!).getByText('Another appointment')).toBeTruthy();
    expect(calls.find((c) => c.url.pathname === '/api/appointments/series/preview')?.body).toEqual({
      customerId: 7,
      services: [3],
      appointmentId: 41,
      startsAt: '2031-03-04T10:00:00+01:00',
      everyWeeks: 1,
      count: 3,
    });
    // A conflict is skipped until she chooses otherwise: 2 of 3 dates.
    expect(within(dialog).getByTestId('repeat-summary').textContent).toBe('2 appointments in the series');
    await userEvent.click(within(items[1]!).getByText('Take 9:00 AM'));
    expect(within(dialog).getByTestId('repeat-summary').textContent).toBe('3 appointments in the series');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book the series' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.find((c) => c.url.pathname === '/api/appointments/series')?.body).toEqual({
      customerId: 7,
      services: [3],
      appointmentId: 41,
      note: 'Regular',
      everyWeeks: 1,
      occurrences: [{ startsAt: '2031-03-11T09:00:00+01:00' }, { startsAt: '2031-03-18T10:00:00+01:00' }],
    });
    expect(await screen.findByText('3 appointments booked')).toBeTruthy();
  });

  it('a date taken meanwhile: says nothing was booked and checks the dates again', async () => {
    const calls = api({ taken: true });
    render(wrap(<AppointmentDrawer appointment={appointment()} onClose={vi.fn()} />));
    await userEvent.click(await screen.findByRole('button', { name: 'Repeat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Repeat appointment' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Show the dates' }));
    await within(dialog).findAllByTestId('repeat-occurrence');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Book the series' }));
    expect(await within(dialog).findByText(/One of the dates was taken meanwhile; nothing was booked/)).toBeTruthy();
    await waitFor(() => expect(calls.filter((c) => c.url.pathname === '/api/appointments/series/preview')).toHaveLength(2));
  });

  it('cancelling an occurrence asks: only this one, or this one and the following', async () => {
    const calls = api();
    render(wrap(<AppointmentDrawer appointment={appointment(5)} onClose={vi.fn()} />));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(screen.queryByRole('button', { name: 'Repeat' })).toBeNull(); // already in a series
    const dialog = await screen.findByRole('dialog', { name: 'Delete appointment' });
    expect((within(dialog).getByRole('radio', { name: 'Only this one' }) as HTMLInputElement).checked).toBe(true);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'This one and the following' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    const cancel = calls.find((c) => c.method === 'DELETE')!;
    expect(`${cancel.url.pathname}${cancel.url.search}`).toBe('/api/appointments/41?scope=following');
  });

  it('a single appointment is cancelled without a scope question', async () => {
    const calls = api();
    render(wrap(<AppointmentDrawer appointment={appointment()} onClose={vi.fn()} />));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete appointment' });
    expect(within(dialog).queryByRole('radio')).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(calls.find((c) => c.method === 'DELETE')!.url.search).toBe('');
  });
});
