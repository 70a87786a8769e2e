import { BOOKING_RULE_LIMITS, type BookingRulesView, type Closures } from '@chairly/shared';
import { DAY_MS, addDays } from '@chairly/shared/format';
import { rulesInEffect, type BookingRuleDefaults } from './booking-rules';
import { computeTeamClosures } from './closures';
import type { AvailabilityInputs, MemberChoice } from './inputs.repository';
import { localDateOf } from './zoned-time';

type Deps = {
  inputs: Pick<AvailabilityInputs, 'schedule' | 'schedules' | 'blockedOf'>;
  defaults: BookingRuleDefaults;
  now: () => Date;
};

/** Her booking rules as they apply, and the public page's upcoming closures. */
export function createClosuresService({ inputs, defaults, now }: Deps) {
  return {
    /** Her (`memberId`'s, absent: the owner's) booking rules in effect (hers, else the business's, else the defaults), and the defaults. */
    async bookingRules(stylistId: number, memberId?: number): Promise<BookingRulesView> {
      const { bookingRules } = await inputs.schedule(stylistId, null, null, memberId ?? null);
      return { ...rulesInEffect(bookingRules, defaults), defaults };
    },
    /**
     * Closed stretches from the business's today to the end of the longest booking horizon: dates
     * no member taking online bookings is open on (closures.ts), for a closed special day or
     * blocked time covering her hours. A business of one member: hers, as before.
     */
    async closures(stylistId: number): Promise<Closures> {
      const at = now().getTime();
      // The zone and horizons are unknown before the schedules are read: they are read once (issue
      // #33.3: the public page's render read them twice), with the special days of the widest window
      // the dates can take, from yesterday in UTC to the longest horizon after tomorrow.
      const today = new Date(at).toISOString().slice(0, 10);
      const wide = { from: addDays(today, -1), to: addDays(today, 1 + Math.max(BOOKING_RULE_LIMITS.horizonDays.max, defaults.horizonDays)) };
      let choice: MemberChoice = { team: true };
      let members = await inputs.schedules(stylistId, choice, wide.from, wide.to, null);
      // Nobody takes online bookings: the owner's, as before members.
      if (members.length === 0) members = await inputs.schedules(stylistId, (choice = { team: false, memberId: null }), wide.from, wide.to, null);
      const timeZone = members[0]?.timeZone ?? 'UTC';
      const horizonDays = Math.max(...members.map((m) => rulesInEffect(m.bookingRules, defaults).horizonDays), 0);
      const from = localDateOf(at, timeZone);
      const to = addDays(from, horizonDays);
      // A horizon beyond the limits (set before them) gets its special days read for its own dates.
      const inWindow = from >= wide.from && to <= wide.to;
      const [read, blocked] = await Promise.all([
        inWindow ? members : inputs.schedules(stylistId, choice, from, to, null),
        // A day either side covers every zone offset.
        inputs.blockedOf(stylistId, choice, new Date(Date.parse(from) - DAY_MS), new Date(Date.parse(to) + 2 * DAY_MS)),
      ]);
      const closures = computeTeamClosures(
        read.map((m) => ({ timeZone, openHours: m.openHours, specialDays: m.specialDays, blocked: blocked.get(m.memberId) ?? [], from, to })),
      );
      return { timeZone, horizonDays, closures };
    },
  };
}
export type ClosuresService = ReturnType<typeof createClosuresService>;
