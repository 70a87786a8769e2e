import { BOOKING_RULES } from '@chairly/shared/availability/contracts';
import { addDays, daysBetween } from '@chairly/shared/format';

export const DAYS_PER_PAGE = 14;
/** Each availability call covers two pages (28 days, within the API's 62-day limit). */
export const DAYS_PER_CHUNK = DAYS_PER_PAGE * 2;
/** The horizon when the stylist's own is not known yet (the server's default). */
const DEFAULT_HORIZON = BOOKING_RULES.horizonDays;

/** Pages of the date grid for a booking horizon of `horizonDays` (the stylist's own rule). */
export const pageCount = (horizonDays: number = DEFAULT_HORIZON) =>
  Math.ceil(horizonDays / DAYS_PER_PAGE);
export const PAGE_COUNT = pageCount();

/** The dates of one page of the date grid, never past the booking horizon. */
export function pageDates(
  today: string,
  page: number,
  horizonDays: number = DEFAULT_HORIZON,
): string[] {
  const first = page * DAYS_PER_PAGE;
  const count = Math.min(DAYS_PER_PAGE, horizonDays - first);
  return Array.from({ length: Math.max(0, count) }, (_, i) => addDays(today, first + i));
}

/** The period (`from`–`to`, inclusive) of the availability call that covers a page. */
export function chunkOf(
  today: string,
  page: number,
  horizonDays: number = DEFAULT_HORIZON,
): { from: string; to: string } {
  const start = Math.floor(page / 2) * DAYS_PER_CHUNK;
  const end = Math.min(start + DAYS_PER_CHUNK, horizonDays) - 1;
  return { from: addDays(today, start), to: addDays(today, end) };
}

/** The page that shows a date (to reopen the grid where the customer picked). */
export function pageOf(today: string, date: string, horizonDays: number = DEFAULT_HORIZON): number {
  const days = daysBetween(today, date);
  return Math.min(pageCount(horizonDays) - 1, Math.max(0, Math.floor(days / DAYS_PER_PAGE)));
}
