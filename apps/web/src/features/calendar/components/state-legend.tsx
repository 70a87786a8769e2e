import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { CALENDAR_STATES, stateColorVar } from '@/features/appointments';

/** Which colour means which state. */
export function StateLegend() {
  const { t } = useTranslation('appointments');
  const { t: tc } = useTranslation('calendar');
  return (
    <Group gap="md" wrap="wrap" component="ul" aria-label={tc('legend')} style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {CALENDAR_STATES.map((state) => (
        <Group key={state} gap={6} component="li" wrap="nowrap">
          <span aria-hidden style={{ width: 12, height: 12, borderRadius: 3, background: stateColorVar(state), display: 'inline-block' }} />
          <Text size="sm">{t(`states.${state}`)}</Text>
        </Group>
      ))}
    </Group>
  );
}
