import { describe, expect, it } from 'vitest';
import { chunkOf, PAGE_COUNT, pageCount, pageDates, pageOf } from './date-pages';

describe('date pages', () => {
  it('shows two weeks per page and stops at the 90-day horizon', () => {
    expect(pageDates('2026-01-01', 0)).toHaveLength(14);
    expect(pageDates('2026-01-01', 0)[13]).toBe('2026-01-14');
    const last = pageDates('2026-01-01', PAGE_COUNT - 1);
    expect(last.at(-1)).toBe('2026-03-31');
    expect(last).toHaveLength(6);
  });

  it('fetches availability in chunks within the 62-day limit', () => {
    expect(chunkOf('2026-01-01', 0)).toEqual({ from: '2026-01-01', to: '2026-01-28' });
    expect(chunkOf('2026-01-01', 1)).toEqual({ from: '2026-01-01', to: '2026-01-28' });
    expect(chunkOf('2026-01-01', 2)).toEqual({ from: '2026-01-29', to: '2026-02-25' });
    expect(chunkOf('2026-01-01', 6)).toEqual({ from: '2026-03-26', to: '2026-03-31' });
  });

  it('follows the stylist’s own horizon (7 to 365 days)', () => {
    expect(pageCount(7)).toBe(1);
    expect(pageDates('2026-01-01', 0, 7)).toHaveLength(7);
    expect(pageCount(365)).toBe(27);
    expect(pageDates('2026-01-01', 26, 365)).toEqual(['2026-12-31']);
    expect(chunkOf('2026-01-01', 26, 365)).toEqual({ from: '2026-12-31', to: '2026-12-31' });
    expect(pageOf('2026-01-01', '2026-11-30', 365)).toBe(23);
    expect(pageOf('2026-01-01', '2026-11-30', 30)).toBe(2);
  });

  it('finds the page of a picked date', () => {
    expect(pageOf('2026-01-01', '2026-01-15')).toBe(1);
    expect(pageOf('2026-01-01', '2025-12-30')).toBe(0);
  });
});
