import type { LazyScreen } from '@/config/route-types';

/** Public stylist page and the customer booking flow (docs/product.md §2 booking routes); each screen is its own chunk. */
export const bookingScreens = {
  stylistPage: () => import('./routes/stylist-page'),
  dateTime: () => import('./routes/date-time-page'),
  confirm: () => import('./routes/confirm-page'),
  success: () => import('./routes/success-page'),
  bookingsList: () => import('./routes/bookings-list-page'),
  bookingDetail: () => import('./routes/booking-detail-page'),
  reschedule: () => import('./routes/reschedule-page'),
  requestConsultation: () => import('./routes/request-consultation-page'),
  /** Issue 21: the waitlist message's link, opening the booking flow on the offered time. */
  waitlistOffer: () => import('./routes/waitlist-offer-page'),
} satisfies Record<string, LazyScreen>;
