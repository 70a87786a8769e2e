import { AppError, type Appointment, type BlockDateRequest } from '@chairly/shared';
import {
  orderedServices,
  toAppointment,
  type AppointmentsRepository,
  type AppointmentWritesRepository,
  type BookingContextRepository,
} from '../appointments-core/index';
import { isBookable } from '../availability/index';

type Deps = {
  context: Pick<BookingContextRepository, 'timeZone' | 'openHours' | 'services' | 'ensureCustomerOfAccount'>;
  appointments: Pick<AppointmentsRepository, 'findById'>;
  writes: Pick<AppointmentWritesRepository, 'insert'>;
  holdMinutes: number;
  minNoticeMinutes: number;
  now: () => Date;
};

/**
 * Holds a slot for a signed-in customer. The start is validated by the same engine that lists
 * slots, with no busy ranges (open hours, grid, notice, horizon → 422); whether it is free is
 * left to the exclusion constraint inside the inserting transaction (taken → 409).
 */
export function createBlockDateService({ context, appointments, writes, holdMinutes, minNoticeMinutes, now }: Deps) {
  return {
    async block(stylistId: number, customerAccountId: number, request: BlockDateRequest): Promise<Appointment> {
      const found = await context.services(stylistId, [...new Set(request.services)], true);
      const { services, durationMinutes, amountCents } = orderedServices(request.services, found);
      const [timeZone, openHours] = await Promise.all([context.timeZone(stylistId), context.openHours(stylistId)]);
      const startsAt = new Date(request.startsAt);
      if (!isBookable({ timeZone, openHours, busy: [], durationMinutes, now: now(), minNoticeMinutes }, startsAt)) {
        throw new AppError('BUSINESS_RULE', 'This time cannot be booked', { startsAt: 'Choose one of the available times' });
      }
      const customerId = await context.ensureCustomerOfAccount(stylistId, customerAccountId);
      const id = await writes.insert({
        stylistId,
        customerId,
        state: 'held',
        startsAt,
        endsAt: new Date(startsAt.getTime() + durationMinutes * 60_000),
        amountCents,
        note: '',
        holdMinutes,
        createdBy: 'customer',
        services,
        releaseHoldsOfCustomerId: customerId,
        actor: 'customer',
        actorId: customerAccountId,
      });
      const row = await appointments.findById(stylistId, id);
      if (!row) throw new Error('The held appointment was not stored');
      return toAppointment(row, timeZone);
    },
  };
}
export type BlockDateService = ReturnType<typeof createBlockDateService>;
