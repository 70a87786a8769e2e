import type { WaitlistEntry } from '@chairly/shared/waitlist/contracts';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import StylistWaitlistPage from './stylist-waitlist-page';

const apiFetch = vi.hoisted(() => vi.fn());
vi.mock('@/lib/api-client', () => ({ apiFetch }));
vi.mock('@/lib/stylist-profile', () => ({ useStylistTimeZone: () => ({ data: 'Europe/Berlin' }), useStylistCountry: () => 'DE' }));

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces(['waitlist', 'common']);
});

/** 23 waiting customers, answered a page at a time as the API does. */
const TOTAL = 23;
const entry = (n: number): WaitlistEntry => ({
  '@id': `/api/waitlist/${n}`,
  '@type': 'WaitlistEntry',
  id: n,
  services: [{ id: 1, name: 'Cut', duration: 30 }],
  duration: 30,
  from: '2031-03-03',
  to: '2031-03-09',
  timesOfDay: ['morning'],
  state: 'waiting',
  createdAt: '2031-03-01T09:00:00.000Z',
  customer: { id: n, name: `Waiting customer ${n}`, email: '', phone: '' },
  offers: [],
});

beforeEach(() => {
  apiFetch.mockReset();
  apiFetch.mockImplementation(async (_path: string, request: { query: { page: number; itemsPerPage: number } }) => {
    const { page, itemsPerPage } = request.query;
    const ids = Array.from({ length: TOTAL }, (_, i) => i + 1).slice((page - 1) * itemsPerPage, page * itemsPerPage);
    return { '@context': '/api/contexts/WaitlistEntry', '@id': '/api/waitlist', '@type': 'hydra:Collection', 'hydra:member': ids.map(entry), 'hydra:totalItems': TOTAL };
  });
});

function renderPage() {
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/apps/waitlist']}>
          <StylistWaitlistPage />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const names = () => screen.getAllByTestId('waitlist-row').map((row) => within(row).getByText(/^Waiting customer/).textContent);

describe('the stylist’s waitlist, paged (issue #33)', () => {
  it('shows the first 10 of 23 and reaches every entry through the pages', async () => {
    renderPage();
    expect(await screen.findByTestId('list-summary')).toHaveTextContent('Showing 1 to 10 of 23 entries');
    expect(names()).toHaveLength(10);
    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Showing 21 to 23 of 23 entries')).toBeInTheDocument();
    await screen.findByText('Waiting customer 23');
    expect(names()).toEqual(['Waiting customer 21', 'Waiting customer 22', 'Waiting customer 23']);
    expect(apiFetch).toHaveBeenLastCalledWith('/api/waitlist', expect.objectContaining({ query: { page: 3, itemsPerPage: 10 } }));
  });

  it('shows 25 a page when she chooses it, back on the first page', async () => {
    renderPage();
    await screen.findByTestId('list-summary');
    fireEvent.change(screen.getByRole('combobox', { name: /Show 10 entries/ }), { target: { value: '25' } });
    expect(await screen.findByText('Showing 1 to 23 of 23 entries')).toBeInTheDocument();
    await screen.findByText('Waiting customer 23');
    expect(names()).toHaveLength(23);
    expect(screen.queryByRole('button', { name: 'Page 2' })).not.toBeInTheDocument();
  });
});
