import { AppError, FINAL_APPOINTMENT_STATES, type AppointmentState, type AppointmentTransition, type AppointmentTransitionName } from '@chairly/shared';

/**
 * The server's transition rules (docs/architecture.md §7, issue 9), pure. held → booked (confirm) and
 * held → expired (the system) happen elsewhere; these are the ones a stylist sends.
 */
type Rule = AppointmentTransition & { from: AppointmentState; when: (a: Timing, now: number) => string | null };
type Timing = { startsAt: Date; endsAt: Date };

const RULES: Record<AppointmentTransitionName, Rule> = {
  checkout: {
    name: 'checkout',
    from: 'booked',
    to: 'completed',
    charges: true,
    when: (a, now) => (now >= a.startsAt.getTime() ? null : 'An appointment can be checked out only once it has started'),
  },
  'no-show': {
    name: 'no-show',
    from: 'booked',
    to: 'no_show',
    charges: false,
    when: (a, now) => (now >= a.startsAt.getTime() ? null : 'An appointment can be marked as a no-show only once it has started'),
  },
  cancel: {
    name: 'cancel',
    from: 'booked',
    to: 'cancelled',
    charges: false,
    when: (a, now) => (now < a.endsAt.getTime() ? null : 'An appointment can be cancelled only before it ends'),
  },
};

const toTransition = ({ name, to, charges }: Rule): AppointmentTransition => ({ name, to, charges });

/** The transitions allowed right now. */
export function allowedTransitions(state: AppointmentState, timing: Timing, now: Date): AppointmentTransition[] {
  return Object.values(RULES)
    .filter((rule) => rule.from === state && rule.when(timing, now.getTime()) === null)
    .map(toTransition);
}

/** The transition if allowed; else 409 (wrong or final state) or 422 (not yet / no longer). */
export function checkTransition(name: AppointmentTransitionName, state: AppointmentState, timing: Timing, now: Date): AppointmentTransition {
  const rule = RULES[name];
  if ((FINAL_APPOINTMENT_STATES as readonly string[]).includes(state)) {
    throw new AppError('CONFLICT', `The appointment is already ${state.replace('_', '-')}; it cannot change any more`);
  }
  if (state !== rule.from) throw new AppError('CONFLICT', `The appointment is ${state}; '${name}' needs a booked appointment`);
  const reason = rule.when(timing, now.getTime());
  if (reason) throw new AppError('BUSINESS_RULE', reason);
  return toTransition(rule);
}
