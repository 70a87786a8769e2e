import { ApiError } from '@/lib/api-client';

/**
 * What the stylist is told when offering a time fails (`waitlist` keys): 409, the time is taken;
 * 429, her offers (messages to customers) of the day are spent (docs/operations.md §11).
 */
export function offerErrorKey(error: unknown): string {
  if (!(error instanceof ApiError)) return 'stylist.failed';
  if (error.status === 409) return 'stylist.taken';
  if (error.status === 429) return 'stylist.dailyLimit';
  return 'stylist.failed';
}
