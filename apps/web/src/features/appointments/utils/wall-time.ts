/**
 * Times travel with the offset of the stylist's zone (`2031-01-10T10:00:00+01:00`); the screens
 * show that wall time whatever the browser's zone is, by formatting its fields as UTC.
 */
export function wallDate(iso: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(iso);
  if (!match) return new Date(Number.NaN);
  const [, y, mo, d, h, mi] = match.map(Number) as [number, number, number, number, number, number];
  return new Date(Date.UTC(y, mo - 1, d, h, mi));
}

export function formatWall(iso: string, locale: string, options: Intl.DateTimeFormatOptions): string {
  const date = wallDate(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(date);
}

export const formatWallDateTime = (iso: string, locale: string) => formatWall(iso, locale, { dateStyle: 'medium', timeStyle: 'short' });
export const formatWallTime = (iso: string, locale: string) => formatWall(iso, locale, { timeStyle: 'short' });

/** Amounts in currency units, shown with `$` and two decimals (docs/architecture.md §5). */
export function formatMoney(amount: number): string {
  return `$${amount.toFixed(2)}`;
}

function offsetMinutes(epochMs: number, timeZone: string): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' }).formatToParts(epochMs).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

function withOffset(wallMs: number, minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const offset = `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return `${new Date(wallMs).toISOString().slice(0, 19)}${offset}`;
}

/** A wall time `yyyy-MM-ddTHH:mm` of `timeZone` as ISO with that zone's offset (a time in a DST gap moves on). */
export function wallTimeToIso(local: string, timeZone: string): string {
  const wallMs = Date.parse(`${local.slice(0, 16)}:00Z`);
  let minutes = offsetMinutes(wallMs, timeZone);
  minutes = offsetMinutes(wallMs - minutes * 60_000, timeZone);
  return withOffset(wallMs, minutes);
}

/** Midnight of a `yyyy-MM-dd` wall date in `timeZone`, as ISO with that zone's offset. */
export const startOfWallDay = (date: string, timeZone: string) => wallTimeToIso(`${date}T00:00`, timeZone);

/** `yyyy-MM-dd` of an instant in `timeZone`, plus `days`. */
export function wallDateOf(epochMs: number, timeZone: string, days = 0): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(epochMs);
  return new Date(Date.parse(`${parts}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
