import { AppError, occupancyOf, type AvailableDates, type AvailableDatesParams, type AvailableDatesQuery } from '@chairly/shared';
import { orderedServices, type BookingContextRepository } from '../appointments-core/index';
import type { Availability, ChosenShape } from '../availability/index';

type Deps = {
  context: Pick<BookingContextRepository, 'services'>;
  /** The slot list (availability module): her schedule, rules and busy time through the one engine. */
  availability: Pick<Availability, 'list'>;
};

/**
 * The public slot list for a total duration, optionally for chosen services (`?services=3,5`): they
 * must be hers and public, and the duration their total (else 422); what a booking of them
 * occupies (buffers, processing windows) is what the engine keeps free. Issue #34 (D64): for the
 * member `?member={id}` (404 not bookable, 422 not performing them), else anyone available, each
 * member with her own durations of the chosen services.
 */
export function createAvailableDatesService({ context, availability }: Deps) {
  function shapeOf(stylistId: number, duration: number, ids: number[]): ChosenShape {
    return {
      key: ids.join(','),
      async occupied() {
        const chosen = orderedServices(ids, await context.services(stylistId, [...new Set(ids)], true));
        if (chosen.durationMinutes !== duration) {
          const message = `The duration must be the chosen services' total (${chosen.durationMinutes} minutes)`;
          throw new AppError('BUSINESS_RULE', message, { duration: message });
        }
        return occupancyOf(chosen.services).occupied;
      },
    };
  }
  return {
    list(stylistId: number, params: AvailableDatesParams, query: AvailableDatesQuery = {}): Promise<AvailableDates> {
      const who = { member: query.member ?? ('any' as const), ...(query.services ? { serviceIds: query.services } : {}) };
      return availability.list(stylistId, params, query.services ? shapeOf(stylistId, params.duration, query.services) : undefined, undefined, who);
    },
  };
}
export type AvailableDatesService = ReturnType<typeof createAvailableDatesService>;
