import { AppError, fromMinorUnits, POLICY_CONFIG, type Appointment, type BookingCustomerProfile, type CancellationInfo, type CustomerAppointmentsQuery } from '@chairly/shared';
import {
  toAppointment,
  type AppointmentRow,
  type AppointmentsRepository,
  type AppointmentWritesRepository,
  type BookingContextRepository,
  type Deposits,
} from '../appointments-core/index';
import { stateChangeNotification } from '../notifications/index';
import type { SalonRepository } from './salon.repository';

type Deps = {
  context: Pick<BookingContextRepository, 'timeZone' | 'policies' | 'customerIdOfAccount' | 'customerContact' | 'accountContact'>;
  appointments: Pick<AppointmentsRepository, 'findById' | 'findByUuid' | 'listForCustomer' | 'countForCustomer'>;
  writes: Pick<AppointmentWritesRepository, 'changeState'>;
  /** Issue #20: a cancellation outside the window gives a paid deposit back. */
  deposits?: Pick<Deposits, 'refund'>;
  /** Issue #31.3: where she is going, on every booking she reads. */
  salons: Pick<SalonRepository, 'salon'>;
  now: () => Date;
};

const notFound = () => new AppError('NOT_FOUND', 'Appointment not found');

/** A signed-in customer's own appointments with the stylist of the subdomain; anyone else's are "not found". */
export function createCustomerBookingsService({ context, appointments, writes, deposits, salons, now }: Deps) {
  async function own(stylistId: number, accountId: number, find: () => Promise<AppointmentRow | null>): Promise<AppointmentRow> {
    const customerId = await context.customerIdOfAccount(stylistId, accountId);
    const row = customerId === null ? null : await find();
    if (!row || row.customer?.id !== customerId) throw notFound();
    return row;
  }

  async function cancellationInfo(stylistId: number, row: AppointmentRow): Promise<CancellationInfo> {
    const policies = await context.policies(stylistId);
    const windowMinutes = policies.get(POLICY_CONFIG.cancellationWindowMinutes);
    const insideWindow = row.state === 'booked' && windowMinutes !== undefined && now().getTime() >= row.startsAt.getTime() - windowMinutes * 60_000;
    const info: CancellationInfo = { insideWindow, feePercentage: insideWindow ? (policies.get(POLICY_CONFIG.cancellationPercentage) ?? null) : null };
    // A paid deposit is refunded by a cancellation outside the window and kept inside it.
    if (row.depositStatus === 'paid')
      info.deposit = { amount: fromMinorUnits(row.depositCents, row.currency), refunded: !insideWindow, currency: row.currency };
    return info;
  }

  return {
    async list(stylistId: number, accountId: number, query: CustomerAppointmentsQuery) {
      const customerId = await context.customerIdOfAccount(stylistId, accountId);
      const offset = (query.page - 1) * query.itemsPerPage;
      const [rows, total, timeZone, salon] = customerId === null
        ? [[], 0, 'UTC', null]
        : await Promise.all([
            appointments.listForCustomer(stylistId, customerId, query.period, query.itemsPerPage, offset),
            appointments.countForCustomer(stylistId, customerId, query.period),
            context.timeZone(stylistId),
            salons.salon(stylistId),
          ]);
      return {
        '@context': '/api/contexts/Appointment',
        '@id': '/api/logged-customer/appointments',
        '@type': 'hydra:Collection' as const,
        'hydra:member': rows.map((row) => ({ ...toAppointment(row, timeZone), ...(salon ? { salon } : {}) })),
        'hydra:totalItems': total,
      };
    },
    async byUuid(stylistId: number, accountId: number, uuid: string): Promise<Appointment> {
      const row = await own(stylistId, accountId, () => appointments.findByUuid(stylistId, uuid));
      const [timeZone, salon] = await Promise.all([context.timeZone(stylistId), salons.salon(stylistId)]);
      return { ...toAppointment(row, timeZone), salon };
    },
    async cancellation(stylistId: number, accountId: number, id: number): Promise<CancellationInfo> {
      return cancellationInfo(stylistId, await own(stylistId, accountId, () => appointments.findById(stylistId, id)));
    },
    /**
     * Own held (released) or booked (cancelled) appointment, before it starts; says whether it was
     * inside the cancellation window.
     */
    async cancel(stylistId: number, accountId: number, id: number) {
      const row = await own(stylistId, accountId, () => appointments.findById(stylistId, id));
      if (row.state !== 'held' && row.state !== 'booked') throw new AppError('CONFLICT', `This appointment is already ${row.state.replace('_', '-')}`);
      if (row.state === 'booked' && now().getTime() >= row.startsAt.getTime()) {
        throw new AppError('BUSINESS_RULE', 'An appointment that has started can no longer be cancelled');
      }
      const info = await cancellationInfo(stylistId, row);
      const change = { from: row.state, to: row.state === 'held' ? 'released' : 'cancelled', actor: 'customer', actorId: accountId } as const;
      const deposit = info.deposit ? (info.deposit.refunded ? 'refunded' : 'kept') : undefined;
      const changed = await writes.changeState(stylistId, id, change, stateChangeNotification(stylistId, change, deposit ? { deposit } : {}));
      if (!changed) throw new AppError('CONFLICT', 'This appointment changed meanwhile; reload it');
      if (change.to === 'cancelled' && info.deposit?.refunded) await deposits?.refund({ stylistId, appointmentId: id, reason: 'customer-cancelled' });
      const after = await appointments.findById(stylistId, id);
      if (!after) throw notFound();
      return { ...info, appointment: toAppointment(after, await context.timeZone(stylistId)) };
    },
    /** The customer's profile at this stylist, or their account's data before the first booking. */
    async profile(stylistId: number, accountId: number): Promise<BookingCustomerProfile> {
      const customerId = await context.customerIdOfAccount(stylistId, accountId);
      const contact = customerId === null ? await context.accountContact(accountId) : await context.customerContact(stylistId, customerId);
      if (!contact) throw new AppError('NOT_FOUND', 'Customer not found');
      return { id: customerId, ...contact };
    },
  };
}
export type CustomerBookingsService = ReturnType<typeof createCustomerBookingsService>;
