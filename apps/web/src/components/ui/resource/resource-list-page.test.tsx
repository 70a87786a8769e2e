import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider, type UseMutationResult, type UseQueryResult } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '@/lib/i18n';
import { ResourceListPage, type ResourceList } from './resource-list-page';
import type { ResourceColumns } from './resource-table';

beforeAll(async () => {
  await initI18n('en');
  await i18n.loadNamespaces('customers');
});

type Row = { id: number; name: string };
const COLUMNS: ResourceColumns<Row, 'name'> = { sortable: ['name'], cells: (row) => [row.name], name: (row) => row.name, editPath: (id) => `/customers/${id}` };
const rows = Array.from({ length: 10 }, (_, i) => ({ id: i + 1, name: `Maria ${i + 1}` }));

function renderList(list: ResourceList<Row>) {
  const useList = () => ({ data: list, isFetching: false, isError: false, refetch: async () => undefined }) as unknown as UseQueryResult<ResourceList<Row>>;
  const useDelete = () => ({ mutate: () => undefined, isPending: false }) as unknown as UseMutationResult<unknown, unknown, number>;
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/?search=maria']}>
          <ResourceListPage ns="customers" columns={COLUMNS} useList={useList} AddPanel={() => null} useDelete={useDelete} deleteFields={() => []} />
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const list = (total: number, capped?: true): ResourceList<Row> => ({ 'hydra:member': rows, 'hydra:totalItems': total, ...(capped ? { 'chairly:totalItemsCapped': capped } : {}) });

describe('a list whose count stopped (issue #33: a wide customer search counts up to 1,000)', () => {
  it('says "more than" the count when the API capped it, and the exact count otherwise', async () => {
    renderList(list(1000, true));
    expect(await screen.findByTestId('list-summary')).toHaveTextContent('Showing 1 to 10 of more than 1000 entries');
  });

  it('reads the exact count as before', async () => {
    renderList(list(25));
    expect(await screen.findByTestId('list-summary')).toHaveTextContent('Showing 1 to 10 of 25 entries');
  });
});
