/** Money in dollars with two decimals (docs/architecture.md §5), numbers per locale. */
export function formatPrice(amount: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

/** An instant (ISO with offset) as date and time in the stylist's zone. */
export function formatDateTime(iso: string, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

/** A calendar date (`yyyy-MM-dd`) with the given parts, independent of any zone. */
export function formatDate(
  date: string,
  locale: string,
  options: Intl.DateTimeFormatOptions,
): string {
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(
    new Date(`${date}T12:00:00Z`),
  );
}

/** Two calendar dates as one range in the locale's style ("Dec 24 – 26", "24.–26. Dez."); one date when equal. */
export function formatDateRange(from: string, to: string, locale: string): string {
  const format = new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
  const start = new Date(`${from}T12:00:00Z`);
  return from === to
    ? format.format(start)
    : format.formatRange(start, new Date(`${to}T12:00:00Z`));
}

/** A wall time `HH:mm` in the locale's style (14:00 or 2:00 PM). */
export function formatWallTime(time: string, locale: string): string {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return new Intl.DateTimeFormat(locale, {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(2000, 0, 3, hour, minute)));
}

/** Names of the week days Monday first (docs/product.md §3: weekDay 0 = Monday). */
export function weekDayName(weekDay: number, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, 1 + weekDay)),
  );
}
