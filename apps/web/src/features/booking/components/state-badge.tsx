import type { AppointmentState } from '@chairly/shared/appointments/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STATE_COLORS } from '@/lib/appointment-state-colors';
import classes from './booking.module.css';

/** A booking's state for the customer, in the back office's colours; never shrunk below its label. */
export function StateBadge({ state }: { state: AppointmentState }) {
  const { t } = useTranslation('booking');
  return (
    <Badge color={STATE_COLORS[state]} variant="filled" data-state={state} className={classes.stateBadge}>
      {t(`states.${state}`)}
    </Badge>
  );
}
