import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DEFAULT_PAGE_SIZE } from './constants';
import { hydraCollectionSchema, listQuerySchema } from './hydra';

describe('listQuerySchema', () => {
  const query = listQuerySchema(['name', 'price']);

  it('defaults to page 1 and the default page size', () => {
    expect(query.parse({})).toEqual({ page: 1, itemsPerPage: DEFAULT_PAGE_SIZE });
  });

  it('coerces query strings and accepts every allowed page size', () => {
    for (const size of [10, 25, 50, 100]) {
      expect(query.parse({ page: '3', itemsPerPage: String(size) })).toEqual({ page: 3, itemsPerPage: size });
    }
  });

  it('rejects other page sizes, e.g. 7', () => {
    const result = query.safeParse({ itemsPerPage: '7' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['itemsPerPage']);
    expect(query.safeParse({ itemsPerPage: '1000' }).success).toBe(false);
  });

  it('rejects page 0 and fractional pages', () => {
    expect(query.safeParse({ page: '0' }).success).toBe(false);
    expect(query.safeParse({ page: '1.5' }).success).toBe(false);
  });

  it('accepts order[field]=asc|desc for sortable fields only', () => {
    expect(query.parse({ 'order[name]': 'desc' })).toMatchObject({ 'order[name]': 'desc' });
    expect(query.safeParse({ 'order[name]': 'up' }).success).toBe(false);
    expect(query.parse({ 'order[secret]': 'asc' })).not.toHaveProperty('order[secret]');
  });
});

describe('hydraCollectionSchema', () => {
  const schema = hydraCollectionSchema(z.object({ id: z.number() }));
  it('accepts a collection and rejects a wrong @type', () => {
    const body = { '@context': '/api/contexts/Service', '@id': '/api/services', '@type': 'hydra:Collection', 'hydra:member': [{ id: 1 }], 'hydra:totalItems': 1 };
    expect(schema.safeParse(body).success).toBe(true);
    expect(schema.safeParse({ ...body, '@type': 'Collection' }).success).toBe(false);
    expect(schema.safeParse({ ...body, 'hydra:totalItems': -1 }).success).toBe(false);
  });
});
