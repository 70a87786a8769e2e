import { DAY_MS } from '@chairly/shared/format';
import type { SeriesOccurrenceStatus } from '@chairly/shared';
import type { AvailabilityInputs } from './inputs.repository';
import type { ScheduleReader } from './schedule';
import { nearestFreeStart, occurrenceStatus, type DayRules, type Pattern } from './series-plan';
import { localDateOf } from './zoned-time';

type Deps = { inputs: Pick<AvailabilityInputs, 'busy'>; schedule: ScheduleReader; now: () => Date };

/** A range in epoch milliseconds. */
export type OwnRange = { start: number; end: number };
export type OccurrencePlan = { status: SeriesOccurrenceStatus; nearest: number | null };

/**
 * Issue #19.3: the status of each occurrence of a series (series-plan.ts) and, for a conflict, the
 * nearest free start of its day, from her schedule and what is busy around the occurrences.
 */
export function createSeriesStatus({ inputs, schedule, now }: Deps) {
  /** `own`: the repeated appointment's occupied ranges, no conflict of its own series. */
  async function dayRules(stylistId: number, timeZone: string, first: number, last: number, own: readonly OwnRange[], memberId: number | null): Promise<DayRules> {
    const [after, before] = [new Date(first - DAY_MS), new Date(last + 2 * DAY_MS)];
    const [{ openHours, rules }, busy] = await Promise.all([
      schedule(stylistId, localDateOf(first, timeZone), localDateOf(last, timeZone), memberId),
      // Her busy time only: one member read, whose id the map is keyed by.
      inputs.busy(stylistId, { team: false, memberId }, after, before).then((byMember) => [...byMember.values()].flat()),
    ]);
    // Occupied ranges never overlap (the exclusion constraint), so a range equal to one of the
    // repeated appointment's own is that appointment's.
    const appointments = busy
      .filter((r) => !r.blocked && !own.some((o) => o.start === r.start.getTime() && o.end === r.end.getTime()))
      .map(({ start, end }) => ({ start, end }));
    const blocked = busy.filter((r) => r.blocked).map(({ start, end }) => ({ start, end }));
    return { timeZone, openHours, specialDays: rules.specialDays, stepMinutes: rules.stepMinutes, appointments, blocked, now: now() };
  }

  return {
    /**
     * Each of `starts` (epoch ms, ascending, in her zone `timeZone`) with its status and, unless
     * free, the nearest free start; for the member `memberId` (absent: the owner).
     */
    async plan(stylistId: number, timeZone: string, starts: readonly number[], pattern: Pattern, own: readonly OwnRange[], memberId?: number): Promise<OccurrencePlan[]> {
      const rules = await dayRules(stylistId, timeZone, starts[0]!, starts.at(-1)!, own, memberId ?? null);
      return starts.map((at) => {
        const status = occurrenceStatus(at, pattern, rules);
        return { status, nearest: status === 'free' ? null : nearestFreeStart(at, pattern, rules) };
      });
    },
  };
}
export type SeriesStatus = ReturnType<typeof createSeriesStatus>;
