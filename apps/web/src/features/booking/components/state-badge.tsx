import type { AppointmentState } from '@chairly/shared/appointments/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

// Dark shades with white text (WCAG AA), as in the back office.
const COLORS: Record<AppointmentState, string> = {
  held: 'grape.8',
  booked: 'blue.8',
  completed: 'teal.9',
  cancelled: 'gray.7',
  no_show: 'red.9',
  expired: 'dark.4',
};

export function StateBadge({ state }: { state: AppointmentState }) {
  const { t } = useTranslation('booking');
  return (
    <Badge color={COLORS[state]} variant="filled">
      {t(`states.${state}`)}
    </Badge>
  );
}
