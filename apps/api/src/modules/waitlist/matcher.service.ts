import { AppError, occupancyOf } from '@chairly/shared';
import type { Db } from '../../db/client';
import { retryingConflicts } from '../../db/transactions';
import { orderedServices, type BookingContextRepository } from '../appointments-core/index';
import { localDateOf, type Availability } from '../availability/index';
import { enqueueNotification } from '../notifications/index';
import { firstSuitableStart } from './match-rules';
import type { WaitlistRepository } from './waitlist.repository';

type Deps = {
  db: Db;
  repository: WaitlistRepository;
  context: Pick<BookingContextRepository, 'timeZone' | 'services'>;
  /** The slot list of the one engine, with her schedule and rules. */
  availability: Pick<Availability, 'list'>;
};

/**
 * The `waitlist.match` job: a freed time against every waiting entry of that stylist. For each entry
 * the one engine lists the free starts of its services on the dates the freed time touches; the
 * earliest one that uses the freed time and suits her times of day is offered. The offer and its
 * message event are written in one transaction, under the (entry, freed time) key, so a retried job
 * or a second worker running the same job offers nothing twice.
 */
export function createWaitlistMatcher({ db, repository, context, availability }: Deps) {
  return {
    async match(freedTimeId: number): Promise<number> {
      const freed = await repository.freedTime(freedTimeId);
      if (!freed) return 0;
      const timeZone = await context.timeZone(freed.stylistId);
      const fromDate = localDateOf(freed.startsAt.getTime(), timeZone);
      const toDate = localDateOf(freed.endsAt.getTime() - 1, timeZone);
      let offered = 0;
      for (const entry of await repository.waitingBetween(freed.stylistId, fromDate, toDate)) {
        const from = entry.from > fromDate ? entry.from : fromDate;
        const to = entry.to < toDate ? entry.to : toDate;
        let startsAt: Date | null;
        try {
          const chosen = orderedServices(entry.serviceIds, await context.services(freed.stylistId, [...new Set(entry.serviceIds)], true));
          const { occupied } = occupancyOf(chosen.services);
          const spanMinutes = Math.max(...occupied.map((span) => span.to));
          const shape = { key: entry.serviceIds.join(','), occupied: async () => occupied };
          // Issue #34: the member she waits for, or anyone (each member with her own durations).
          const who = { member: entry.memberId ?? ('any' as const), serviceIds: entry.serviceIds };
          const free = await availability.list(freed.stylistId, { duration: chosen.durationMinutes, startDate: from, endDate: to }, shape, undefined, who);
          startsAt = firstSuitableStart({ dates: free.dates, timeZone: free.timeZone, freed, spanMinutes, timesOfDay: entry.timesOfDay, from, to });
        } catch (error) {
          // A service she waits for is no longer offered (or her member no longer books online): nothing can be booked for this entry.
          if (error instanceof AppError) continue;
          throw error;
        }
        if (!startsAt) continue;
        const made = await retryingConflicts(() =>
          db.transaction(async (tx) => {
            const offerId = await repository.offerFreedTime(tx, { stylistId: freed.stylistId, entryId: entry.id, freedTimeId: freed.id, startsAt: startsAt });
            if (offerId !== null) await enqueueNotification(tx, { kind: 'waitlist.offered', stylistId: freed.stylistId, offerId });
            return offerId !== null;
          }),
        );
        if (made) offered++;
      }
      return offered;
    },
  };
}
export type WaitlistMatcher = ReturnType<typeof createWaitlistMatcher>;
