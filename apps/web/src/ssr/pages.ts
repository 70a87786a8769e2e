import type { RouteName } from '@/config/route-types';

export type ServerRenderedPage = {
  /** Translation namespaces the screen uses besides the shell's: the page carries them inline. */
  namespaces: readonly string[];
  /** The screen's module (its key in the build manifest): the API links its CSS and code from it. */
  module: string;
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
  },
};
