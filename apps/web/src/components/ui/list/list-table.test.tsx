import { MantineProvider } from '@mantine/core';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ListTable } from './list-table';

type Row = { id: number; name: string };

function renderTable(items: Row[] | undefined, loading: boolean) {
  render(
    <MantineProvider env="test">
      <ListTable<Row>
        minWidth={600}
        columns={[
          { label: 'Name', cell: (item) => item.name },
          { label: 'Id', cell: (item) => item.id },
          { label: 'Actions', actions: true, cell: (item) => <button type="button">Edit {item.name}</button> },
        ]}
        rowKey={(item) => item.id}
        items={items}
        loading={loading}
        skeletonRows={3}
        empty="Nothing here"
      />
    </MantineProvider>,
  );
  return screen.getByRole('table');
}

describe('ListTable', () => {
  it('shows skeleton rows hidden from assistive technology until the first items arrive, and says it is busy', () => {
    const table = renderTable(undefined, true);
    expect(table).toHaveAttribute('aria-busy', 'true');
    // Only the header row is exposed: the skeleton rows are aria-hidden.
    expect(within(table).getAllByRole('row')).toHaveLength(1);
    const skeletonRows = table.querySelectorAll('tbody tr[aria-hidden]');
    expect(skeletonRows).toHaveLength(3);
    expect(skeletonRows[0]!.querySelectorAll('td')).toHaveLength(3);
  });

  it('says so across every column when there are no items', () => {
    const table = renderTable([], false);
    expect(table).toHaveAttribute('aria-busy', 'false');
    const cell = within(table).getByRole('cell', { name: 'Nothing here' });
    expect(cell).toHaveAttribute('colspan', '3');
  });

  it('renders a row per item under the header, keeping the shown items while the next ones load', () => {
    const table = renderTable([{ id: 1, name: 'Balayage' }, { id: 2, name: 'Haircut' }], true);
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Name', 'Id', 'Actions']);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[2]!).getByRole('cell', { name: 'Haircut' })).toBeInTheDocument();
    expect(table.querySelectorAll('tbody tr[aria-hidden]')).toHaveLength(0);
  });
});

describe('ListTable on a phone', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows each item as a card with every value labelled and its actions, no table', () => {
    const onSort = vi.fn();
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    render(
      <MantineProvider env="test">
        <ListTable<Row>
          minWidth={600}
          columns={[
            { label: 'Name', cell: (item) => item.name, sort: { direction: 'asc', onSort } },
            { label: 'Duration', cell: (item) => `${item.id * 30} min` },
            { label: 'Actions', actions: true, cell: (item) => <button type="button">Edit {item.name}</button> },
          ]}
          rowKey={(item) => item.id}
          items={[{ id: 1, name: 'Balayage' }, { id: 2, name: 'Haircut' }]}
          loading={false}
          skeletonRows={3}
          empty="Nothing here"
        />
      </MantineProvider>,
    );
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(screen.getByTestId('list-cards')).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(cards[1]).toHaveTextContent('Haircut');
    expect(within(cards[1]!).getByRole('term')).toHaveTextContent('Duration');
    expect(within(cards[1]!).getByRole('definition')).toHaveTextContent('60 min');
    expect(within(cards[1]!).getByRole('button', { name: 'Edit Haircut' })).toBeInTheDocument();
    // The sortable column keeps a way to sort, with its direction said.
    const sortBy = screen.getByRole('group');
    fireEvent.click(within(sortBy).getByRole('button', { name: /^Name/ }));
    expect(onSort).toHaveBeenCalledOnce();
    expect(within(sortBy).getAllByRole('button')).toHaveLength(1);
  });
});
