import { APPOINTMENT_STATES, type AppointmentState } from '@chairly/shared/appointments/contracts';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@chairly/shared/constants';
import { addDays, startOfWallDay, todayIn } from '@chairly/shared/format';
import { parseMemberParam } from '@/features/team';

export const DEFAULT_RANGE_DAYS = 30;
export type SortOrder = 'asc' | 'desc';

/** The list screen's filters as kept in the URL; dates are `yyyy-MM-dd` wall dates of the stylist's zone, `to` inclusive. */
export type ListFilters = {
  from: string | null;
  to: string | null;
  state: AppointmentState | null;
  search: string;
  page: number;
  size: number;
  order: SortOrder;
  /** Issue #34 (D68): one member's appointments (`member={id}`), or null for everyone's. */
  member: number | null;
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const dateParam = (value: string | null) => (value && DATE.test(value) ? value : null);

export function parseFilters(search: URLSearchParams): ListFilters {
  const state = search.get('state');
  const size = Number(search.get('size'));
  return {
    from: dateParam(search.get('from')),
    to: dateParam(search.get('to')),
    state: (APPOINTMENT_STATES as readonly string[]).includes(state ?? '') ? (state as AppointmentState) : null,
    search: search.get('q') ?? '',
    page: Math.max(1, Number.parseInt(search.get('page') ?? '1', 10) || 1),
    size: (PAGE_SIZES as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
    order: search.get('order') === 'desc' ? 'desc' : 'asc',
    member: parseMemberParam(search.get('member')),
  };
}

export function filtersToSearch(filters: ListFilters): URLSearchParams {
  const out = new URLSearchParams();
  if (filters.from) out.set('from', filters.from);
  if (filters.to) out.set('to', filters.to);
  if (filters.state) out.set('state', filters.state);
  if (filters.search) out.set('q', filters.search);
  if (filters.page > 1) out.set('page', String(filters.page));
  if (filters.size !== DEFAULT_PAGE_SIZE) out.set('size', String(filters.size));
  if (filters.order === 'desc') out.set('order', 'desc');
  if (filters.member !== null) out.set('member', String(filters.member));
  return out;
}

/** The range shown: the chosen dates, or today and the next 30 days in the stylist's zone. */
export function effectiveRange(filters: ListFilters, timeZone: string, now: number): { from: string; to: string } {
  return { from: filters.from ?? todayIn(timeZone, now), to: filters.to ?? addDays(todayIn(timeZone, now), DEFAULT_RANGE_DAYS) };
}

/** The call's query: whole wall days [from, to] become [startsAt[after], startsAt[strictly_before]). */
export function toApiQuery(filters: ListFilters, timeZone: string, now: number): Record<string, string | number> {
  const { from, to } = effectiveRange(filters, timeZone, now);
  const dayAfter = addDays(to, 1);
  const query: Record<string, string | number> = {
    'startsAt[after]': startOfWallDay(from, timeZone),
    'startsAt[strictly_before]': startOfWallDay(dayAfter, timeZone),
    page: filters.page,
    itemsPerPage: filters.size,
    'order[startsAt]': filters.order,
  };
  if (filters.state) query.state = filters.state;
  if (filters.search.trim()) query.search = filters.search.trim();
  if (filters.member !== null) query.member = filters.member;
  return query;
}
