/** Calendar arithmetic on yyyy-MM-dd dates (no zone: the dates are already local to the stylist). */
const DAY_MS = 86_400_000;
const toMs = (date: string) => Date.parse(`${date}T00:00:00Z`);
const fromMs = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  return fromMs(toMs(date) + days * DAY_MS);
}

/** Monday of the ISO week of `date`. */
export function weekStart(date: string): string {
  const weekDay = (new Date(toMs(date)).getUTCDay() + 6) % 7;
  return addDays(date, -weekDay);
}

export function monthStart(date: string): string {
  return `${date.slice(0, 7)}-01`;
}

export function nextMonthStart(date: string): string {
  const d = new Date(toMs(monthStart(date)));
  return fromMs(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));
}
