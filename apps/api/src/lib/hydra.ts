import { listQuerySchema, type HydraCollection } from '@chairly/shared';
import { asc, desc, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { z } from 'zod';

type Sortable = readonly [string, ...string[]];

/**
 * The list query of docs/product.md §7 (`page`, `itemsPerPage`, `order[field]`) plus any extra parameters.
 * Other query parameters pass (the SPA adds a cache-busting timestamp), but ordering on a field
 * that is not sortable is rejected rather than silently ignored.
 */
export function listQuery<const F extends Sortable, E extends z.ZodRawShape = Record<never, never>>(sortable: F, extra?: E) {
  const allowed = new Set(sortable.map((f) => `order[${f}]`));
  return listQuerySchema(sortable)
    .extend(extra ?? ({} as E))
    .loose()
    .superRefine((query, ctx) => {
      for (const key of Object.keys(query)) {
        if (key.startsWith('order[') && !allowed.has(key)) {
          ctx.addIssue({ code: 'custom', path: [key], message: `Sorting is possible by ${sortable.join(', ')}` });
        }
      }
    });
}

/** `pagination=false` returns the whole list (small dictionaries such as time zones). */
export const paginationParam = z
  .enum(['true', 'false'], { error: 'pagination must be true or false' })
  .default('true')
  .transform((v) => v === 'true');

export function toLimitOffset(query: { page: number; itemsPerPage: number }): { limit: number; offset: number } {
  return { limit: query.itemsPerPage, offset: (query.page - 1) * query.itemsPerPage };
}

type OrderQuery = Record<string, unknown>;

/** One ORDER BY term: a field of the list's columns and its direction. */
export type OrderTerm = { field: string; direction: 'asc' | 'desc' };

/**
 * The ORDER BY terms from the `order[field]` parameters, in the order they were given, limited to
 * the columns listed; falls back to `fallback` (id descending by default). Always ends with the
 * id so that pages are stable.
 */
export function toOrderTerms(
  query: OrderQuery,
  columns: Record<string, AnyPgColumn> & { id: AnyPgColumn },
  fallback: OrderTerm = { field: 'id', direction: 'desc' },
): OrderTerm[] {
  const order: OrderTerm[] = [];
  const used = new Set<string>();
  for (const [key, direction] of Object.entries(query)) {
    const field = /^order\[(.+)\]$/.exec(key)?.[1];
    if (!field || !columns[field] || (direction !== 'asc' && direction !== 'desc')) continue;
    order.push({ field, direction });
    used.add(field);
  }
  if (order.length === 0) {
    const field = columns[fallback.field] ? fallback.field : 'id';
    order.push({ field, direction: fallback.direction });
    used.add(fallback.field);
  }
  if (!used.has('id')) order.push({ field: 'id', direction: 'asc' });
  return order;
}

/** Drizzle ORDER BY of terms from `toOrderTerms` (their columns are among `columns`). */
export function orderByOf(terms: OrderTerm[], columns: Record<string, AnyPgColumn>): SQL[] {
  return terms.map(({ field, direction }) => (direction === 'asc' ? asc(columns[field]!) : desc(columns[field]!)));
}

/** The terms as text ("name:asc,id:asc"): the shape of a prepared list query. */
export const orderKey = (terms: OrderTerm[]) => terms.map((t) => `${t.field}:${t.direction}`).join(',');

/** Drizzle ORDER BY from the `order[field]` parameters (see `toOrderTerms`). */
export function toOrderBy(
  query: OrderQuery,
  columns: Record<string, AnyPgColumn> & { id: AnyPgColumn },
  fallback: OrderTerm = { field: 'id', direction: 'desc' },
): SQL[] {
  return orderByOf(toOrderTerms(query, columns, fallback), columns);
}

/** A JSON-LD (Hydra) collection as every list call answers it. */
export function hydraCollection<T>(options: { context: string; id: string; members: T[]; total: number }): HydraCollection<T> {
  return {
    '@context': options.context,
    '@id': options.id,
    '@type': 'hydra:Collection',
    'hydra:member': options.members,
    'hydra:totalItems': options.total,
  };
}
