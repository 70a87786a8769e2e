import type { AppointmentState } from '@chairly/shared/appointments/contracts';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { STATE_COLORS } from '../utils/state-colors';

export function StateBadge({ state }: { state: AppointmentState }) {
  const { t } = useTranslation('appointments');
  return (
    <Badge color={STATE_COLORS[state]} variant="filled" data-state={state}>
      {t(`states.${state}`)}
    </Badge>
  );
}
