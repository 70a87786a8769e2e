import { AppError, type Stylist, type UpdateStylistRequest } from '@chairly/shared';
import type { StylistChanges, StylistSettingsRepository } from './stylist-settings.repository';
import { toStylist } from '../stylists/index';

type Repository = Pick<StylistSettingsRepository, 'findById' | 'timeZoneExists' | 'update'>;

function toChanges({ timeZone, ...rest }: UpdateStylistRequest): StylistChanges {
  return { ...rest, ...(timeZone === undefined ? {} : { timeZoneId: timeZone }) };
}

export function createStylistSettingsService(repository: Repository) {
  async function read(stylistId: number): Promise<Stylist> {
    const row = await repository.findById(stylistId);
    if (!row) throw new AppError('NOT_FOUND', 'Stylist not found');
    return toStylist({ stylist: row.stylist, timeZone: row.zone });
  }

  return {
    read,
    /** Partial update of the stylist's own account and notification settings; another id is 404. */
    async update(tokenStylistId: number, pathId: number, body: UpdateStylistRequest): Promise<Stylist> {
      if (pathId !== tokenStylistId) throw new AppError('NOT_FOUND', 'Stylist not found');
      if (body.timeZone !== undefined && !(await repository.timeZoneExists(body.timeZone))) {
        throw new AppError('VALIDATION', 'The request is invalid', { timeZone: 'Unknown time zone' });
      }
      const changes = toChanges(body);
      if (Object.keys(changes).length > 0) await repository.update(tokenStylistId, changes);
      return read(tokenStylistId);
    },
  };
}
export type StylistSettingsService = ReturnType<typeof createStylistSettingsService>;
