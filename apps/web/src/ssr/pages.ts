import type { QueryClient } from '@tanstack/react-query';
import type { RouteName } from '@/config/route-types';
import { prefetchStylistPage } from '@/features/booking/server';
import type { Runtime } from '@/lib/runtime';

export type ServerRenderedPage = {
  /** Translation namespaces the screen uses besides the shell's: the page carries them inline. */
  namespaces: readonly string[];
  /** The screen's module (its key in the build manifest): the API links its CSS and code from it. */
  module: string;
  /**
   * Fetches the screen's data before the first render pass, in the order the screen asks for it:
   * the page is then drawn once instead of twice (issue #33.3). Without it the renderer learns
   * the queries from a first pass.
   */
  prefetch?: (queryClient: QueryClient, runtime: Runtime) => Promise<unknown>;
};

/**
 * Pages the API renders on the server for signed-out visitors (docs/decisions.md D13): the two a
 * newcomer lands on first. They must not read the query string: the API renders and caches them by
 * path (a link shared with `?utm_source=…` or a per-click `?fbclid=…` is the same page).
 */
export const SERVER_RENDERED_PAGES: Partial<Record<RouteName, ServerRenderedPage>> = {
  landing: { namespaces: ['landing'], module: 'src/features/landing/routes/landing-page.tsx' },
  'stylist-page': {
    namespaces: ['booking', 'reviews'],
    module: 'src/features/booking/routes/stylist-page.tsx',
    prefetch: (queryClient, { host }) => prefetchStylistPage(queryClient, host.kind === 'stylist' ? host.subdomain : ''),
  },
};
