import type { BookingRulesView, Closures } from '@chairly/shared';
import type { BookingContextRepository } from '../appointments-core/index';
import { computeClosures, localDateOf } from '../availability/index';
import type { BlockedTimesRepository } from '../blocked-times/index';
import type { BookingRuleDefaults } from '../booking/index';
import { DAY_MS, addDays } from '@chairly/shared/format';

type Deps = {
  context: Pick<BookingContextRepository, 'timeZone' | 'openHours' | 'specialDays' | 'bookingRules'>;
  blocked: Pick<BlockedTimesRepository, 'ranges'>;
  defaults: BookingRuleDefaults;
  now: () => Date;
};


/** Her booking rules as they apply, and the public page's upcoming closures. */
export function createClosuresService({ context, blocked, defaults, now }: Deps) {
  async function bookingRules(stylistId: number): Promise<BookingRulesView> {
    const own = await context.bookingRules(stylistId);
    return {
      minNoticeMinutes: own.minNoticeMinutes ?? defaults.minNoticeMinutes,
      horizonDays: own.horizonDays ?? defaults.horizonDays,
      slotStepMinutes: own.slotStepMinutes ?? defaults.slotStepMinutes,
      defaults,
    };
  }
  return {
    bookingRules,
    /**
     * Closed stretches from her today to the end of her booking horizon: closed special days and
     * days whose open hours blocked time covers entirely (availability/closures.ts).
     */
    async closures(stylistId: number): Promise<Closures> {
      const [timeZone, openHours, rules] = await Promise.all([context.timeZone(stylistId), context.openHours(stylistId), bookingRules(stylistId)]);
      const from = localDateOf(now().getTime(), timeZone);
      const to = addDays(from, rules.horizonDays);
      const [specialDays, blockedRanges] = await Promise.all([
        context.specialDays(stylistId, from, to),
        // A day either side covers every zone offset.
        blocked.ranges(stylistId, new Date(Date.parse(from) - DAY_MS), new Date(Date.parse(to) + 2 * DAY_MS)),
      ]);
      return { timeZone, horizonDays: rules.horizonDays, closures: computeClosures({ timeZone, openHours, specialDays, blocked: blockedRanges, from, to }) };
    },
  };
}
export type ClosuresService = ReturnType<typeof createClosuresService>;
