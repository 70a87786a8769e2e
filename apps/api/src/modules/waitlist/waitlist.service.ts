import { AppError, TIMES_OF_DAY, WAITLIST_SORTABLE_FIELDS, type TimeOfDay, type WaitlistEntry, type WaitlistEntryList, type WaitlistJoin, type WaitlistOffer, type WaitlistOfferResult } from '@chairly/shared';
import { hydraCollection, toLimitOffset } from '../../lib/hydra';
import { orderedServices, performedBy, type AppointmentWritesRepository, type BookingContextRepository, type TeamMembers } from '../appointments-core/index';
import { formatInZone, localDateOf, unknownMember } from '../availability/index';
import { isBookableOnline } from '../../lib/bookable-online';
import { countStylistMessage, enqueueNotification } from '../notifications/index';
import type { EntryRow, WaitlistOrderTerm, WaitlistRepository } from './waitlist.repository';
import type { StylistWaitlistQuery } from './waitlist.schemas';

type Deps = {
  repository: WaitlistRepository;
  context: Pick<BookingContextRepository, 'timeZone' | 'services' | 'ensureCustomerOfAccount'>;
  writes: Pick<AppointmentWritesRepository, 'insert'>;
  /** Issue #34: the member an entry waits for (bookable online, performing its services), her durations and prices. */
  team: Pick<TeamMembers, 'member'>;
  holdMinutes: number;
  /** Offers (messages) a stylist may send a day (docs/operations.md §11). */
  messagesPerDay: number;
  now: () => Date;
};

const PATH = '/api/waitlist';

function toView(row: EntryRow, timeZone: string, withCustomer: boolean): WaitlistEntry {
  return {
    '@id': `${PATH}/${row.id}`,
    '@type': 'WaitlistEntry',
    id: row.id,
    services: row.services,
    duration: row.services.reduce((sum, s) => sum + s.duration, 0),
    from: row.from,
    to: row.to,
    timesOfDay: TIMES_OF_DAY.filter((t) => row.timesOfDay.includes(t)),
    state: row.state,
    createdAt: row.createdAt.toISOString(),
    memberId: row.memberId,
    ...(withCustomer ? { customer: row.customer } : {}),
    offers: row.offers.map((o) => ({ startsAt: formatInZone(o.startsAt.getTime(), timeZone), createdAt: o.createdAt.toISOString(), byStylist: o.byStylist })),
  };
}

const notFound = () => new AppError('NOT_FOUND', 'No such waitlist entry');

/** The `order[field]` parameters in the order given; by dates (from) when none is. */
function stylistOrder(query: Record<string, unknown>): WaitlistOrderTerm[] {
  const order: WaitlistOrderTerm[] = [];
  for (const field of Object.keys(query).map((key) => /^order\[(.+)\]$/.exec(key)?.[1])) {
    const direction = query[`order[${field}]`];
    const sortable = WAITLIST_SORTABLE_FIELDS.find((f) => f === field);
    if (sortable && (direction === 'asc' || direction === 'desc')) order.push({ field: sortable, direction });
  }
  return order.length > 0 ? order : [{ field: 'from', direction: 'asc' }];
}

/** Joining, listing and leaving (the customer), the list and a time offered by hand (the stylist). */
export function createWaitlistService({ repository, context, writes, team, holdMinutes, messagesPerDay, now }: Deps) {
  const list = (members: WaitlistEntry[]): WaitlistEntryList =>
    hydraCollection({ context: '/api/contexts/WaitlistEntry', id: PATH, members, total: members.length }) as WaitlistEntryList;

  return {
    async join(stylistId: number, customerAccountId: number, body: WaitlistJoin): Promise<WaitlistEntry> {
      // The services must be bookable now (public, hers, not deleted): 422 names the one that is not.
      const chosen = orderedServices(body.services, await context.services(stylistId, [...new Set(body.services)], true));
      if (body.memberId !== undefined) {
        // Issue #34: a member taking online bookings who performs them all (404 / 422, as booking her).
        const member = await team.member(stylistId, body.memberId, body.services);
        if (!isBookableOnline(member)) throw unknownMember('memberId');
        performedBy(chosen.services, member.services);
      }
      const timeZone = await context.timeZone(stylistId);
      const today = localDateOf(now().getTime(), timeZone);
      if (body.from < today) {
        const message = 'The range must not start before today';
        throw new AppError('BUSINESS_RULE', message, { from: message });
      }
      const timesOfDay: TimeOfDay[] = body.timesOfDay.includes('any') ? [...TIMES_OF_DAY] : TIMES_OF_DAY.filter((t) => body.timesOfDay.includes(t));
      const customerId = await context.ensureCustomerOfAccount(stylistId, customerAccountId);
      const id = await repository.join({ stylistId, customerId, serviceIds: body.services, memberId: body.memberId ?? null, from: body.from, to: body.to, timesOfDay });
      const row = await repository.entry(stylistId, id);
      if (!row) throw new Error('The waitlist entry was not stored');
      return toView(row, timeZone, false);
    },

    async mine(stylistId: number, customerAccountId: number): Promise<WaitlistEntryList> {
      const customerId = await context.ensureCustomerOfAccount(stylistId, customerAccountId);
      const timeZone = await context.timeZone(stylistId);
      return list((await repository.ofCustomer(stylistId, customerId)).map((row) => toView(row, timeZone, false)));
    },

    async leave(stylistId: number, customerAccountId: number, id: number): Promise<void> {
      const customerId = await context.ensureCustomerOfAccount(stylistId, customerAccountId);
      if (!(await repository.leave(stylistId, customerId, id))) throw notFound();
    },

    /** A page of her list (issue #33, D57): `hydra:totalItems` counts the whole list. */
    async ofStylist(stylistId: number, query: StylistWaitlistQuery): Promise<WaitlistEntryList> {
      const [timeZone, { rows, total }] = await Promise.all([
        context.timeZone(stylistId),
        repository.ofStylist(stylistId, { state: query.state, order: stylistOrder(query), ...toLimitOffset(query) }),
      ]);
      const members = rows.map((row) => toView(row, timeZone, true));
      return hydraCollection({ context: '/api/contexts/WaitlistEntry', id: PATH, members, total }) as WaitlistEntryList;
    },

    /**
     * The stylist offers one start to one entry: a hold in the customer's name for the hold period
     * (taken → 409, nothing written) and, in the same transaction, the offer and its message,
     * counted against her messages of the day (spent → 429, nothing written).
     */
    async offer(stylistId: number, entryId: number, body: WaitlistOffer): Promise<WaitlistOfferResult> {
      const entry = await repository.entry(stylistId, entryId);
      if (!entry) throw notFound();
      if (entry.state !== 'waiting') throw new AppError('CONFLICT', 'This entry is no longer waiting');
      const startsAt = new Date(body.startsAt);
      if (startsAt.getTime() <= now().getTime()) {
        const message = 'The time must be in the future';
        throw new AppError('BUSINESS_RULE', message, { startsAt: message });
      }
      const listed = orderedServices(entry.serviceIds, await context.services(stylistId, [...new Set(entry.serviceIds)], false));
      // Issue #34: the hold is for the member the entry waits for (anyone: the owner, as before members), at her durations and prices.
      const member = await team.member(stylistId, entry.memberId, entry.serviceIds);
      if (!member?.active) throw new AppError('BUSINESS_RULE', 'The member this entry waits for is no longer on the team');
      const chosen = performedBy(listed.services, member.services);
      const endsAt = new Date(startsAt.getTime() + chosen.durationMinutes * 60_000);
      const timeZone = await context.timeZone(stylistId);
      const appointmentId = await writes.insert(
        {
          stylistId,
          customerId: entry.customerId,
          state: 'held',
          startsAt,
          endsAt,
          amountCents: chosen.amountCents,
          note: '',
          holdMinutes,
          createdBy: 'stylist',
          services: chosen.services,
          actor: 'stylist',
          actorId: stylistId,
          memberId: member.id,
        },
        async (tx, id) => {
          const offerId = await repository.offerHold(tx, { stylistId, entryId, appointmentId: id, startsAt });
          await countStylistMessage(tx, { stylistId, timeZone, cap: messagesPerDay });
          await enqueueNotification(tx, { kind: 'waitlist.offered', stylistId, offerId });
        },
      );
      return {
        appointmentId,
        startsAt: formatInZone(startsAt.getTime(), timeZone),
        holdExpiresAt: formatInZone(now().getTime() + holdMinutes * 60_000, timeZone),
      };
    },
  };
}
export type WaitlistService = ReturnType<typeof createWaitlistService>;
