/** Calendar arithmetic on yyyy-MM-dd dates (no zone: the dates are already local to the stylist). */
import { addDays, weekDayOf } from '@chairly/shared/format';

export { addDays };
const toMs = (date: string) => Date.parse(`${date}T00:00:00Z`);
const fromMs = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Monday of the ISO week of `date`. */
export function weekStart(date: string): string {
  return addDays(date, -weekDayOf(date));
}

export function monthStart(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

export function nextMonthStart(date: string): string {
  const d = new Date(toMs(monthStart(date)));
  return fromMs(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));
}
