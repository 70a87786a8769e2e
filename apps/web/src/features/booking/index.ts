export { CustomerNav } from './components/customer-nav';
/** The server render fetches the public page's data before its first pass (apps/web/src/ssr/pages.ts). */
export { prefetchStylistPage } from './api/prefetch-stylist-page';
