import type { LazyScreen } from '@/config/route-types';

/**
 * Waitlist screens (issue 21): the stylist's list. The offer link's page opens the booking flow on the
 * offered time, so it belongs to booking (bookingScreens.waitlistOffer), which imports the waitlist one way.
 */
export const waitlistScreens = {
  stylistList: () => import('./routes/stylist-waitlist-page'),
} satisfies Record<string, LazyScreen>;
