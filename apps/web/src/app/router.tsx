import { useMemo } from 'react';
import { Navigate, useRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import type { Runtime } from '@/config/app-config';
import { paths } from '@/config/paths';
import { notFoundRoute, routesForHost } from '@/config/routes';
import type { LazyScreen, RouteDef } from '@/config/routes';
import { RouteGuard } from './guard/route-guard';
import { DefaultLayout } from './layouts/default-layout';
import { FullLayout } from './layouts/full-layout';
import { RootShell } from './root-shell';
import { lazyScreen } from './screen';

const notFoundScreen = notFoundRoute.component as LazyScreen;

/** One route object per table entry; the entry itself is the `handle` (route meta). */
function toRouteObject(def: RouteDef): RouteObject {
  if (def.redirect)
    return { path: def.path, handle: def, element: <Navigate to={def.redirect} replace /> };
  // Screens not built yet show the 404 page until their issue adds the component (still guarded).
  if (!def.component) {
    const NotBuilt = lazyScreen(notFoundScreen);
    return {
      path: def.path,
      handle: def,
      element: (
        <RouteGuard meta={def}>
          <NotBuilt />
        </RouteGuard>
      ),
    };
  }
  const Screen = lazyScreen(def.component);
  return {
    path: def.path,
    handle: def,
    element: (
      <RouteGuard meta={def}>
        <Screen />
      </RouteGuard>
    ),
  };
}

export function buildRoutes(runtime: Pick<Runtime, 'host'>): RouteObject[] {
  const table = routesForHost(runtime.host);
  const inLayout = (layout: RouteDef['layout']) =>
    table.filter(
      (def) => !def.redirect && (def.component ? def.layout === layout : layout === 'full'),
    );
  const NotFound = lazyScreen(notFoundScreen);
  // The host without subdomain redirects unknown paths to the 404 page (docs/product.md §2); other hosts show it in place.
  const unknown: RouteObject =
    runtime.host.kind === 'root'
      ? { path: '*', handle: notFoundRoute, element: <Navigate to={paths.error404()} replace /> }
      : { path: '*', handle: notFoundRoute, element: <NotFound /> };

  return [
    {
      element: <RootShell />,
      children: [
        { element: <DefaultLayout />, children: inLayout('default').map(toRouteObject) },
        { element: <FullLayout />, children: [...inLayout('full').map(toRouteObject), unknown] },
        ...table.filter((def) => def.redirect).map(toRouteObject),
      ],
    },
  ];
}

/**
 * The route table rendered with React Router's declarative API inside a `<BrowserRouter>`. The data
 * router (`createBrowserRouter`) would add ~15 kB gzip to every first load for loaders, actions and
 * fetchers this app does not use; errors are caught by RootShell's boundary instead of `errorElement`.
 */
export function AppRoutes({ runtime }: { runtime: Pick<Runtime, 'host'> }) {
  const routes = useMemo(() => buildRoutes(runtime), [runtime]);
  return useRoutes(routes);
}
