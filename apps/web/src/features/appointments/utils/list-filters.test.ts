import { describe, expect, it } from 'vitest';
import { filtersToSearch, parseFilters, toApiQuery } from './list-filters';

const NOW = Date.parse('2031-01-10T23:30:00Z');

describe('appointment list filters', () => {
  it('defaults to today and the next 30 days of the stylist’s zone, page 1 of 10, ascending', () => {
    const filters = parseFilters(new URLSearchParams());
    expect(toApiQuery(filters, 'Europe/Berlin', NOW)).toEqual({
      'startsAt[after]': '2031-01-11T00:00:00+01:00',
      'startsAt[strictly_before]': '2031-02-11T00:00:00+01:00',
      page: 1,
      itemsPerPage: 10,
      'order[startsAt]': 'asc',
    });
  });

  it('sends the chosen days whole (to inclusive), the state, the trimmed search, page, size and order', () => {
    const filters = parseFilters(new URLSearchParams('from=2031-03-29&to=2031-03-30&state=no_show&q=%20kim%20&page=3&size=25&order=desc'));
    expect(toApiQuery(filters, 'Europe/Berlin', NOW)).toEqual({
      'startsAt[after]': '2031-03-29T00:00:00+01:00',
      'startsAt[strictly_before]': '2031-03-31T00:00:00+02:00',
      page: 3,
      itemsPerPage: 25,
      'order[startsAt]': 'desc',
      state: 'no_show',
      search: 'kim',
    });
  });

  it('ignores values it does not know and round-trips what it does', () => {
    const filters = parseFilters(new URLSearchParams('from=yesterday&state=lost&size=7&page=-2&order=up'));
    expect(filters).toEqual({ from: null, to: null, state: null, search: '', page: 1, size: 10, order: 'asc', member: null });
    const chosen = parseFilters(new URLSearchParams('from=2031-01-01&to=2031-01-31&state=booked&q=ana&page=2&size=50&order=desc'));
    expect(parseFilters(filtersToSearch(chosen))).toEqual(chosen);
    expect(filtersToSearch(filters).toString()).toBe('');
  });

  it('narrows to one member (issue #34): `member={id}` in the URL and the call; a bad value is everyone', () => {
    const filters = parseFilters(new URLSearchParams('member=12'));
    expect(filters.member).toBe(12);
    expect(toApiQuery(filters, 'Europe/Berlin', NOW)).toMatchObject({ member: 12 });
    expect(filtersToSearch(filters).toString()).toBe('member=12');
    for (const bad of ['0', '-1', 'dana', '1.5']) expect(parseFilters(new URLSearchParams(`member=${bad}`)).member).toBeNull();
    expect(toApiQuery(parseFilters(new URLSearchParams()), 'Europe/Berlin', NOW)).not.toHaveProperty('member');
  });
});
