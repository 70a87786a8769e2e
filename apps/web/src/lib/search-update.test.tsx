import { DEFAULT_PAGE_SIZE } from '@chairly/shared/constants';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BrowserRouter, MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useListParams } from './list-params';
import { useSearchUpdate } from './search-update';

const withBrowser = ({ children }: { children: ReactNode }) => <BrowserRouter>{children}</BrowserRouter>;
const set = (name: string, value: string) => (current: URLSearchParams) => {
  const next = new URLSearchParams(current);
  next.set(name, value);
  return next;
};

afterEach(() => window.history.replaceState(null, '', '/'));

describe('useSearchUpdate', () => {
  it('applies two quick changes (before any render) on top of each other', () => {
    window.history.replaceState(null, '', '/apps/appointments/list?size=25');
    const { result } = renderHook(() => useSearchUpdate(), { wrapper: withBrowser });
    act(() => {
      const [, update] = result.current;
      update(set('from', '2026-11-11'));
      update(set('state', 'no_show'));
    });
    expect(Object.fromEntries(new URLSearchParams(window.location.search))).toEqual({ size: '25', from: '2026-11-11', state: 'no_show' });
    expect(result.current[0].toString()).toBe('size=25&from=2026-11-11&state=no_show');
    // Replaced, not pushed: back leaves the list instead of stepping through its filters.
    expect(window.history.length).toBe(1);
  });

  it('uses the rendered query under a memory router (the address bar is not its URL)', () => {
    const memory = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={['/list?q=anna']}>{children}</MemoryRouter>;
    const { result } = renderHook(() => useSearchUpdate(), { wrapper: memory });
    act(() => result.current[1](set('page', '2')));
    expect(result.current[0].toString()).toBe('q=anna&page=2');
  });
});

describe('useListParams', () => {
  it('keeps a sort chosen just before a search', () => {
    window.history.replaceState(null, '', '/apps/customers/list');
    const { result } = renderHook(() => useListParams(['name'] as const), { wrapper: withBrowser });
    act(() => {
      result.current.update({ sort: { field: 'name', direction: 'desc' } });
      result.current.update({ search: 'carla' });
    });
    expect(result.current.params).toEqual({ page: 1, size: DEFAULT_PAGE_SIZE, sort: { field: 'name', direction: 'desc' }, search: 'carla' });
  });
});
