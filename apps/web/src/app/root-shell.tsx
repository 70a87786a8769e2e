import { Outlet, ScrollRestoration } from 'react-router';
import { ScrollToTop } from './layouts/scroll-to-top';

export function RootShell() {
  return (
    <>
      <Outlet />
      <ScrollToTop />
      <ScrollRestoration />
    </>
  );
}
