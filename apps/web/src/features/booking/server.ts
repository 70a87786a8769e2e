/**
 * What only the server render imports (apps/web/src/ssr/pages.ts): kept out of index.ts, which the
 * browser's first-load chunk imports, so the public page's data reads do not ship with every page.
 */
/** The server render fetches the public page's data before its first pass. */
export { prefetchStylistPage } from './api/prefetch-stylist-page';
