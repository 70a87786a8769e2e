import { formatCalendarDate } from '@chairly/shared/format';

/** 00:00 … 23:45 in quarter hours, the values special-day intervals offer. */
export const QUARTER_HOUR_OPTIONS = Array.from({ length: 96 }, (_, i) => {
  const minutes = i * 15;
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
});

/** 'yyyy-MM-dd' as a short weekday and date in `language`, e.g. "Sun, 20 Dec 2026" (the one formatter). */
export const formatDay = (date: string, language: string): string =>
  formatCalendarDate(date, language, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });

/** Minutes as hours for the notice field (90 → 1.5), and back, rounded to whole minutes. */
export const minutesToHours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;
export const hoursToMinutes = (hours: number) => Math.round(hours * 60);
