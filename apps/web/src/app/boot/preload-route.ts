import { detectHost } from '@chairly/shared/hosts';
import { matchRoutes } from 'react-router';
import type { AppConfig } from '@/config/app-config';
import { routesForHost } from '@/config/routes';
import { preloadScreen } from '../screen';

/**
 * Starts downloading the screen the address bar asks for while the translations and the shell are
 * still loading, instead of after the first render (one round trip less before the page shows).
 * The later lazy import of the same module reuses the download.
 */
export function preloadRouteScreen(
  config: AppConfig,
  location: Pick<Location, 'hostname' | 'pathname'>,
): Promise<unknown> {
  const table = routesForHost(detectHost(location.hostname, config.baseDomain));
  const match = matchRoutes(
    table.map((def) => ({ path: def.path, def })),
    location.pathname,
  )?.at(-1);
  const def = match?.route.def;
  if (!def || def.redirect || !def.component) return Promise.resolve();
  return preloadScreen(def.component);
}
