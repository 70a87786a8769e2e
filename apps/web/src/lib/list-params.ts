import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@chairly/shared/constants';
import { useCallback, useMemo } from 'react';
import { useSearchUpdate } from './search-update';

export type SortDirection = 'asc' | 'desc';
export type ListSort<F extends string> = { field: F; direction: SortDirection } | null;
export type ListParams<F extends string> = { page: number; size: number; sort: ListSort<F>; search: string };

/** 'Showing X to Y of Z entries': the 1-based range of the rows on `page`. */
export function entriesRange(page: number, size: number, total: number): { from: number; to: number; total: number } {
  if (total === 0) return { from: 0, to: 0, total };
  const from = Math.min((page - 1) * size + 1, total);
  return { from, to: Math.min(page * size, total), total };
}

/** Clicking a column header: ascending, then descending, then back to the default order. */
export function nextSort<F extends string>(current: ListSort<F>, field: F): ListSort<F> {
  if (current?.field !== field) return { field, direction: 'asc' };
  return current.direction === 'asc' ? { field, direction: 'desc' } : null;
}

/** The list call's query: page, itemsPerPage, order[field] and search (docs/product.md §7). */
export function toListQuery<F extends string>(params: ListParams<F>): Record<string, string | number> {
  const query: Record<string, string | number> = { page: params.page, itemsPerPage: params.size };
  if (params.sort) query[`order[${params.sort.field}]`] = params.sort.direction;
  if (params.search) query.search = params.search;
  return query;
}

export function parseListParams<F extends string>(search: URLSearchParams, sortable: readonly F[]): ListParams<F> {
  const page = Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1);
  const sizeValue = Number(search.get('size'));
  const size = (PAGE_SIZES as readonly number[]).includes(sizeValue) ? sizeValue : DEFAULT_PAGE_SIZE;
  const [field, direction] = (search.get('sort') ?? '').split(':');
  const sort: ListSort<F> =
    sortable.includes(field as F) && (direction === 'asc' || direction === 'desc') ? { field: field as F, direction } : null;
  return { page, size, sort, search: search.get('q') ?? '' };
}

/**
 * The URL with the list's params set to `next` (defaults left out). Other params are a screen's own
 * filters (a team's `member`, issue #34): they stay as they are.
 */
export function withListParams<F extends string>(current: URLSearchParams, next: ListParams<F>): URLSearchParams {
  const out = new URLSearchParams(current);
  for (const key of ['page', 'size', 'sort', 'q']) out.delete(key);
  if (next.page > 1) out.set('page', String(next.page));
  if (next.size !== DEFAULT_PAGE_SIZE) out.set('size', String(next.size));
  if (next.sort) out.set('sort', `${next.sort.field}:${next.sort.direction}`);
  if (next.search) out.set('q', next.search);
  return out;
}

/** Page, page size, sort and search of a list screen, kept in the URL so reload and back keep them. */
export function useListParams<F extends string>(sortable: readonly F[]) {
  const [search, setSearch] = useSearchUpdate();
  const params = useMemo(() => parseListParams(search, sortable), [search, sortable]);
  const update = useCallback(
    (change: Partial<ListParams<F>>) =>
      // Applied to the URL as it is now: a quick second change keeps the first.
      setSearch((current) => withListParams(current, { ...parseListParams(current, sortable), page: 1, ...change })),
    [setSearch, sortable],
  );
  return { params, update };
}
