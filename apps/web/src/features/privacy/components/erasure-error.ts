import { ApiError } from '@/lib/api-client';

/** The toast key for a refused erasure: the server's reason (D45), else the generic failure. */
export function erasureErrorKey(error: unknown, prefix: 'erase' | 'customer'): string {
  const reason = error instanceof ApiError ? error.reason : undefined;
  if (reason === 'erasure_future_bookings') return `privacy:${prefix}.futureBookings`;
  if (reason === 'erasure_payment_in_progress') return `privacy:${prefix}.paymentInProgress`;
  return `privacy:${prefix}.failed`;
}
