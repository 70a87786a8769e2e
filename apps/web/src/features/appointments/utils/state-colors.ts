import { ABANDONED_HOLD_STATES, APPOINTMENT_STATES, type AppointmentState } from '@chairly/shared/appointments/contracts';
import { STATE_COLORS } from '@/lib/appointment-state-colors';

export { STATE_COLORS };

/** The calendar legend lists the states a calendar can show (expired and released holds never appear there). */
export const CALENDAR_STATES: readonly AppointmentState[] = APPOINTMENT_STATES.filter(
  (state) => !(ABANDONED_HOLD_STATES as readonly AppointmentState[]).includes(state),
);

/** The CSS custom property of a state's colour, e.g. `var(--mantine-color-blue-8)`. */
export function stateColorVar(state: AppointmentState): string {
  return `var(--mantine-color-${STATE_COLORS[state].replace('.', '-')})`;
}
