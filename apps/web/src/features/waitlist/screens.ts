import type { LazyScreen } from '@/config/route-types';

/** Waitlist screens (issue 21): the stylist's list and the offer link's page. */
export const waitlistScreens = {
  stylistList: () => import('./routes/stylist-waitlist-page'),
  offer: () => import('./routes/offer-page'),
} satisfies Record<string, LazyScreen>;
