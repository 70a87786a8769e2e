import type { LazyScreen } from '@/config/route-types';

/** Services screens (docs/product.md §2): the table with its add panel and delete modal, and the edit screen. */
export const serviceScreens = {
  list: () => import('./routes/service-list-page'),
  edit: () => import('./routes/service-edit-page'),
} satisfies Record<string, LazyScreen>;
