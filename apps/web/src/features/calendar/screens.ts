import type { LazyScreen } from '@/config/route-types';

/** The calendar screen (docs/product.md §2); FullCalendar loads in a chunk of its own, only here. */
export const calendarScreens = {
  calendar: () => import('./routes/calendar-page'),
} satisfies Record<string, LazyScreen>;
