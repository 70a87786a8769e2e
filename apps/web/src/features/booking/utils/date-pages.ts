import { BOOKING_RULES } from '@chairly/shared/availability/contracts';
import { addDays } from './zoned-time';

export const DAYS_PER_PAGE = 14;
/** Each availability call covers two pages (28 days, within the API's 62-day limit). */
export const DAYS_PER_CHUNK = DAYS_PER_PAGE * 2;
export const PAGE_COUNT = Math.ceil(BOOKING_RULES.horizonDays / DAYS_PER_PAGE);

/** The dates of one page of the date grid, never past the booking horizon. */
export function pageDates(today: string, page: number): string[] {
  const first = page * DAYS_PER_PAGE;
  const count = Math.min(DAYS_PER_PAGE, BOOKING_RULES.horizonDays - first);
  return Array.from({ length: Math.max(0, count) }, (_, i) => addDays(today, first + i));
}

/** The period (`from`–`to`, inclusive) of the availability call that covers a page. */
export function chunkOf(today: string, page: number): { from: string; to: string } {
  const start = Math.floor(page / 2) * DAYS_PER_CHUNK;
  const end = Math.min(start + DAYS_PER_CHUNK, BOOKING_RULES.horizonDays) - 1;
  return { from: addDays(today, start), to: addDays(today, end) };
}

/** The page that shows a date (to reopen the grid where the customer picked). */
export function pageOf(today: string, date: string): number {
  const days = Math.round((Date.parse(date) - Date.parse(today)) / 86_400_000);
  return Math.min(PAGE_COUNT - 1, Math.max(0, Math.floor(days / DAYS_PER_PAGE)));
}
