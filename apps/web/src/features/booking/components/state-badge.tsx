import type { AppointmentState } from '@chairly/shared/appointments/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const COLORS: Record<AppointmentState, string> = {
  held: 'yellow',
  booked: 'teal',
  completed: 'blue',
  cancelled: 'gray',
  no_show: 'red',
  expired: 'gray',
};

export function StateBadge({ state }: { state: AppointmentState }) {
  const { t } = useTranslation('booking');
  return (
    <Badge color={COLORS[state]} variant="light">
      {t(`states.${state}`)}
    </Badge>
  );
}
