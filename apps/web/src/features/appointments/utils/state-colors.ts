import { APPOINTMENT_STATES, type AppointmentState } from '@chairly/shared/appointments/contracts';

/**
 * One Mantine colour per state, dark enough for white text (WCAG AA on calendar events). The
 * calendar legend lists the states a calendar can show (expired holds never appear there).
 */
export const STATE_COLORS: Record<AppointmentState, string> = {
  held: 'grape.8',
  booked: 'blue.8',
  completed: 'teal.9',
  cancelled: 'gray.7',
  no_show: 'red.9',
  expired: 'dark.4',
};

export const CALENDAR_STATES: readonly AppointmentState[] = APPOINTMENT_STATES.filter((state) => state !== 'expired');

/** The CSS custom property of a state's colour, e.g. `var(--mantine-color-blue-8)`. */
export function stateColorVar(state: AppointmentState): string {
  return `var(--mantine-color-${STATE_COLORS[state].replace('.', '-')})`;
}
