import { PgDialect, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { hydraCollection, listQuery, paginationParam, toLimitOffset, toOrderBy } from './hydra';

const items = pgTable('items', { id: serial('id').primaryKey(), name: text('name') });
const columns = { id: items.id, name: items.name };
const dialect = new PgDialect();
const sqlOf = (order: ReturnType<typeof toOrderBy>) =>
  order.map((o) => dialect.sqlToQuery(o).sql.replaceAll('"items".', '')).join(', ');

describe('toLimitOffset', () => {
  it('turns page and page size into limit and offset', () => {
    expect(toLimitOffset({ page: 1, itemsPerPage: 10 })).toEqual({ limit: 10, offset: 0 });
    expect(toLimitOffset({ page: 3, itemsPerPage: 25 })).toEqual({ limit: 25, offset: 50 });
  });
});

describe('listQuery', () => {
  const schema = listQuery(['id', 'name'], { pagination: paginationParam });

  it('applies the defaults of docs/product.md §9', () => {
    expect(schema.parse({})).toEqual({ page: 1, itemsPerPage: 10, pagination: true });
  });

  it('coerces query strings and keeps unrelated parameters (cache busting)', () => {
    expect(schema.parse({ page: '2', itemsPerPage: '50', 'order[name]': 'desc', _: '1700000000', pagination: 'false' })).toEqual({
      page: 2,
      itemsPerPage: 50,
      'order[name]': 'desc',
      _: '1700000000',
      pagination: false,
    });
  });

  it('rejects page sizes outside 10/25/50/100, pages below 1, bad directions and unsortable fields', () => {
    expect(schema.safeParse({ itemsPerPage: '7' }).success).toBe(false);
    expect(schema.safeParse({ page: '0' }).success).toBe(false);
    expect(schema.safeParse({ 'order[name]': 'up' }).success).toBe(false);
    const unsortable = schema.safeParse({ 'order[secret]': 'asc' });
    expect(unsortable.success).toBe(false);
    expect(unsortable.error?.issues[0]).toMatchObject({ path: ['order[secret]'], message: 'Sorting is possible by id, name' });
  });
});

describe('toOrderBy', () => {
  it('defaults to id descending', () => {
    expect(sqlOf(toOrderBy({}, columns))).toBe('"id" desc');
  });

  it('follows the requested fields and ends with id for stable pages', () => {
    expect(sqlOf(toOrderBy({ 'order[name]': 'asc' }, columns))).toBe('"name" asc, "id" asc');
    expect(sqlOf(toOrderBy({ 'order[name]': 'desc', 'order[id]': 'asc' }, columns))).toBe('"name" desc, "id" asc');
  });

  it('ignores fields that are not whitelisted columns and honours a per-list default', () => {
    expect(sqlOf(toOrderBy({ 'order[password]': 'asc', page: 2 }, columns, { field: 'name', direction: 'asc' }))).toBe(
      '"name" asc, "id" asc',
    );
  });
});

describe('hydraCollection', () => {
  it('builds the JSON-LD collection', () => {
    expect(hydraCollection({ context: '/api/contexts/Item', id: '/api/items', members: [{ id: 1 }], total: 31 })).toEqual({
      '@context': '/api/contexts/Item',
      '@id': '/api/items',
      '@type': 'hydra:Collection',
      'hydra:member': [{ id: 1 }],
      'hydra:totalItems': 31,
    });
  });
});
