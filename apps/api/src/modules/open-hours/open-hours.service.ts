import { AppError, type HydraCollection, type OpenHour, type OpenHoursRequest } from '@chairly/shared';
import { hydraCollection } from '../../lib/hydra';
import { UNKNOWN_MEMBER_MESSAGE } from '../availability/index';
import type { OpenHourRow, OpenHoursRepository } from './open-hours.repository';

const PATH = '/api/open_hours';

const toHour = (time: string) => Number(time.slice(0, 2));
const toTime = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

function toView(row: OpenHourRow): OpenHour {
  return { '@id': `${PATH}/${row.id}`, '@type': 'OpenHours', id: row.id, weekDay: row.weekDay, startTime: toTime(row.startHour), endTime: toTime(row.endHour) };
}

/**
 * The hours a team is open (issue #34): on each day, the union of its members' intervals, those that
 * overlap or touch joined into one (Dana 9–13 and Eli 12–17 read 9–17). A joined row keeps the id of
 * its earliest row. Rows come sorted by day, then start.
 */
export function unionOfWeeks(rows: readonly OpenHourRow[]): OpenHourRow[] {
  const joined: OpenHourRow[] = [];
  for (const row of rows) {
    const last = joined.at(-1);
    if (last && last.weekDay === row.weekDay && row.startHour <= last.endHour) last.endHour = Math.max(last.endHour, row.endHour);
    else joined.push({ id: row.id, weekDay: row.weekDay, startHour: row.startHour, endHour: row.endHour });
  }
  return joined;
}

const collection = (rows: readonly OpenHourRow[]): HydraCollection<OpenHour> => {
  const members = rows.map(toView);
  return hydraCollection({ context: '/api/contexts/OpenHours', id: PATH, members, total: members.length });
};

export function createOpenHoursService(repository: Pick<OpenHoursRepository, 'list' | 'listBookable' | 'replace' | 'isBookable'>) {
  /** `memberId` null: the owner's week. */
  async function list(stylistId: number, memberId: number | null): Promise<HydraCollection<OpenHour>> {
    return collection(await repository.list(stylistId, memberId));
  }
  return {
    list,
    /**
     * The public page's hours. Without `memberId`: when the business is open, i.e. the hours of the
     * members it offers online (active, taking online bookings), joined (`unionOfWeeks`) as the
     * public closures join their days; one such member: her week as stored; none: the owner's, as
     * before members. With `memberId` (issue #34): the week of a member the page may name; anyone
     * else (inactive, not taking online bookings, another business's) 404.
     */
    async publicList(stylistId: number, memberId: number | undefined): Promise<HydraCollection<OpenHour>> {
      if (memberId !== undefined) {
        if (!(await repository.isBookable(stylistId, memberId))) throw new AppError('NOT_FOUND', UNKNOWN_MEMBER_MESSAGE, { member: UNKNOWN_MEMBER_MESSAGE });
        return list(stylistId, memberId);
      }
      const rows = await repository.listBookable(stylistId);
      const weeks = new Set(rows.map((row) => row.memberId)).size;
      if (weeks === 0) return list(stylistId, null);
      return collection(weeks === 1 ? rows : unionOfWeeks(rows));
    },
    /** The request is already validated (hours, from < to, no overlap); the database re-checks. */
    async replace(stylistId: number, memberId: number, rows: OpenHoursRequest) {
      await repository.replace(
        stylistId,
        memberId,
        rows.map((row) => ({ weekDay: row.weekDay, startHour: toHour(row.startTime), endHour: toHour(row.endTime) })),
      );
      return list(stylistId, memberId);
    },
  };
}
export type OpenHoursService = ReturnType<typeof createOpenHoursService>;
