import { AppError, occupancyOf, POLICY_CONFIG, type Appointment, type AvailableDates, type AvailableDatesParams, type RescheduleInfo, type RescheduleRequest } from '@chairly/shared';
import {
  performedBy,
  toAppointment,
  type AppointmentRow,
  type AppointmentsRepository,
  type AppointmentWritesRepository,
  type BookingContextRepository,
} from '../appointments-core/index';
import { appointmentRescheduledNotification } from '../notifications/index';
import type { Availability } from '../availability/index';
import type { SlotRules } from './booking-rules';
import type { StylistContactReader } from './stylist-contact.repository';

type Deps = {
  context: Pick<BookingContextRepository, 'timeZone' | 'customerIdOfAccount' | 'policies'>;
  appointments: Pick<AppointmentsRepository, 'findById'>;
  writes: Pick<AppointmentWritesRepository, 'update'>;
  slots: Pick<SlotRules, 'candidates' | 'firstPassing' | 'assign' | 'inTransaction'>;
  /** The slot list, with the booking's own time not counted as busy. */
  availability: Pick<Availability, 'list'>;
  stylistContact: StylistContactReader;
  now: () => Date;
};

const MINUTE_MS = 60_000;
const notFound = () => new AppError('NOT_FOUND', 'Appointment not found');

/**
 * Issue #19.1: a customer moves their own booked appointment to another start, for the services
 * as booked (their length, buffer and processing windows; card, note and amount stay). The new
 * start meets the same slot rules as a new booking (open hours, special days, grid, notice,
 * horizon → 422; blocked time → 409), then one stylist write transaction moves the row: the new
 * time is taken and the old one freed together (the exclusion constraint compares the moved row
 * with every other, never with itself; taken → 409 and nothing changed), and the stylist (and the
 * customer, with the updated calendar file) are told. Inside the stylist's cancellation window
 * the customer is sent to the stylist instead (422 with her phone and e-mail).
 *
 * No hold is taken first: a hold is a second appointment, and it would collide with the booking
 * itself whenever the new time overlaps the old one (half an hour later, say).
 */
export function createRescheduleService({ context, appointments, writes, slots, availability, stylistContact, now }: Deps) {
  async function own(stylistId: number, accountId: number, id: number): Promise<AppointmentRow> {
    const customerId = await context.customerIdOfAccount(stylistId, accountId);
    const row = customerId === null ? null : await appointments.findById(stylistId, id);
    if (!row || row.customer?.id !== customerId) throw notFound();
    return row;
  }

  async function refusal(stylistId: number, row: AppointmentRow): Promise<RescheduleInfo['reason']> {
    if (row.state !== 'booked') return 'state';
    if (now().getTime() >= row.startsAt.getTime()) return 'started';
    const windowMinutes = (await context.policies(stylistId)).get(POLICY_CONFIG.cancellationWindowMinutes);
    if (windowMinutes !== undefined && now().getTime() >= row.startsAt.getTime() - windowMinutes * MINUTE_MS) return 'window';
    return null;
  }

  /** The booking's length and what it occupies from its start (its booked services' pattern). */
  function shape(row: AppointmentRow) {
    const lengthMinutes = (row.endsAt.getTime() - row.startsAt.getTime()) / MINUTE_MS;
    const patterns = row.services.map((s) => ({ durationMinutes: s.duration, bufferMinutes: s.buffer, processingStartMinutes: s.processingStart, processingMinutes: s.processing }));
    return { lengthMinutes, occupied: occupancyOf(patterns, lengthMinutes).occupied };
  }

  /** The booked services in the shape of a new booking's (name, buffer, processing window as booked). */
  const booked = (row: AppointmentRow) =>
    row.services.map((s) => ({ id: s.id, name: s.name, priceCents: s.priceCents, durationMinutes: s.duration, bufferMinutes: s.buffer, processingStartMinutes: s.processingStart, processingMinutes: s.processing }));

  /**
   * Whether the move stays with her as booked: the booking has a member, the customer keeps her
   * (or asks for anyone), and she no longer performs every booked service (one deleted, or taken
   * off her list, since). Such a booking moves only with her, its services, length and amount as
   * booked (as before teams); the exclusion constraint and her blocked time decide the rest.
   */
  async function asBooked(stylistId: number, row: AppointmentRow, who: number | 'any'): Promise<boolean> {
    const previous = row.member?.id;
    if (previous === undefined || (who !== 'any' && who !== previous)) return false;
    try {
      await slots.candidates(stylistId, previous, row.services.map((s) => s.id));
      return false;
    } catch (error) {
      if (error instanceof AppError && error.code === 'BUSINESS_RULE') return true;
      throw error;
    }
  }

  return {
    /**
     * The free times for this booking's new start: the public list's engine and rules, for its own
     * pattern, with its own current time not counted as busy (so half an hour later is offered).
     */
    /** `member` (issue #34): one member's times, else anyone's (each with her own durations of its services). */
    async dates(stylistId: number, accountId: number, id: number, period: Pick<AvailableDatesParams, 'startDate' | 'endDate'>, member: number | 'any' = 'any'): Promise<AvailableDates> {
      const row = await own(stylistId, accountId, id);
      if (row.state !== 'booked') throw new AppError('CONFLICT', `This appointment is ${row.state.replace('_', '-')}; only a booked appointment can be moved`);
      const { lengthMinutes, occupied } = shape(row);
      const at = (minutes: number) => new Date(row.startsAt.getTime() + minutes * MINUTE_MS);
      const ownRanges = occupied.map((segment) => ({ start: at(segment.from), end: at(segment.to) }));
      const moving = { occupied, ownRanges, ...(row.member ? { memberId: row.member.id } : {}) };
      // Her times for its booked pattern, when it stays with her as booked.
      if (row.member && (await asBooked(stylistId, row, member))) return availability.list(stylistId, { duration: lengthMinutes, ...period }, undefined, moving, { member: row.member.id });
      return availability.list(stylistId, { duration: lengthMinutes, ...period }, undefined, moving, { member, serviceIds: row.services.map((s) => s.id) });
    },

    async info(stylistId: number, accountId: number, id: number): Promise<RescheduleInfo> {
      const row = await own(stylistId, accountId, id);
      const reason = await refusal(stylistId, row);
      return { allowed: reason === null, reason, contact: await stylistContact(stylistId) };
    },

    async reschedule(stylistId: number, accountId: number, request: RescheduleRequest): Promise<Appointment> {
      const row = await own(stylistId, accountId, request.appointmentId);
      const reason = await refusal(stylistId, row);
      if (reason === 'state') throw new AppError('CONFLICT', `This appointment is ${row.state.replace('_', '-')}; only a booked appointment can be moved`);
      if (reason === 'started') throw new AppError('BUSINESS_RULE', 'An appointment that has started can no longer be moved');
      if (reason === 'window') {
        const contact = await stylistContact(stylistId);
        const reach = [contact.phone, contact.email].filter(Boolean).join(', ');
        throw new AppError('BUSINESS_RULE', `This appointment is too close to be changed online; please contact ${contact.businessName}${reach ? ` (${reach})` : ''}`);
      }
      const timeZone = await context.timeZone(stylistId);
      const { lengthMinutes, occupied } = shape(row);
      // Issue #34 (D64): the member named, else anyone, the member she had first. With her the
      // booking keeps its services as booked (length, amount); another member takes it at her own
      // durations and prices.
      const previous = row.member?.id;
      const who = request.memberId ?? 'any';
      const serviceIds = row.services.map((s) => s.id);
      const chosen = booked(row);
      const keep = await asBooked(stylistId, row, who);
      const members = keep
        ? [{ memberId: previous!, services: chosen, durationMinutes: lengthMinutes, amountCents: row.amountCents }]
        : (await slots.candidates(stylistId, who, serviceIds))
            .map((m) => ({ memberId: m.memberId, ...performedBy(chosen, m.services) }))
            .sort((a, b) => Number(b.memberId === previous) - Number(a.memberId === previous));
      const { startsAt } = await slots.firstPassing(stylistId, request.startsAt, members, (m) =>
        m.memberId === previous ? { durationMinutes: lengthMinutes, occupied } : { durationMinutes: m.durationMinutes, occupied: occupancyOf(m.services).occupied },
      );
      if (startsAt.getTime() === row.startsAt.getTime() && (who === 'any' || who === previous)) return toAppointment(row, timeZone);

      const notify = appointmentRescheduledNotification(stylistId, { by: 'customer', previousStartsAt: row.startsAt });
      const moved = await writes.update(
        stylistId,
        row.id,
        { startsAt, endsAt: new Date(startsAt.getTime() + lengthMinutes * MINUTE_MS) },
        async (tx, appointmentId) => {
          await slots.inTransaction(tx, stylistId, appointmentId);
          await notify(tx, appointmentId);
        },
        async (tx) => {
          if (keep) return {};
          const member = await slots.assign(tx, stylistId, { startsAt, who, serviceIds, chosen }, { ...(previous ? { preferMemberId: previous } : {}), excludeAppointmentId: row.id });
          if (member.memberId === previous) return {};
          const { services, amountCents, durationMinutes } = member;
          return { memberId: member.memberId, services, amountCents, endsAt: new Date(startsAt.getTime() + durationMinutes * MINUTE_MS) };
        },
      );
      if (!moved) throw new AppError('CONFLICT', 'This appointment changed meanwhile; reload it');
      const after = await appointments.findById(stylistId, row.id);
      if (!after) throw notFound();
      return toAppointment(after, timeZone);
    },
  };
}
export type RescheduleService = ReturnType<typeof createRescheduleService>;
