import type { LazyScreen } from '@/config/route-types';

/** Customers screens (docs/product.md §2): the list with its add panel and delete confirmation, and the edit screen. */
export const customerScreens = {
  list: () => import('./routes/customer-list-page'),
  edit: () => import('./routes/customer-edit-page'),
} satisfies Record<string, LazyScreen>;
