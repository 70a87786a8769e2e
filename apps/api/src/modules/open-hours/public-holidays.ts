import type { HolidayCountry } from '@chairly/shared';
import Holidays from 'date-holidays';

/**
 * Public holidays from the `date-holidays` package (country and region rules, names in many
 * languages); only the type `public` is offered. Pure apart from the package's data.
 */
export type PublicHolidayDate = { date: string; name: string };

const countryLists = new Map<string, HolidayCountry[]>();

const language = (lang: string | undefined) => (lang ?? 'en').toLowerCase().split(/[-_]/)[0] || 'en';

/** Every country the package knows, with its regions, by name in `lang` (cached per language). */
export function holidayCountries(lang?: string): HolidayCountry[] {
  const key = language(lang);
  const cached = countryLists.get(key);
  if (cached) return cached;
  const holidays = new Holidays();
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name, key);
  const list = Object.entries(holidays.getCountries(key))
    .map(([code, name]) => ({
      code,
      name,
      regions: Object.entries(holidays.getStates(code, key) ?? {})
        .map(([region, regionName]) => ({ code: region, name: regionName }))
        .sort(byName),
    }))
    .sort(byName);
  countryLists.set(key, list);
  return list;
}

/** Whether the package knows the country, and the region within it (null: the whole country). */
export function isKnownRegion(country: string, region: string | null): boolean {
  const holidays = new Holidays();
  if (!Object.prototype.hasOwnProperty.call(holidays.getCountries(), country)) return false;
  if (region === null) return true;
  return Object.prototype.hasOwnProperty.call(holidays.getStates(country) ?? {}, region);
}

/**
 * The public holidays dated in [from, before) ('yyyy-MM-dd'), one entry per date (two holidays on
 * one date share it, names joined), by date.
 */
export function publicHolidays(country: string, region: string | null, from: string, before: string, lang?: string): PublicHolidayDate[] {
  const holidays = region === null ? new Holidays(country, { types: ['public'] }) : new Holidays(country, region, { types: ['public'] });
  const byDate = new Map<string, string[]>();
  for (let year = Number(from.slice(0, 4)); year <= Number(before.slice(0, 4)); year++) {
    for (const holiday of holidays.getHolidays(year, language(lang)) || []) {
      const date = holiday.date.slice(0, 10);
      if (holiday.type !== 'public' || date < from || date >= before) continue;
      const names = byDate.get(date) ?? [];
      if (!names.includes(holiday.name)) names.push(holiday.name);
      byDate.set(date, names);
    }
  }
  return [...byDate.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, names]) => ({ date, name: names.join(' / ') }));
}
