export { CALENDAR_STATES, STATE_COLORS, stateColorVar } from './utils/state-colors';
export { useAppointmentMoney } from './hooks/use-appointment-money';
export { StateBadge } from './components/state-badge';
export { AppointmentRow } from './components/appointment-row';
export { appointmentsKeys } from './api/keys';
