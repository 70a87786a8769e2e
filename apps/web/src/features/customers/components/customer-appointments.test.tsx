import type { Appointment } from '@chairly/shared/appointments/contracts';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { CustomerAppointments } from './customer-appointments';

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['customers', 'appointments']);
});
afterEach(() => vi.unstubAllGlobals());

function appointment(id: number, startsAt: string, state: Appointment['state'], services: string[], amount: number): Appointment {
  return {
    '@id': `/api/appointments/${id}`,
    id,
    uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    state,
    startsAt,
    endsAt: startsAt,
    amount,
    note: '',
    holdExpiresAt: null,
    customer: { id: 7, name: 'Carla', lastName: 'Mendes', email: 'carla@example.test', phone: '' },
    services: services.map((name, index) => ({ id: index + 1, name, price: amount, duration: 45 })),
  };
}

const page = (members: Appointment[], total = members.length) => ({
  '@context': '/api/contexts/Appointment',
  '@id': '/api/appointments/list',
  '@type': 'hydra:Collection',
  'hydra:member': members,
  'hydra:totalItems': total,
});

/** Answers each GET with the next response in turn (the last one repeats). */
function answer(...responses: { status: number; body: unknown }[]) {
  let call = 0;
  const fetch = vi.fn(async (_url: string, _init?: RequestInit) => {
    const next = responses[Math.min(call++, responses.length - 1)]!;
    return new Response(JSON.stringify(next.body), { status: next.status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

const queryOf = (fetch: ReturnType<typeof answer>, call: number) => new URL(String(fetch.mock.calls[call]?.[0]), 'http://x').searchParams;

function renderSection() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MantineProvider env="test">
        <MemoryRouter>
          <CustomerAppointments customerId={7} />
        </MemoryRouter>
      </MantineProvider>
    </QueryClientProvider>,
  );
  return screen.getByRole('region', { name: 'Appointments' });
}

describe('Customer appointment history', { timeout: 20_000 }, () => {
  it('lists the customer’s appointments newest first, in the stylist’s wall time, each linking to its detail', async () => {
    const fetch = answer({
      status: 200,
      body: page([
        appointment(31, '2031-01-10T10:00:00+01:00', 'booked', ['Haircut', 'Blow-dry'], 85),
        appointment(12, '2024-07-03T16:30:00-04:00', 'cancelled', ['Manicure'], 30.5),
      ]),
    });
    const section = renderSection();
    const rows = await within(section).findAllByRole('row');
    expect(rows).toHaveLength(3);
    const [first, second] = [within(rows[1]!), within(rows[2]!)];
    // Wall time of the offset the API sends, whatever the browser's zone (TZ=UTC here).
    expect(first.getByRole('link', { name: 'Jan 10, 2031, 10:00 AM' })).toHaveAttribute('href', '/apps/appointment/31/show');
    expect(first.getByText('Haircut, Blow-dry')).toBeInTheDocument();
    expect(first.getByText('$85.00')).toBeInTheDocument();
    expect(first.getByText('Booked')).toBeInTheDocument();
    expect(second.getByRole('link', { name: 'Jul 3, 2024, 4:30 PM' })).toHaveAttribute('href', '/apps/appointment/12/show');
    expect(second.getByText('$30.50')).toBeInTheDocument();
    expect(second.getByText('Cancelled')).toBeInTheDocument();
    const query = queryOf(fetch, 0);
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/api/appointments/list');
    expect(query.get('customerId')).toBe('7');
    expect(query.get('order[startsAt]')).toBe('desc');
    expect(query.get('startsAt[after]')).toBeNull();
    expect(within(section).getByTestId('list-summary')).toHaveTextContent('Showing 1 to 2 of 2 entries');
    expect(within(section).queryByRole('button', { name: 'Page 2' })).not.toBeInTheDocument();
  });

  it('says so when the customer has no appointments', async () => {
    answer({ status: 200, body: page([]) });
    const section = renderSection();
    expect(await within(section).findByText('No appointments yet')).toBeInTheDocument();
    expect(within(section).queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows an error with Try again, which loads the list', async () => {
    const fetch = answer(
      { status: 500, body: { code: 'INTERNAL', message: 'boom', requestId: 'r1' } },
      { status: 200, body: page([appointment(5, '2030-05-01T09:00:00+02:00', 'completed', ['Colour'], 120)]) },
    );
    const section = renderSection();
    expect(await within(section).findByRole('alert')).toHaveTextContent('Appointments could not be loaded');
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Try again' }));
    expect(await within(section).findByText('Completed')).toBeInTheDocument();
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('pages through a long history', async () => {
    const ten = Array.from({ length: 10 }, (_, i) => appointment(100 - i, `2030-01-${String(20 - i).padStart(2, '0')}T09:00:00+01:00`, 'completed', ['Haircut'], 40));
    const fetch = answer({ status: 200, body: page(ten, 12) }, { status: 200, body: page([appointment(2, '2029-01-02T09:00:00+01:00', 'no_show', ['Haircut'], 40)], 12) });
    const section = renderSection();
    expect(await within(section).findByText('Showing 1 to 10 of 12 entries')).toBeInTheDocument();
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Page 2' }));
    expect(await within(section).findByText('No-show')).toBeInTheDocument();
    expect(within(section).getByTestId('list-summary')).toHaveTextContent('Showing 11 to 12 of 12 entries');
    expect(queryOf(fetch, 1).get('page')).toBe('2');
    expect(within(section).getAllByRole('row')).toHaveLength(2);
  });
});
