import { Button, Group } from '@mantine/core';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListTable, type ListColumn } from '@/components/ui/list';
import type { ListSort } from '@/lib/list-params';

/** What a back-office table shows of its rows; headers are the namespace's `columns.<key>`. */
export type ResourceColumns<T, F extends string> = {
  sortable: readonly F[];
  /** Columns after the sortable ones that cannot be sorted. */
  plain?: readonly string[];
  /** One cell per column, sortable then plain. */
  cells: (item: T, t: TFunction) => ReactNode[];
  /** The row's name in the edit and delete buttons' labels. */
  name: (item: T) => string;
  editPath: (id: number) => string;
};

type ResourceTableProps<T extends { id: number }, F extends string> = {
  ns: string;
  columns: ResourceColumns<T, F>;
  items: T[] | undefined;
  loading: boolean;
  sort: ListSort<F>;
  onSort: (field: F) => void;
  onDelete: (item: T) => void;
  skeletonRows: number;
};

/** Sortable table (cards on phones) with skeletons while loading, an empty line, and edit and delete buttons per item. */
export function ResourceTable<T extends { id: number }, F extends string>({ ns, columns, items, loading, sort, onSort, onDelete, skeletonRows }: ResourceTableProps<T, F>) {
  const { t } = useTranslation(ns);
  // i18next 27's t() types refuse a key built from the type parameter F; the key is a plain string.
  const columnTitle = (column: string) => t(`columns.${column}` as string);
  const plain = columns.plain ?? [];
  const cellAt = (index: number) => (item: T) => columns.cells(item, t)[index];
  const list: ListColumn<T>[] = [
    ...columns.sortable.map((column, index) => ({
      label: columnTitle(column),
      sort: { direction: sort?.field === column ? sort.direction : null, onSort: () => onSort(column) },
      cell: cellAt(index),
    })),
    ...plain.map((column, index) => ({ label: columnTitle(column), cell: cellAt(columns.sortable.length + index) })),
    {
      label: t('columns.actions'),
      actions: true,
      cell: (item: T) => {
        const name = columns.name(item);
        return (
          <Group gap="xs" wrap="nowrap">
            <Button component={Link} to={columns.editPath(item.id)} size="xs" variant="light" aria-label={t('editLabel', { name })}>
              {t('edit')}
            </Button>
            <Button size="xs" variant="light" color="red" onClick={() => onDelete(item)} aria-label={t('deleteLabel', { name })}>
              {t('delete')}
            </Button>
          </Group>
        );
      },
    },
  ];
  return (
    <ListTable
      minWidth={680}
      columns={list}
      rowKey={(item) => item.id}
      items={items}
      loading={loading}
      skeletonRows={skeletonRows}
      // 14 px bar + 2 × 8 px = the 30 px of a row's xs buttons: no shift when the rows arrive.
      skeletonMargin={8}
      empty={t('empty')}
    />
  );
}
