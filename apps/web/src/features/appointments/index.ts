import type { LazyScreen } from '@/config/route-types';

/** Appointment screens (SPEC §2): the filtered, paged list and the detail with transitions and fees. */
export const appointmentScreens = {
  list: () => import('./routes/appointment-list-page'),
  show: () => import('./routes/appointment-show-page'),
} satisfies Record<string, LazyScreen>;

export { CALENDAR_STATES, STATE_COLORS, stateColorVar } from './utils/state-colors';
export { formatMoney, formatWallDateTime, formatWallTime, wallDateOf, wallTimeToIso } from './utils/wall-time';
export { StateBadge } from './components/state-badge';
export { useStylistTimeZone } from './api/get-stylist-time-zone';
export { appointmentsKeys } from './api/keys';
