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
import { recordFreedTime } from '../waitlist/index';
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
  };
}

/** The parts of `old` outside `now` (before it and after it), each non-empty. */
function uncovered(old: { startsAt: Date; endsAt: Date }, now: { startsAt: Date; endsAt: Date }) {
  const [start, end] = [old.startsAt.getTime(), old.endsAt.getTime()];
  const parts = [
    { startsAt: start, endsAt: Math.min(end, now.startsAt.getTime()) },
    { startsAt: Math.max(start, now.endsAt.getTime()), endsAt: end },
  ];
  return parts.filter((p) => p.startsAt < p.endsAt).map((p) => ({ startsAt: new Date(p.startsAt), endsAt: new Date(p.endsAt) }));
}

/**
 * Issue 18 (1): the stylist's blocked time. Every write takes the stylist's appointment write lock
 * (`stylistWriteTransaction`), so it and a customer's hold or booking (which checks blocked time
 * inside its own locked transaction) run one after the other: no hold can slip into a range being
 * blocked. Blocking over appointments is allowed; the answer names them, and the stylist cancels
 * them (through the appointments' cancel path, which notifies the customer) or keeps them.
 */
export function createBlockedTimesService({ db, repository, context, appointments }: Deps) {
  async function covered(stylistId: number, start: Date, end: Date, timeZone: string): Promise<Appointment[]> {
    const ids = await repository.coveredAppointmentIds(stylistId, start, end);
    const rows = await Promise.all(ids.map((id) => appointments.findById(stylistId, id)));
    return rows.filter((row) => row !== null).map((row) => toAppointment(row, timeZone));
  }
  async function result(stylistId: number, id: number): Promise<BlockedTimeResult> {
    const [row, timeZone] = await Promise.all([repository.findById(stylistId, id), context.timeZone(stylistId)]);
    if (!row) throw notFound();
    return { ...toView(row, timeZone), coveredAppointments: await covered(stylistId, row.startsAt, row.endsAt, timeZone) };
  }

  return {
    async list(stylistId: number, query: BlockedTimeRangeQuery): Promise<BlockedTimeList> {
      const after = new Date(query['startsAt[after]']);
      const before = new Date(query['startsAt[strictly_before]']);
      const [rows, timeZone] = await Promise.all([repository.overlapping(stylistId, after, before), context.timeZone(stylistId)]);
      return hydraCollection({ context: '/api/contexts/BlockedTime', id: PATH, members: rows.map((row) => toView(row, timeZone)), total: rows.length });
    },
    /** The held and booked appointments a range would cover: shown to the stylist before she blocks it. */
    async covered(stylistId: number, query: CoveredAppointmentsQuery) {
      const timeZone = await context.timeZone(stylistId);
      const members = await covered(stylistId, new Date(query.startsAt), new Date(query.endsAt), timeZone);
      return hydraCollection({ context: '/api/contexts/Appointment', id: `${PATH}/covered_appointments`, members, total: members.length });
    },
    async create(stylistId: number, input: BlockedTimeCreate): Promise<BlockedTimeResult> {
      const id = await stylistWriteTransaction(db, stylistId, (tx) =>
        repository.insert(tx, stylistId, { startsAt: new Date(input.startsAt), endsAt: new Date(input.endsAt), note: input.note }),
      );
      return result(stylistId, id);
    },
    async update(stylistId: number, id: number, input: BlockedTimeUpdate): Promise<BlockedTimeResult> {
      const [startsAt, endsAt] = [new Date(input.startsAt), new Date(input.endsAt)];
      const updated = await stylistWriteTransaction(db, stylistId, async (tx) => {
        const before = await repository.findById(stylistId, id, tx);
        if (!before || !(await repository.update(tx, stylistId, id, { startsAt, endsAt, note: input.note }))) return false;
        // Issue 21: the parts of the old range the new one no longer covers are freed, as by a delete.
        for (const part of uncovered(before, { startsAt, endsAt })) await recordFreedTime(tx, { stylistId, ...part, source: 'unblocked' });
        return true;
      });
      if (!updated) throw notFound();
      return result(stylistId, id);
    },
    /**
     * The one way a blocked range is deleted (it frees its time: anything that must react to a
     * freed time — a waitlist — belongs here, inside the same transaction).
     */
    async remove(stylistId: number, id: number): Promise<void> {
      const removed = await stylistWriteTransaction(db, stylistId, async (tx) => {
        const row = await repository.remove(tx, stylistId, id);
        // Issue 21: the waitlist hears of the freed range in the same transaction (nothing if rolled back).
        if (row) await recordFreedTime(tx, { stylistId, startsAt: row.startsAt, endsAt: row.endsAt, source: 'unblocked' });
        return row;
      });
      if (!removed) throw notFound();
    },
  };
}
export type BlockedTimesService = ReturnType<typeof createBlockedTimesService>;
