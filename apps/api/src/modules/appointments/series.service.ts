import {
  AppError,
  MAX_SERIES_OCCURRENCES,
  occupancyOf,
  type SeriesCreate,
  type SeriesCreated,
  type SeriesPreview,
  type SeriesPreviewRequest,
} from '@chairly/shared';
import {
  toAppointment,
  type AppointmentRow,
  type AppointmentsRepository,
  type AppointmentWritesRepository,
  type BookingContextRepository,
  type TeamMembers,
} from '../appointments-core/index';
import { formatInZone, occurrenceStarts, type Availability, type Pattern } from '../availability/index';
import { seriesBookedNotification } from '../notifications/index';
import { memberChecks } from './member-checks';
import { stylistInputs } from './stylist-inputs';

type Deps = {
  context: Pick<BookingContextRepository, 'timeZone' | 'services' | 'customerExists'>;
  appointments: Pick<AppointmentsRepository, 'findById'>;
  writes: Pick<AppointmentWritesRepository, 'insertSeries'>;
  /** Each occurrence's status and nearest free start: her schedule, rules and busy time through the one engine. */
  availability: Pick<Availability, 'seriesPlan'>;
  /** Issue #34: the member of the occurrences, her own durations and prices. */
  team: TeamMembers;
};

const MINUTE_MS = 60_000;
const notFound = () => new AppError('NOT_FOUND', 'Appointment not found');

/** The ranges a booked appointment occupies now (as the writes computed them): its own time is no conflict of its series. */
function ownRanges(row: AppointmentRow) {
  const start = row.startsAt.getTime();
  const patterns = row.services.map((s) => ({ durationMinutes: s.duration, bufferMinutes: s.buffer, processingStartMinutes: s.processingStart, processingMinutes: s.processing }));
  return occupancyOf(patterns, (row.endsAt.getTime() - start) / MINUTE_MS).occupied.map((s) => ({ start: start + s.from * MINUTE_MS, end: start + s.to * MINUTE_MS }));
}

/**
 * Issue #19.3: repeating an appointment. The preview lists every occurrence with its status and,
 * for a conflict, the nearest free time of that day; creating writes the chosen occurrences in one
 * stylist write transaction (all or nothing; an occurrence taken meanwhile → 409 naming it).
 */
export function createSeriesService({ context, appointments, writes, availability, team }: Deps) {
  const { servicesOf, checkCustomer } = stylistInputs(context);
  const members = memberChecks(team);
  /** The booked appointment being repeated (editing); it must not be in a series yet. */
  async function repeated(stylistId: number, id: number): Promise<AppointmentRow> {
    const row = await appointments.findById(stylistId, id);
    if (!row) throw notFound();
    if (row.state !== 'booked') throw new AppError('CONFLICT', `A ${row.state.replace('_', '-')} appointment cannot be repeated`);
    if (row.seriesId !== null) throw new AppError('CONFLICT', 'This appointment is already part of a series');
    return row;
  }

  return {
    /** `self`: the staff member asking (issue #34); the occurrences are checked against the series' member (as `create` chooses her). */
    async preview(stylistId: number, input: SeriesPreviewRequest, self?: number): Promise<SeriesPreview> {
      if (input.customerId !== undefined) await checkCustomer(stylistId, input.customerId);
      const existing = input.appointmentId === undefined ? null : await repeated(stylistId, input.appointmentId);
      const listed = await servicesOf(stylistId, input.services);
      const chosen = await members.performing(stylistId, input.memberId ?? existing?.member?.id ?? self ?? null, listed.services, self);
      const timeZone = await context.timeZone(stylistId);
      const start = existing ? existing.startsAt.getTime() : Date.parse(input.startsAt);
      const limit = input.count !== undefined ? { count: input.count } : { until: input.until!, max: MAX_SERIES_OCCURRENCES };
      const starts = occurrenceStarts(start, timeZone, input.everyWeeks, limit);
      if ('tooMany' in starts) {
        const message = `At most ${MAX_SERIES_OCCURRENCES} occurrences: choose an earlier end date`;
        throw new AppError('BUSINESS_RULE', message, { until: message });
      }
      if (starts.length < 2) {
        const message = 'The end date must leave room for at least two occurrences';
        throw new AppError('BUSINESS_RULE', message, { until: message });
      }
      const pattern: Pattern = { durationMinutes: chosen.durationMinutes, occupied: occupancyOf(chosen.services).occupied };
      const plans = await availability.seriesPlan(stylistId, timeZone, starts, pattern, existing ? ownRanges(existing) : [], chosen.member);
      const lengthMs = chosen.durationMinutes * MINUTE_MS;
      const span = (at: number) => ({ startsAt: formatInZone(at, timeZone), endsAt: formatInZone(at + lengthMs, timeZone) });
      return {
        timeZone,
        occurrences: starts.map((at, index) => {
          const { status, nearest } = plans[index]!;
          return { index, ...span(at), status, nearest: nearest === null ? null : span(nearest), existing: existing !== null && index === 0 };
        }),
      };
    },

    /**
     * `self`: the staff member writing (issue #34). Every occurrence is for `input.memberId`, else
     * the repeated appointment's member, else hers, else the owner's; at that member's durations and prices.
     */
    async create(stylistId: number, input: SeriesCreate, self?: number): Promise<SeriesCreated> {
      await checkCustomer(stylistId, input.customerId);
      const existing = input.appointmentId === undefined ? null : await repeated(stylistId, input.appointmentId);
      const chosen = await servicesOf(stylistId, input.services);
      const memberId = input.memberId ?? existing?.member?.id ?? self ?? null;
      const performing = await members.performing(stylistId, memberId, chosen.services, self);
      const { member, services, durationMinutes, amountCents } = performing;
      if (existing && Date.parse(input.occurrences[0]!.startsAt) <= existing.startsAt.getTime()) {
        const message = 'The occurrences must come after the appointment being repeated';
        throw new AppError('BUSINESS_RULE', message, { 'occurrences.0.startsAt': message });
      }
      const timeZone = await context.timeZone(stylistId);
      const occurrences = input.occurrences.map(({ startsAt }) => {
        const start = new Date(startsAt);
        return {
          stylistId,
          customerId: input.customerId,
          state: 'booked' as const,
          startsAt: start,
          endsAt: new Date(start.getTime() + durationMinutes * MINUTE_MS),
          amountCents,
          note: input.note,
          holdMinutes: null,
          createdBy: 'stylist' as const,
          services,
          actor: 'stylist' as const,
          actorId: stylistId,
          memberId: member,
        };
      });
      const onTaken = (index: number) => {
        const when = formatInZone(occurrences[index]!.startsAt.getTime(), timeZone);
        const label = `${when.slice(0, 10)} ${when.slice(11, 16)}`;
        const message = `The occurrence on ${label} is no longer free; nothing was saved`;
        return new AppError('SLOT_TAKEN', message, { [`occurrences.${index}.startsAt`]: message }, 'slot_taken');
      };
      // Each occurrence is an ordinary booking with its own reminder; the customer gets one
      // confirmation listing every date (issue #31.5).
      const { also, afterAll } = seriesBookedNotification(stylistId);
      const { seriesId, ids } = await writes.insertSeries(stylistId, input.everyWeeks, occurrences, {
        onTaken,
        ...(existing ? { join: existing.id } : {}),
        also: members.whileActive(performing, self, also),
        afterAll,
      });
      const rows = await Promise.all([...(existing ? [existing.id] : []), ...ids].map((id) => appointments.findById(stylistId, id)));
      return { seriesId, appointments: rows.filter((r): r is AppointmentRow => r !== null).map((r) => toAppointment(r, timeZone)) };
    },
  };
}
export type SeriesService = ReturnType<typeof createSeriesService>;
