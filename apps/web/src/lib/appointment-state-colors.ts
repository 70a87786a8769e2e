import type { AppointmentState } from '@chairly/shared/appointments/contracts';

/**
 * One Mantine colour per appointment state, dark enough for white text (WCAG AA): the back office's
 * badges and calendar events and the customer's booking badges.
 */
export const STATE_COLORS: Record<AppointmentState, string> = {
  held: 'grape.8',
  booked: 'blue.8',
  completed: 'teal.9',
  cancelled: 'gray.7',
  no_show: 'red.9',
  expired: 'dark.4',
  released: 'gray.9',
};
