import type { HydraCollection, OpenHour, OpenHoursRequest } from '@chairly/shared';
import { hydraCollection } from '../../lib/hydra';
import type { OpenHourRow, OpenHoursRepository } from './open-hours.repository';

const PATH = '/api/open_hours';

const toHour = (time: string) => Number(time.slice(0, 2));
const toTime = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

function toView(row: OpenHourRow): OpenHour {
  return { '@id': `${PATH}/${row.id}`, '@type': 'OpenHours', id: row.id, weekDay: row.weekDay, startTime: toTime(row.startHour), endTime: toTime(row.endHour) };
}

export function createOpenHoursService(repository: Pick<OpenHoursRepository, 'list' | 'replace'>) {
  /** `memberId` null: the owner's week (the public page's). */
  async function list(stylistId: number, memberId: number | null): Promise<HydraCollection<OpenHour>> {
    const members = (await repository.list(stylistId, memberId)).map(toView);
    return hydraCollection({ context: '/api/contexts/OpenHours', id: PATH, members, total: members.length });
  }
  return {
    list,
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
