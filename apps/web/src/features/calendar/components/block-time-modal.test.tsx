import type { Appointment } from '@chairly/shared/appointments/contracts';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { BlockTimeModal, type BlockDraft } from './block-time-modal';

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['calendar']);
});
afterEach(() => vi.unstubAllGlobals());

const appointment = (id: number, name: string, startsAt: string, endsAt: string): Appointment => ({
  '@id': `/api/appointments/${id}`,
  id,
  uuid: `00000000-0000-4000-8000-0000000000${id}`,
  state: 'booked',
  startsAt,
  endsAt,
  amount: 60,
  note: '',
  holdExpiresAt: null,
  customer: { id, name, lastName: 'Test', email: `${name.toLowerCase()}@example.test`, phone: '' },
  services: [{ id: 1, name: 'Haircut', price: 60, duration: 60 }],
});
const COVERED = [appointment(41, 'Carla', '2031-03-14T14:00:00+01:00', '2031-03-14T15:00:00+01:00'), appointment(42, 'Ben', '2031-03-14T16:00:00+01:00', '2031-03-14T17:00:00+01:00')];

type Call = { method: string; url: URL; body: unknown };

/** The API as the modal sees it: what a range covers, the blocked-time write, the appointments' cancel. */
function api() {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init?: RequestInit) => {
      const url = new URL(String(input), 'http://anna.chairly.localhost');
      const method = init?.method ?? 'GET';
      calls.push({ method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
      if (url.pathname === '/api/blocked_times/covered_appointments') {
        return json({ '@context': '/api/contexts/Appointment', '@id': url.pathname, '@type': 'hydra:Collection', 'hydra:member': COVERED, 'hydra:totalItems': 2 });
      }
      if (url.pathname.startsWith('/api/blocked_times')) {
        const body = JSON.parse(String(init?.body));
        return json({ '@id': '/api/blocked_times/9', '@type': 'BlockedTime', id: 9, ...body, coveredAppointments: COVERED }, method === 'POST' ? 201 : 200);
      }
      if (method === 'DELETE' && url.pathname.startsWith('/api/appointments/')) return new Response(null, { status: 204 });
      return json({ message: 'unexpected' }, 500);
    }),
  );
  return calls;
}

function open(draft: BlockDraft) {
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
      <MantineProvider env="test">
        <Notifications />
        <BlockTimeModal draft={draft} timeZone="Europe/Berlin" onClose={onClose} />
      </MantineProvider>
    </QueryClientProvider>,
  );
  return { onClose, dialog: screen.getByRole('dialog', { name: draft.id === null ? 'Block time' : 'Change blocked time' }) };
}

describe('Block time dialog', () => {
  it('shows what the range covers first; blocks it and cancels only the ticked appointments', async () => {
    const calls = api();
    const { dialog, onClose } = open({ id: null, start: '2031-03-14T13:00', end: '2031-03-14T18:00', note: '' });
    expect(await within(dialog).findByText('This time covers 2 appointments.')).toBeTruthy();
    const covered = calls.find((c) => c.url.pathname === '/api/blocked_times/covered_appointments');
    expect([covered?.url.searchParams.get('startsAt'), covered?.url.searchParams.get('endsAt')]).toEqual(['2031-03-14T13:00:00+01:00', '2031-03-14T18:00:00+01:00']);

    await userEvent.type(within(dialog).getByLabelText('Note'), 'Doctor');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Cancel Carla Test/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block and cancel 1 appointment' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const writes = calls.filter((c) => c.method !== 'GET');
    expect(writes.map((c) => `${c.method} ${c.url.pathname}`)).toEqual(['POST /api/blocked_times', 'DELETE /api/appointments/41']);
    expect(writes[0]?.body).toEqual({ startsAt: '2031-03-14T13:00:00+01:00', endsAt: '2031-03-14T18:00:00+01:00', note: 'Doctor' });
    expect(await screen.findByText('Time blocked')).toBeTruthy();
    expect(await screen.findByText('1 appointment cancelled')).toBeTruthy();
  });

  it('keeps every covered appointment unless ticked', async () => {
    const calls = api();
    const { dialog, onClose } = open({ id: null, start: '2031-03-14T13:00', end: '2031-03-14T18:00', note: '' });
    await within(dialog).findByText('This time covers 2 appointments.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block time' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(calls.filter((c) => c.method !== 'GET').map((c) => c.method)).toEqual(['POST']);
  });

  it('says what is wrong with the range and writes nothing', async () => {
    const calls = api();
    const { dialog, onClose } = open({ id: null, start: '2031-03-14T13:00', end: '2031-03-14T12:00', note: '' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Block time' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('The end must be after the start');
    expect(calls).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('a dragged range left without saving is put back', async () => {
    const calls = api();
    const onAbandon = vi.fn();
    const first = open({ id: 9, start: '2031-03-14T12:00', end: '2031-03-14T17:00', note: 'Doctor', onAbandon });
    await userEvent.click(within(first.dialog).getByRole('button', { name: 'Back' }));
    expect(onAbandon).toHaveBeenCalledTimes(1);
    expect(first.onClose).toHaveBeenCalled();
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('a dragged range saved is a PUT of the blocked time, and stays where it was dropped', async () => {
    const calls = api();
    const onAbandon = vi.fn();
    const { dialog, onClose } = open({ id: 9, start: '2031-03-14T12:00', end: '2031-03-14T17:00', note: 'Doctor', onAbandon });
    await within(dialog).findByText('This time covers 2 appointments.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const writes = calls.filter((c) => c.method !== 'GET');
    expect(writes.map((c) => `${c.method} ${c.url.pathname}`)).toEqual(['PUT /api/blocked_times/9']);
    expect(writes[0]?.body).toEqual({ startsAt: '2031-03-14T12:00:00+01:00', endsAt: '2031-03-14T17:00:00+01:00', note: 'Doctor' });
    expect(onAbandon).not.toHaveBeenCalled();
  });
});
