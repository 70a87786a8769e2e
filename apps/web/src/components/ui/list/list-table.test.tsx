import { MantineProvider, Table } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ListTable } from './list-table';

type Row = { id: number; name: string };

function renderTable(items: Row[] | undefined, loading: boolean) {
  render(
    <MantineProvider env="test">
      <ListTable<Row>
        minWidth={600}
        head={
          <>
            <Table.Th>Name</Table.Th>
            <Table.Th>Id</Table.Th>
          </>
        }
        columnCount={2}
        items={items}
        loading={loading}
        skeletonRows={3}
        empty="Nothing here"
        row={(item) => (
          <Table.Tr key={item.id}>
            <Table.Td>{item.name}</Table.Td>
            <Table.Td>{item.id}</Table.Td>
          </Table.Tr>
        )}
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
    expect(skeletonRows[0]!.querySelectorAll('td')).toHaveLength(2);
  });

  it('says so across every column when there are no items', () => {
    const table = renderTable([], false);
    expect(table).toHaveAttribute('aria-busy', 'false');
    const cell = within(table).getByRole('cell', { name: 'Nothing here' });
    expect(cell).toHaveAttribute('colspan', '2');
  });

  it('renders a row per item under the header, keeping the shown items while the next ones load', () => {
    const table = renderTable([{ id: 1, name: 'Balayage' }, { id: 2, name: 'Haircut' }], true);
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Name', 'Id']);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[2]!).getByRole('cell', { name: 'Haircut' })).toBeInTheDocument();
    expect(table.querySelectorAll('tbody tr[aria-hidden]')).toHaveLength(0);
  });
});
