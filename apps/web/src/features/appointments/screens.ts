import type { LazyScreen } from '@/config/route-types';

/** Appointment screens (docs/product.md §2): the filtered, paged list and the detail with transitions and fees. */
export const appointmentScreens = {
  list: () => import('./routes/appointment-list-page'),
  show: () => import('./routes/appointment-show-page'),
} satisfies Record<string, LazyScreen>;
