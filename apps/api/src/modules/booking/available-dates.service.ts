import { AppError, occupancyOf, type AvailableDates, type AvailableDatesParams, type AvailableDatesQuery } from '@chairly/shared';
import { orderedServices, type AppointmentsRepository, type BookingContextRepository } from '../appointments-core/index';
import { computeAvailability } from '../availability/index';
import type { BlockedTimesRepository } from '../blocked-times/index';
import type { StylistRulesReader } from './stylist-rules';

type Deps = {
  context: Pick<BookingContextRepository, 'timeZone' | 'openHours' | 'services'>;
  appointments: Pick<AppointmentsRepository, 'busyRanges'>;
  blocked: Pick<BlockedTimesRepository, 'ranges'>;
  /** Her booking rules and special days (stylist-rules.ts), as the booking side reads them. */
  stylistRules: StylistRulesReader;
  now: () => Date;
};

const DAY_MS = 86_400_000;

/** Available start times per date for a total duration (the list side of the one engine). */
export function createAvailableDatesService({ context, appointments, blocked, stylistRules, now }: Deps) {
  return {
    async list(stylistId: number, params: AvailableDatesParams, query: AvailableDatesQuery = {}): Promise<AvailableDates> {
      // The chosen services' buffers and processing windows (what a booking of them occupies).
      let occupied;
      if (query.services) {
        const chosen = orderedServices(query.services, await context.services(stylistId, [...new Set(query.services)], true));
        if (chosen.durationMinutes !== params.duration) {
          const message = `The duration must be the chosen services' total (${chosen.durationMinutes} minutes)`;
          throw new AppError('BUSINESS_RULE', message, { duration: message });
        }
        occupied = occupancyOf(chosen.services).occupied;
      }
      const [timeZone, openHours, rules] = await Promise.all([
        context.timeZone(stylistId),
        context.openHours(stylistId),
        stylistRules(stylistId, params.startDate, params.endDate),
      ]);
      // A day either side covers every zone offset; the engine keeps only what overlaps.
      const [after, before] = [new Date(Date.parse(params.startDate) - DAY_MS), new Date(Date.parse(params.endDate) + 2 * DAY_MS)];
      // Blocked time is busy like an appointment (the booking transaction refuses it too).
      const [appointmentsBusy, blockedBusy] = await Promise.all([appointments.busyRanges(stylistId, after, before), blocked.ranges(stylistId, after, before)]);
      const busy = [...appointmentsBusy, ...blockedBusy];
      const dates = computeAvailability({
        timeZone,
        openHours,
        busy,
        durationMinutes: params.duration,
        occupied,
        from: params.startDate,
        to: params.endDate,
        now: now(),
        ...rules,
      });
      return { timeZone, dates };
    },
  };
}
export type AvailableDatesService = ReturnType<typeof createAvailableDatesService>;
