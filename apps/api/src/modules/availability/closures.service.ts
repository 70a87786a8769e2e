import type { BookingRulesView, Closures } from '@chairly/shared';
import { DAY_MS, addDays } from '@chairly/shared/format';
import { rulesInEffect, type BookingRuleDefaults } from './booking-rules';
import { computeClosures } from './closures';
import type { AvailabilityInputs } from './inputs.repository';
import { localDateOf } from './zoned-time';

type Deps = {
  inputs: Pick<AvailabilityInputs, 'schedule' | 'blocked'>;
  defaults: BookingRuleDefaults;
  now: () => Date;
};

/** Her booking rules as they apply, and the public page's upcoming closures. */
export function createClosuresService({ inputs, defaults, now }: Deps) {
  return {
    /** Her booking rules in effect (hers, else the defaults), and the defaults. */
    async bookingRules(stylistId: number): Promise<BookingRulesView> {
      const { bookingRules } = await inputs.schedule(stylistId, null, null);
      return { ...rulesInEffect(bookingRules, defaults), defaults };
    },
    /**
     * Closed stretches from her today to the end of her booking horizon: closed special days and
     * days whose open hours blocked time covers entirely (closures.ts).
     */
    async closures(stylistId: number): Promise<Closures> {
      const { timeZone, openHours, bookingRules } = await inputs.schedule(stylistId, null, null);
      const { horizonDays } = rulesInEffect(bookingRules, defaults);
      const from = localDateOf(now().getTime(), timeZone);
      const to = addDays(from, horizonDays);
      const [{ specialDays }, blocked] = await Promise.all([
        inputs.schedule(stylistId, from, to),
        // A day either side covers every zone offset.
        inputs.blocked(stylistId, new Date(Date.parse(from) - DAY_MS), new Date(Date.parse(to) + 2 * DAY_MS)),
      ]);
      return { timeZone, horizonDays, closures: computeClosures({ timeZone, openHours, specialDays, blocked, from, to }) };
    },
  };
}
export type ClosuresService = ReturnType<typeof createClosuresService>;
