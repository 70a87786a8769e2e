import { Table, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import type { SortDirection } from '@/lib/list-params';
import classes from './list.module.css';

type SortableThProps = {
  children: ReactNode;
  /** The column's current direction, or null when the list is not sorted by it. */
  direction: SortDirection | null;
  onSort: () => void;
};

export const ARROWS = { asc: '▲', desc: '▼', none: '↕' } as const;

/** A column header that sorts on click or Enter/Space, and says its state to assistive technology. */
export function SortableTh({ children, direction, onSort }: SortableThProps) {
  return (
    <Table.Th aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'} className={classes.sortable}>
      <UnstyledButton onClick={onSort} className={classes.sortButton}>
        <span>{children}</span>
        <span aria-hidden className={direction ? classes.arrowActive : classes.arrow}>
          {ARROWS[direction ?? 'none']}
        </span>
      </UnstyledButton>
    </Table.Th>
  );
}
