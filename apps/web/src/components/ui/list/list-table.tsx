import { Skeleton, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type ListTableProps<T> = {
  /** Below this width the table scrolls sideways instead of widening the page. */
  minWidth: number;
  /** The header cells, one per column. */
  head: ReactNode;
  columnCount: number;
  items: T[] | undefined;
  loading: boolean;
  skeletonRows: number;
  /** Vertical margin of each 14 px skeleton bar: what makes a skeleton row as tall as a real one. */
  skeletonMargin?: number;
  /** The text of the row shown when there are no items. */
  empty: string;
  /** An item's row: a `Table.Tr` with its own key. */
  row: (item: T) => ReactNode;
};

/** A back-office list's table: skeleton rows until the first items arrive, a row saying there are none, sideways scroll on narrow screens. */
export function ListTable<T>({ minWidth, head, columnCount, items, loading, skeletonRows, skeletonMargin, empty, row }: ListTableProps<T>) {
  const body = () => {
    if (loading && !items)
      return Array.from({ length: skeletonRows }, (_, index) => (
        // Keys of their own: a row reused for the item whose id is its index would count as moved.
        <Table.Tr key={`skeleton-${index}`} aria-hidden>
          {Array.from({ length: columnCount }, (_, cell) => (
            <Table.Td key={cell}>
              <Skeleton height={14} radius="sm" my={skeletonMargin} />
            </Table.Td>
          ))}
        </Table.Tr>
      ));
    if (!items || items.length === 0)
      return (
        <Table.Tr>
          <Table.Td colSpan={columnCount}>
            <Text ta="center" c="dimmed" py="md">
              {empty}
            </Text>
          </Table.Td>
        </Table.Tr>
      );
    return items.map(row);
  };
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-busy={loading}>
        <Table.Thead>
          <Table.Tr>{head}</Table.Tr>
        </Table.Thead>
        <Table.Tbody>{body()}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
