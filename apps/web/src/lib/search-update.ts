import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/**
 * The query string a change applies to: the one in the address bar now. React Router hands
 * `setSearchParams(fn)` the params of the last render, and `<BrowserRouter>` renders a navigation in
 * a transition that can wait behind other work (a slow list render), so a second quick change (a date,
 * then a state) built on those params dropped the first. In the browser, on the route's own path, the
 * history already holds the latest query; elsewhere (server render, memory routers) the rendered one is.
 */
export function useSearchUpdate(): [URLSearchParams, (change: (current: URLSearchParams) => URLSearchParams) => void] {
  const [search, setSearch] = useSearchParams();
  const { pathname } = useLocation();
  const update = useCallback(
    (change: (current: URLSearchParams) => URLSearchParams) => {
      const live = typeof window !== 'undefined' && window.location.pathname === pathname ? new URLSearchParams(window.location.search) : null;
      setSearch((rendered) => change(live ?? rendered), { replace: true });
    },
    [pathname, setSearch],
  );
  return [search, update];
}
