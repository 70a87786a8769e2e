import { Outlet, useLocation } from 'react-router';
import { ScrollReset } from './layouts/scroll-reset';
import { ScrollToTop } from './layouts/scroll-to-top';
import { RouteErrorBoundary } from './route-error-boundary';

export function RootShell() {
  const { pathname } = useLocation();
  return (
    <>
      <RouteErrorBoundary key={pathname}>
        <Outlet />
      </RouteErrorBoundary>
      <ScrollToTop />
      <ScrollReset />
    </>
  );
}
