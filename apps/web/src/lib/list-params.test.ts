import { describe, expect, it } from 'vitest';
import { entriesRange, nextSort, parseListParams, toListQuery, withListParams } from './list-params';

describe('entriesRange (table footer)', () => {
  it.each([
    [1, 10, 25, { from: 1, to: 10, total: 25 }],
    [2, 10, 25, { from: 11, to: 20, total: 25 }],
    [3, 10, 25, { from: 21, to: 25, total: 25 }],
    [1, 25, 25, { from: 1, to: 25, total: 25 }],
    [1, 10, 0, { from: 0, to: 0, total: 0 }],
    [1, 100, 7, { from: 1, to: 7, total: 7 }],
  ])('page %i of size %i with %i rows', (page, size, total, range) => {
    expect(entriesRange(page, size, total)).toEqual(range);
  });
});

describe('list params', () => {
  it('cycles a column through ascending, descending and the default order', () => {
    const asc = nextSort<'name' | 'price'>(null, 'name');
    expect(asc).toEqual({ field: 'name', direction: 'asc' });
    const desc = nextSort(asc, 'name');
    expect(desc).toEqual({ field: 'name', direction: 'desc' });
    expect(nextSort(desc, 'name')).toBeNull();
    expect(nextSort(desc, 'price')).toEqual({ field: 'price', direction: 'asc' });
  });

  it('reads the URL, ignoring sizes and fields the list does not offer', () => {
    expect(parseListParams(new URLSearchParams('page=3&size=25&sort=price:desc&q=cut'), ['name', 'price'])).toEqual({
      page: 3,
      size: 25,
      sort: { field: 'price', direction: 'desc' },
      search: 'cut',
    });
    expect(parseListParams(new URLSearchParams('page=-2&size=7&sort=stylist:asc'), ['name'])).toEqual({ page: 1, size: 10, sort: null, search: '' });
  });

  it("writes its own params to the URL and keeps a screen's own filters (a team's member)", () => {
    const out = withListParams(new URLSearchParams('member=2&page=3&q=old'), { page: 1, size: 25, sort: { field: 'name', direction: 'asc' }, search: 'new' });
    expect(Object.fromEntries(out)).toEqual({ member: '2', size: '25', sort: 'name:asc', q: 'new' });
    expect(withListParams(new URLSearchParams('page=2&size=25'), { page: 1, size: 10, sort: null, search: '' }).toString()).toBe('');
  });

  it('builds the API query', () => {
    expect(toListQuery({ page: 2, size: 50, sort: { field: 'duration', direction: 'asc' }, search: 'gel' })).toEqual({
      page: 2,
      itemsPerPage: 50,
      'order[duration]': 'asc',
      search: 'gel',
    });
    expect(toListQuery({ page: 1, size: 10, sort: null, search: '' })).toEqual({ page: 1, itemsPerPage: 10 });
  });
});
