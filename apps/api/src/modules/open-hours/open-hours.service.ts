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

export function createOpenHoursService(repository: Pick<OpenHoursRepository, 'list' | 'replace' | 'isBookable'>) {
  /** `memberId` null: the owner's week (the public page's). */
  async function list(stylistId: number, memberId: number | null): Promise<HydraCollection<OpenHour>> {
    const members = (await repository.list(stylistId, memberId)).map(toView);
    return hydraCollection({ context: '/api/contexts/OpenHours', id: PATH, members, total: members.length });
  }
  return {
    list,
    /**
     * The public page's hours: the owner's week, or (`memberId`, issue #34) the week of a member
     * the page may name; anyone else (inactive, not taking online bookings, another business's) 404.
     */
    async publicList(stylistId: number, memberId: number | undefined): Promise<HydraCollection<OpenHour>> {
      if (memberId !== undefined && !(await repository.isBookable(stylistId, memberId))) throw new AppError('NOT_FOUND', UNKNOWN_MEMBER_MESSAGE, { member: UNKNOWN_MEMBER_MESSAGE });
      return list(stylistId, memberId ?? null);
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
