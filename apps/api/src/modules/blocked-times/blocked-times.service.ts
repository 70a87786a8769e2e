import {
  AppError,
  type Appointment,
  type BlockedTime,
  type BlockedTimeCreate,
  type BlockedTimeList,
  type BlockedTimeRangeQuery,
  type BlockedTimeResult,
  type BlockedTimeUpdate,
  type CoveredAppointmentsQuery,
} from '@chairly/shared';
import type { Db } from '../../db/client';
import { stylistWriteTransaction } from '../../db/transactions';
import { hydraCollection } from '../../lib/hydra';
import { toAppointment, type AppointmentsRepository, type BookingContextRepository } from '../appointments-core/index';
import { formatInZone } from '../availability/index';
import type { BlockedTimeRow, BlockedTimesRepository } from './blocked-times.repository';

type Deps = {
  db: Db;
  repository: BlockedTimesRepository;
  context: Pick<BookingContextRepository, 'timeZone'>;
  appointments: Pick<AppointmentsRepository, 'findById'>;
};

const PATH = '/api/blocked_times';
const notFound = () => new AppError('NOT_FOUND', 'Blocked time not found');

function toView(row: BlockedTimeRow, timeZone: string): BlockedTime {
  return {
    '@id': `${PATH}/${row.id}`,
    '@type': 'BlockedTime',
    id: row.id,
    startsAt: formatInZone(row.startsAt.getTime(), timeZone),
    endsAt: formatInZone(row.endsAt.getTime(), timeZone),
    note: row.note,
    memberId: row.memberId,
  };
}

/**
 * Issue 18 (1): the stylist's blocked time; issue #34 stage 2 (D63): each range is one member's,
 * and closes only her time. Every write takes the business's appointment write lock
 * (`stylistWriteTransaction`), so it and a customer's hold or booking (which checks blocked time
 * inside its own locked transaction) run one after the other: no hold can slip into a range being
 * blocked. Blocking over appointments is allowed; the answer names hers, and the stylist cancels
 * them (through the appointments' cancel path, which notifies the customer) or keeps them. Who may
 * touch whose range the routes decide (members' week targets).
 */
export function createBlockedTimesService({ db, repository, context, appointments }: Deps) {
  async function covered(stylistId: number, memberId: number, start: Date, end: Date, timeZone: string): Promise<Appointment[]> {
    const ids = await repository.coveredAppointmentIds(stylistId, memberId, start, end);
    const rows = await Promise.all(ids.map((id) => appointments.findById(stylistId, id)));
    return rows.filter((row) => row !== null).map((row) => toAppointment(row, timeZone));
  }
  async function result(stylistId: number, id: number): Promise<BlockedTimeResult> {
    const [row, timeZone] = await Promise.all([repository.findById(stylistId, id), context.timeZone(stylistId)]);
    if (!row) throw notFound();
    return { ...toView(row, timeZone), coveredAppointments: await covered(stylistId, row.memberId, row.startsAt, row.endsAt, timeZone) };
  }

  return {
    /** The member's ranges (null: every member's). */
    async list(stylistId: number, memberId: number | null, query: BlockedTimeRangeQuery): Promise<BlockedTimeList> {
      const after = new Date(query['startsAt[after]']);
      const before = new Date(query['startsAt[strictly_before]']);
      const [rows, timeZone] = await Promise.all([repository.overlapping(stylistId, memberId, after, before), context.timeZone(stylistId)]);
      return hydraCollection({ context: '/api/contexts/BlockedTime', id: PATH, members: rows.map((row) => toView(row, timeZone)), total: rows.length });
    },
    /** The member's held and booked appointments a range would cover: shown to the stylist before she blocks it. */
    async covered(stylistId: number, memberId: number, query: CoveredAppointmentsQuery) {
      const timeZone = await context.timeZone(stylistId);
      const members = await covered(stylistId, memberId, new Date(query.startsAt), new Date(query.endsAt), timeZone);
      return hydraCollection({ context: '/api/contexts/Appointment', id: `${PATH}/covered_appointments`, members, total: members.length });
    },
    /** The member whose range it is (404 when the business has no such range): the routes check who may change it. */
    async memberOf(stylistId: number, id: number): Promise<number> {
      const row = await repository.findById(stylistId, id);
      if (!row) throw notFound();
      return row.memberId;
    },
    async create(stylistId: number, memberId: number, input: BlockedTimeCreate): Promise<BlockedTimeResult> {
      const id = await stylistWriteTransaction(db, stylistId, (tx) =>
        repository.insert(tx, stylistId, { memberId, startsAt: new Date(input.startsAt), endsAt: new Date(input.endsAt), note: input.note }),
      );
      return result(stylistId, id);
    },
    async update(stylistId: number, id: number, input: BlockedTimeUpdate): Promise<BlockedTimeResult> {
      const [startsAt, endsAt] = [new Date(input.startsAt), new Date(input.endsAt)];
      // The parts of the old range the new one no longer covers are freed for the waitlist by the
      // trigger of migration 0024, in this transaction.
      const updated = await stylistWriteTransaction(db, stylistId, (tx) => repository.update(tx, stylistId, id, { startsAt, endsAt, note: input.note }));
      if (!updated) throw notFound();
      return result(stylistId, id);
    },
    /** Deletes a range; the waitlist hears of the freed time from the trigger of migration 0024, in this transaction. */
    async remove(stylistId: number, id: number): Promise<void> {
      const removed = await stylistWriteTransaction(db, stylistId, (tx) => repository.remove(tx, stylistId, id));
      if (!removed) throw notFound();
    },
  };
}
export type BlockedTimesService = ReturnType<typeof createBlockedTimesService>;
