/** A calendar date (yyyy-MM-dd) in the reader's language, without shifting it through a time zone. */
export function formatDay(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

/** An offered start (ISO with the stylist's offset) as its wall date and time there. */
export function wallParts(iso: string): { date: string; time: string } {
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}
