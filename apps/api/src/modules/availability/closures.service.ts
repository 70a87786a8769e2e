import { BOOKING_RULE_LIMITS, type BookingRulesView, type Closures } from '@chairly/shared';
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
      const at = now().getTime();
      // Her zone and horizon are unknown before her schedule is read: it is read once (issue #33.3:
      // the public page's render read it twice), with the special days of the widest window her
      // dates can take, from yesterday in UTC to her longest horizon after tomorrow.
      const today = new Date(at).toISOString().slice(0, 10);
      const wide = { from: addDays(today, -1), to: addDays(today, 1 + Math.max(BOOKING_RULE_LIMITS.horizonDays.max, defaults.horizonDays)) };
      const { timeZone, openHours, bookingRules, specialDays: read } = await inputs.schedule(stylistId, wide.from, wide.to);
      const { horizonDays } = rulesInEffect(bookingRules, defaults);
      const from = localDateOf(at, timeZone);
      const to = addDays(from, horizonDays);
      const [specialDays, blocked] = await Promise.all([
        // A horizon beyond the limits (set before them) gets its special days read for its own dates.
        from >= wide.from && to <= wide.to ? read : inputs.schedule(stylistId, from, to).then((schedule) => schedule.specialDays),
        // A day either side covers every zone offset.
        inputs.blocked(stylistId, new Date(Date.parse(from) - DAY_MS), new Date(Date.parse(to) + 2 * DAY_MS)),
      ]);
      return { timeZone, horizonDays, closures: computeClosures({ timeZone, openHours, specialDays, blocked, from, to }) };
    },
  };
}
export type ClosuresService = ReturnType<typeof createClosuresService>;
