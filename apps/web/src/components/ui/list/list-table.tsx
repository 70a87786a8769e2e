import { Box, Button, Group, Paper, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Fragment, type Key, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { SortDirection } from '@/lib/list-params';
import classes from './list.module.css';
import { ARROWS, SortableTh } from './sortable-th';

/** One column of a back-office list: a table column on wide screens, a labelled line of a card on phones. */
export type ListColumn<T> = {
  /** The column's name: its header cell, and the label of its value on a card. */
  label: string;
  /** The list can be sorted by this column: its header sorts (and on a phone, a button above the cards). */
  sort?: { direction: SortDirection | null; onSort: () => void };
  cell: (item: T) => ReactNode;
  /** The row's buttons: on a card they sit below the values, without a label. */
  actions?: boolean;
};

type ListTableProps<T> = {
  /** Below this width the table scrolls sideways instead of widening the page. */
  minWidth: number;
  columns: ListColumn<T>[];
  rowKey: (item: T) => Key;
  /** A test id for an item's row or card. */
  rowTestId?: (item: T) => string;
  items: T[] | undefined;
  loading: boolean;
  skeletonRows: number;
  /** Vertical margin of each 14 px skeleton bar: what makes a skeleton row as tall as a real one. */
  skeletonMargin?: number;
  /** The text shown when there are no items. */
  empty: string;
};

// Mantine's `sm` breakpoint (48em): below it a 640–680 px table would hide its last columns off screen (issue #31.6).
export const CARDS_QUERY = '(max-width: 47.99em)';

/** Whether lists show cards: read at once (not after an effect) so a phone never renders the table first. */
function useCards(): boolean {
  const initial = typeof window !== 'undefined' && window.matchMedia(CARDS_QUERY).matches;
  return useMediaQuery(CARDS_QUERY, initial, { getInitialValueInEffect: false });
}

/**
 * A back-office list: a table on wide screens, one card per item on phones (every value labelled, the
 * actions reachable). Skeletons until the first items arrive, a line saying there are none.
 */
export function ListTable<T>(props: ListTableProps<T>) {
  return useCards() ? <ListCards {...props} /> : <ListRows {...props} />;
}

function ListRows<T>({ minWidth, columns, rowKey, rowTestId, items, loading, skeletonRows, skeletonMargin, empty }: ListTableProps<T>) {
  const body = () => {
    if (loading && !items)
      return Array.from({ length: skeletonRows }, (_, index) => (
        // Keys of their own: a row reused for the item whose id is its index would count as moved.
        <Table.Tr key={`skeleton-${index}`} aria-hidden>
          {columns.map((_column, cell) => (
            <Table.Td key={cell}>
              <Skeleton height={14} radius="sm" my={skeletonMargin} />
            </Table.Td>
          ))}
        </Table.Tr>
      ));
    if (!items || items.length === 0)
      return (
        <Table.Tr>
          <Table.Td colSpan={columns.length}>
            <Text ta="center" c="dimmed" py="md">
              {empty}
            </Text>
          </Table.Td>
        </Table.Tr>
      );
    return items.map((item) => (
      <Table.Tr key={rowKey(item)} data-testid={rowTestId?.(item)}>
        {columns.map((column, index) => (
          <Table.Td key={index}>{column.cell(item)}</Table.Td>
        ))}
      </Table.Tr>
    ));
  };
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-busy={loading}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column, index) => (
              <Fragment key={index}>
                {column.sort ? (
                  <SortableTh direction={column.sort.direction} onSort={column.sort.onSort}>
                    {column.label}
                  </SortableTh>
                ) : (
                  <Table.Th>{column.label}</Table.Th>
                )}
              </Fragment>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{body()}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** On a phone the table's sortable headers are gone: one button per sortable column sorts the cards. */
function CardSort<T>({ columns }: { columns: ListColumn<T>[] }) {
  const { t } = useTranslation('common');
  const sortable = columns.filter((column) => column.sort);
  if (sortable.length === 0) return null;
  return (
    <Group gap={6} mb="sm" role="group" aria-label={t('list.sortBy')}>
      {sortable.map(({ label, sort }) => (
        <Button key={label} size="compact-sm" variant={sort?.direction ? 'light' : 'subtle'} onClick={sort?.onSort} data-direction={sort?.direction ?? 'none'}>
          {label}
          <span aria-hidden className={sort?.direction ? classes.arrowActive : classes.arrow} style={{ marginInlineStart: 6 }}>
            {ARROWS[sort?.direction ?? 'none']}
          </span>
          {sort?.direction && <VisuallyHidden>{t(sort.direction === 'asc' ? 'list.ascending' : 'list.descending')}</VisuallyHidden>}
        </Button>
      ))}
    </Group>
  );
}

function ListCards<T>(props: ListTableProps<T>) {
  return (
    <>
      <CardSort columns={props.columns} />
      <CardItems {...props} />
    </>
  );
}

function CardItems<T>({ columns, rowKey, rowTestId, items, loading, skeletonRows, empty }: ListTableProps<T>) {
  const [title, ...rest] = columns.filter((column) => !column.actions);
  const actions = columns.find((column) => column.actions);
  if (loading && !items)
    return (
      <Stack gap="sm" aria-busy data-testid="list-cards">
        {Array.from({ length: skeletonRows }, (_, index) => (
          <Paper key={`skeleton-${index}`} withBorder radius="md" p="sm" aria-hidden>
            <Skeleton height={14} radius="sm" mb="sm" width="60%" />
            <Skeleton height={14} radius="sm" />
          </Paper>
        ))}
      </Stack>
    );
  if (!items || items.length === 0)
    return (
      <Text ta="center" c="dimmed" py="md" data-testid="list-cards">
        {empty}
      </Text>
    );
  return (
    <Stack component="ul" gap="sm" className={classes.cards} aria-busy={loading} data-testid="list-cards">
      {items.map((item) => (
        <Paper component="li" key={rowKey(item)} withBorder radius="md" p="sm" data-testid={rowTestId?.(item)}>
          {title && (
            <Box fw={600} mb={6}>
              {title.cell(item)}
            </Box>
          )}
          <dl className={classes.fields}>
            {rest.map((column, index) => (
              <div key={index} className={classes.field}>
                <dt>{column.label}</dt>
                <dd>{column.cell(item)}</dd>
              </div>
            ))}
          </dl>
          {actions && <Box mt="sm">{actions.cell(item)}</Box>}
        </Paper>
      ))}
    </Stack>
  );
}
