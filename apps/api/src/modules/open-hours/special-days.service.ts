import {
  AppError,
  SPECIAL_DAY_MAX_DAYS_AHEAD,
  SPECIAL_DAY_NOTE_MAX,
  type AcceptHolidaysRequest,
  type HydraCollection,
  type PublicHolidays,
  type SpecialDay,
  type SpecialDayRequest,
} from '@chairly/shared';
import { hydraCollection } from '../../lib/hydra';
import { localDateOf } from '../availability/index';
import { isKnownRegion, publicHolidays } from './public-holidays';
import type { SpecialDayRow, SpecialDaysRepository } from './special-days.repository';
import { addDays } from '@chairly/shared/format';

const PATH = '/api/open_hours/overrides';

const pad = (n: number) => String(n).padStart(2, '0');
const toTime = (minute: number) => `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`;
const toMinute = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
/** `date` plus `days` calendar days. */
const addMonths = (date: string, months: number) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + months);
  return d.toISOString().slice(0, 10);
};

export function toSpecialDay(row: SpecialDayRow): SpecialDay {
  return {
    '@id': `${PATH}/${row.date}`,
    '@type': 'SpecialDay',
    date: row.date,
    closed: row.intervals.length === 0,
    intervals: row.intervals.map((i) => ({ startTime: toTime(i.startMinute), endTime: toTime(i.endMinute) })),
    note: row.note,
  };
}

const invalid = (fields: Record<string, string>) => new AppError('VALIDATION', 'The request is invalid', fields);

type Deps = { repository: SpecialDaysRepository; now: () => Date };

export function createSpecialDaysService({ repository, now }: Deps) {
  const today = async (stylistId: number) => localDateOf(now().getTime(), await repository.timeZone(stylistId));

  /** A special day lies between her today and two years ahead. */
  async function checkDate(stylistId: number, date: string, field: string) {
    const first = await today(stylistId);
    if (date < first) throw invalid({ [field]: 'A special day cannot be in the past' });
    if (date > addDays(first, SPECIAL_DAY_MAX_DAYS_AHEAD)) throw invalid({ [field]: `A special day can be at most ${SPECIAL_DAY_MAX_DAYS_AHEAD} days ahead` });
  }

  async function resolveRegion(stylistId: number, query: { country?: string | undefined; region?: string | undefined }) {
    const saved = query.country === undefined ? await repository.holidayRegion(stylistId) : { country: query.country, region: query.region ?? null };
    // Her own country stands in for a holiday country she never chose, if the calendar knows it.
    if ('fromCountry' in saved && saved.fromCountry && saved.country !== null && !isKnownRegion(saved.country, null)) return { country: null, region: null };
    if (saved.country !== null && !isKnownRegion(saved.country, saved.region)) {
      throw invalid(isKnownRegion(saved.country, null) ? { region: 'Unknown region of this country' } : { country: 'Unknown country' });
    }
    return saved;
  }

  return {
    /** The salon's days (`memberId` null) or a member's own (D63). */
    async list(
      stylistId: number,
      query: { 'date[after]'?: string | undefined; 'date[strictly_before]'?: string | undefined },
      memberId: number | null = null,
    ): Promise<HydraCollection<SpecialDay>> {
      const from = query['date[after]'] ?? (await today(stylistId));
      const members = (await repository.list(stylistId, from, query['date[strictly_before]'] ?? null, memberId)).map(toSpecialDay);
      return hydraCollection({ context: '/api/contexts/SpecialDay', id: PATH, members, total: members.length });
    },

    async put(stylistId: number, request: SpecialDayRequest, memberId: number | null = null): Promise<SpecialDay> {
      await checkDate(stylistId, request.date, 'date');
      const intervals = request.intervals.map((i) => ({ startMinute: toMinute(i.startTime), endMinute: toMinute(i.endTime) }));
      return toSpecialDay(await repository.put(stylistId, { date: request.date, note: request.note ?? '', intervals }, memberId));
    },

    async remove(stylistId: number, date: string, memberId: number | null = null): Promise<void> {
      if (!(await repository.remove(stylistId, date, memberId))) throw new AppError('NOT_FOUND', 'This date has no special hours');
    },

    /** The public holidays of the next 12 months from her today, marking those already special days. */
    async holidays(stylistId: number, query: { country?: string | undefined; region?: string | undefined; lang?: string | undefined }): Promise<PublicHolidays> {
      const { country, region } = await resolveRegion(stylistId, query);
      if (country === null) return { country: null, region: null, holidays: [] };
      const from = await today(stylistId);
      const before = addMonths(from, 12);
      const taken = new Set((await repository.list(stylistId, from, before)).map((d) => d.date));
      const holidays = publicHolidays(country, region, from, before, query.lang).map((h) => ({ ...h, taken: taken.has(h.date) }));
      return { country, region, holidays };
    },

    /** Closes the chosen holidays (each must be one of the next 12 months' public holidays there). */
    async acceptHolidays(stylistId: number, request: AcceptHolidaysRequest) {
      const region = request.region ?? null;
      await resolveRegion(stylistId, { country: request.country, region: region ?? undefined });
      const from = await today(stylistId);
      const offered = new Map(publicHolidays(request.country, region, from, addMonths(from, 12), request.lang).map((h) => [h.date, h.name]));
      const unknown = request.dates.filter((date) => !offered.has(date));
      if (unknown.length > 0) throw invalid({ dates: `Not a public holiday of the next 12 months there: ${unknown.join(', ')}` });
      const dates = [...new Set(request.dates)].sort();
      const accepted = await repository.closeDates(stylistId, dates.map((date) => ({ date, note: (offered.get(date) ?? '').slice(0, SPECIAL_DAY_NOTE_MAX) })), request.country, region);
      return { accepted, skipped: dates.filter((date) => !accepted.includes(date)) };
    },
  };
}
export type SpecialDaysService = ReturnType<typeof createSpecialDaysService>;
