import { AppError, RANGE_PAGE_SIZE, type AppointmentCreate, type CancelScope, type AppointmentDetail, type AppointmentListQuery, type AppointmentRangeQuery, type AppointmentUpdate } from '@chairly/shared';
import {
  toAppointment,
  toCalendarAppointment,
  zonedIsoFormatter,
  type AppointmentRow,
  type AppointmentsRepository,
  type AppointmentWritesRepository,
  type BookingContextRepository,
  type CalendarPageRepository,
  type Deposits,
  type TeamMembers,
} from '../appointments-core/index';
import { formatInZone } from '../availability/index';
import {
  appointmentMovedNotification,
  appointmentReassignedNotification,
  appointmentRescheduledNotification,
  seriesCancelledNotification,
  stateChangeNotification,
  type AppointmentTxHook,
} from '../notifications/index';
import { memberChecks } from './member-checks';
import { stylistInputs } from './stylist-inputs';

type Deps = {
  context: Pick<BookingContextRepository, 'timeZone' | 'services' | 'customerExists'>;
  appointments: Pick<AppointmentsRepository, 'findById' | 'listFiltered' | 'countFiltered' | 'stateChanges' | 'laterInSeries'>;
  /** The calendar's range (issue #33, D55): one statement a page. */
  calendar: CalendarPageRepository;
  writes: Pick<AppointmentWritesRepository, 'insert' | 'update' | 'changeState' | 'changeStates'>;
  /** Issue #20: a cancellation by the stylist gives a paid deposit back. */
  deposits?: Pick<Deposits, 'refund'>;
  /** Issue #34: the member an appointment is for, her own durations and prices. */
  team: TeamMembers;
};

const MINUTE_MS = 60_000;

/** A range cursor (`hydra:next`): the last listed start in epoch ms and its id. */
function cursorOf(cursor: string): { startsAt: Date; id: number } {
  const [ms, id] = cursor.split('.');
  return { startsAt: new Date(Number(ms)), id: Number(id) };
}

const notFound = () => new AppError('NOT_FOUND', 'Appointment not found');

/** The services of an appointment as booked, in the shape of a new booking's. */
const asCopied = (row: AppointmentRow) =>
  row.services.map((s) => ({ id: s.id, name: s.name, priceCents: s.priceCents, durationMinutes: s.duration, bufferMinutes: s.buffer, processingStartMinutes: s.processingStart, processingMinutes: s.processing }));
/** The range of a member the caller may not see: no rows (their zone and currency are then never shown). */
const NOTHING = { rows: [], total: 0, timeZone: 'UTC', currency: 'EUR' } as const;

/**
 * The stylist's calendar. A stylist may book outside open hours (their own calendar); only
 * overlaps with other held/booked appointments are refused (409, nothing changed).
 */
export function createAppointmentsService({ context, appointments, calendar, writes, deposits, team }: Deps) {
  const { servicesOf, checkCustomer } = stylistInputs(context);
  const members = memberChecks(team);
  async function get(stylistId: number, id: number): Promise<AppointmentDetail> {
    const row = await appointments.findById(stylistId, id);
    if (!row) throw notFound();
    const [timeZone, changes] = await Promise.all([context.timeZone(stylistId), appointments.stateChanges(stylistId, id)]);
    return {
      ...toAppointment(row, timeZone),
      stateChanges: changes.map((c) => ({ from: c.from, to: c.to, actor: c.actor, at: formatInZone(c.at.getTime(), timeZone) })),
    };
  }

  async function cancelOne(stylistId: number, row: AppointmentRow): Promise<boolean> {
    const change = { from: row.state, to: row.state === 'held' ? 'released' : 'cancelled', actor: 'stylist', actorId: stylistId } as const;
    // A paid deposit goes back whenever the stylist cancels (the message says so).
    const extra = row.depositStatus === 'paid' ? { deposit: 'refunded' as const } : {};
    const changed = await writes.changeState(stylistId, row.id, change, stateChangeNotification(stylistId, change, extra));
    if (changed && change.to === 'cancelled') await deposits?.refund({ stylistId, appointmentId: row.id, reason: 'stylist-cancelled' });
    return changed;
  }

  /**
   * Issue #31.5: a booked occurrence and every later booked one of its series, in one transaction
   * (one changed meanwhile is left as it is), told to the customer in one message. Paid deposits go
   * back, as for a single cancellation. False when `row` itself changed meanwhile (nothing done).
   */
  async function cancelFollowing(stylistId: number, row: AppointmentRow, seriesId: number, later: AppointmentRow[]): Promise<boolean> {
    const rows = [row, ...later];
    const paid = new Set(rows.filter((r) => r.depositStatus === 'paid').map((r) => r.id));
    const change = { from: 'booked', to: 'cancelled', actor: 'stylist', actorId: stylistId } as const;
    const cancelled = await writes.changeStates(stylistId, rows.map((r) => r.id), change, seriesCancelledNotification(stylistId, seriesId, paid));
    for (const id of cancelled) await deposits?.refund({ stylistId, appointmentId: id, reason: 'stylist-cancelled' });
    return cancelled.length > 0;
  }

  return {
    get,
    /**
     * The calendar's range, RANGE_PAGE_SIZE appointments at most (issue #33, D50): a longer range
     * names its next page in `hydra:view` (a cursor after this page's last row) and counts the
     * whole range; a range that fits in one answer is counted by its rows. Its rows are the
     * calendar's (D55): what it shows and opens, with the member; the rest is in the detail.
     */
    /**
     * `memberId`: one member's calendar (a staff member's, or a column or filter asked with
     * `?member=`, issue #34); absent, the business's; null, nothing (a member she may not see).
     */
    async list(stylistId: number, query: AppointmentRangeQuery, memberId?: number | null) {
      const after = new Date(query['startsAt[after]']);
      const before = new Date(query['startsAt[strictly_before]']);
      const from = query.cursor ? cursorOf(query.cursor) : undefined;
      const { rows, total, timeZone, currency } = memberId === null ? NOTHING : await calendar.page(stylistId, after, before, RANGE_PAGE_SIZE + 1, from, memberId);
      const page = rows.slice(0, RANGE_PAGE_SIZE);
      const last = page.at(-1);
      const next = rows.length > RANGE_PAGE_SIZE && last ? `${last.startsAt}.${last.id}` : null;
      const member: Record<string, string> = query.member === undefined ? {} : { member: String(query.member) };
      const url = (cursor?: string) =>
        `/api/appointments?${new URLSearchParams({ 'startsAt[after]': query['startsAt[after]'], 'startsAt[strictly_before]': query['startsAt[strictly_before]'], ...member, ...(cursor ? { cursor } : {}) })}`;
      const iso = zonedIsoFormatter(timeZone);
      return {
        '@context': '/api/contexts/Appointment',
        '@id': '/api/appointments',
        '@type': 'hydra:Collection' as const,
        'hydra:member': page.map((row) => toCalendarAppointment(row, iso, currency)),
        'hydra:totalItems': total ?? page.length,
        ...(next || from
          ? { 'hydra:view': { '@id': url(query.cursor), '@type': 'hydra:PartialCollectionView' as const, ...(next ? { 'hydra:next': url(next) } : {}) } }
          : {}),
      };
    },
    /** The back office list: a page of the range, filtered by state, customer search or one customer (newest first, any time). */
    /** `memberId`: narrowed to one member's appointments (a staff member's list, or `?member=`, issue #34); null: none. */
    async listPage(stylistId: number, query: AppointmentListQuery, memberId?: number | null) {
      const after = query['startsAt[after]'];
      const before = query['startsAt[strictly_before]'];
      const range = after && before ? { after: new Date(after), before: new Date(before) } : undefined;
      const filter = { range, state: query.state, search: query.search || undefined, customerId: query.customerId, memberId };
      const direction = query['order[startsAt]'] ?? (query.customerId === undefined ? 'asc' : 'desc');
      const offset = (query.page - 1) * query.itemsPerPage;
      const [rows, total, timeZone] = await Promise.all([
        appointments.listFiltered(stylistId, filter, direction, query.itemsPerPage, offset),
        appointments.countFiltered(stylistId, filter),
        context.timeZone(stylistId),
      ]);
      return {
        '@context': '/api/contexts/Appointment',
        '@id': '/api/appointments/list',
        '@type': 'hydra:Collection' as const,
        'hydra:member': rows.map((row) => toAppointment(row, timeZone)),
        'hydra:totalItems': total,
      };
    },
    /**
     * `self`: the staff member writing (issue #34). The appointment is for `input.memberId`, else
     * hers, else the owner's; at that member's own durations and prices.
     */
    async create(stylistId: number, input: AppointmentCreate, self?: number): Promise<AppointmentDetail> {
      await checkCustomer(stylistId, input.customerId);
      const chosen = await servicesOf(stylistId, input.services);
      const performing = await members.performing(stylistId, input.memberId ?? self ?? null, chosen.services, self);
      const { member, services, durationMinutes, amountCents } = performing;
      const startsAt = new Date(input.startsAt);
      const id = await writes.insert({
        stylistId,
        customerId: input.customerId,
        state: 'booked',
        startsAt,
        endsAt: new Date(startsAt.getTime() + durationMinutes * MINUTE_MS),
        amountCents,
        note: input.note,
        holdMinutes: null,
        createdBy: 'stylist',
        services,
        actor: 'stylist',
        actorId: stylistId,
        memberId: member,
      }, members.whileActive(performing, self, stateChangeNotification(stylistId, { from: null, to: 'booked', actor: 'stylist' })));
      return get(stylistId, id);
    },
    /**
     * Move (startsAt keeps the length), resize (endsAt), or edit; only a booked appointment. Another
     * `memberId` reassigns it (issue #34: the same overlap rule for her, 409); new services are at
     * its member's own durations and prices.
     */
    async update(stylistId: number, id: number, input: AppointmentUpdate, self?: number): Promise<AppointmentDetail> {
      const row = await appointments.findById(stylistId, id);
      if (!row) throw notFound();
      if (row.state !== 'booked') throw new AppError('CONFLICT', `A ${row.state.replace('_', '-')} appointment cannot be changed`);
      if (input.customerId !== undefined) await checkCustomer(stylistId, input.customerId);
      const reassigned = input.memberId !== undefined && input.memberId !== row.member?.id ? input.memberId : undefined;
      const memberId = reassigned ?? row.member?.id ?? null;
      // New services at her durations and prices; reassigned alone, the booked ones (length, amount) stay, if she performs them.
      const chosen = input.services ? await members.performing(stylistId, memberId, (await servicesOf(stylistId, input.services)).services, self) : null;
      const taker = reassigned === undefined ? null : (chosen ?? (await members.performing(stylistId, reassigned, asCopied(row), self)));
      const startsAt = input.startsAt ? new Date(input.startsAt) : row.startsAt;
      const lengthMs = chosen ? chosen.durationMinutes * MINUTE_MS : row.endsAt.getTime() - row.startsAt.getTime();
      const endsAt = input.endsAt ? new Date(input.endsAt) : new Date(startsAt.getTime() + lengthMs);
      if (endsAt <= startsAt) throw new AppError('BUSINESS_RULE', 'The end must be after the start', { endsAt: 'The end must be after the start' });
      // A new time (drag, resize, edit) is the customer's news, with the updated calendar file; any
      // other edit only keeps the reminder in step.
      const retimed = startsAt.getTime() !== row.startsAt.getTime() || endsAt.getTime() !== row.endsAt.getTime();
      const notify = retimed
        ? appointmentRescheduledNotification(stylistId, { by: 'stylist', previousStartsAt: row.startsAt })
        : appointmentMovedNotification(stylistId);
      // Issue #34 (D68): given to another member, both members hear of it, and the customer (her move's message names the member).
      const from = reassigned !== undefined ? row.member?.id : undefined;
      const told: AppointmentTxHook =
        from === undefined
          ? notify
          : async (tx, appointmentId) => {
              await notify(tx, appointmentId);
              await appointmentReassignedNotification(stylistId, from, retimed)(tx, appointmentId);
            };
      const updated = await writes.update(stylistId, id, {
        customerId: input.customerId,
        startsAt,
        endsAt,
        amountCents: chosen?.amountCents,
        note: input.note,
        services: chosen?.services,
        ...(reassigned !== undefined ? { memberId: reassigned } : {}),
      }, taker ? members.whileActive(taker, self, told) : told);
      if (!updated) throw new AppError('CONFLICT', 'This appointment changed meanwhile; reload it');
      return get(stylistId, id);
    },
    /**
     * Cancels a booked appointment or releases a hold (nothing is ever deleted: the history stays).
     * `following` (issue #19.3): then also every later booked occurrence of its series, all in one
     * transaction and one message to the customer (issue #31.5); one changed meanwhile is left as it is.
     */
    async cancel(stylistId: number, id: number, scope: CancelScope = 'this'): Promise<void> {
      const row = await appointments.findById(stylistId, id);
      if (!row) throw notFound();
      if (row.state !== 'held' && row.state !== 'booked') throw new AppError('CONFLICT', `This appointment is already ${row.state.replace('_', '-')}`);
      const seriesId = scope === 'following' && row.state === 'booked' ? row.seriesId : null;
      // The last date of a series alone is an ordinary cancellation (its own message).
      const later = seriesId === null ? [] : await appointments.laterInSeries(stylistId, seriesId, row.startsAt);
      const done = seriesId !== null && later.length > 0 ? await cancelFollowing(stylistId, row, seriesId, later) : await cancelOne(stylistId, row);
      if (!done) throw new AppError('CONFLICT', 'This appointment changed meanwhile; reload it');
    },
  };
}
export type AppointmentsService = ReturnType<typeof createAppointmentsService>;
