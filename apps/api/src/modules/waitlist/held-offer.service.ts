import { AppError, type WaitlistHeldOffer } from '@chairly/shared';
import { toAppointment, type AppointmentsRepository, type BookingContextRepository } from '../appointments-core/index';
import type { WaitlistRepository } from './waitlist.repository';

type Deps = {
  repository: Pick<WaitlistRepository, 'isOfferHold'>;
  appointments: Pick<AppointmentsRepository, 'findByUuid'>;
  context: Pick<BookingContextRepository, 'timeZone'>;
};

/**
 * Issue #31.3: the stylist's hold for a waitlist customer as the offer page shows it, signed in or
 * out: time, services, price and whether it is still held. The uuid comes only in the customer's
 * message; any other appointment's uuid is "not found", and nothing about the customer is shown.
 */
export function createHeldOfferService({ repository, appointments, context }: Deps) {
  return {
    async heldOffer(stylistId: number, uuid: string): Promise<WaitlistHeldOffer> {
      const row = await appointments.findByUuid(stylistId, uuid);
      if (!row || !(await repository.isOfferHold(stylistId, row.id))) throw new AppError('NOT_FOUND', 'No such offer');
      const { startsAt, endsAt, state, holdExpiresAt, services, amount, currency } = toAppointment(row, await context.timeZone(stylistId));
      return { startsAt, endsAt, state, holdExpiresAt, services, amount, ...(currency ? { currency } : {}) };
    },
  };
}
export type HeldOfferService = ReturnType<typeof createHeldOfferService>;
