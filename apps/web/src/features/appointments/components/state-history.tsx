import type { AppointmentDetail } from '@chairly/shared/appointments/contracts';
import { Paper, Text, Timeline, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatWallDateTime } from '@chairly/shared/format';

/** Every state change with who made it and when (the server records them; creation has no "from"). */
export function StateHistory({ changes }: { changes: AppointmentDetail['stateChanges'] }) {
  const { t, i18n } = useTranslation('appointments');
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} size="h5" mb="sm">
        {t('history.title')}
      </Title>
      <Timeline active={changes.length - 1} bulletSize={14} lineWidth={2}>
        {changes.map((change, index) => (
          <Timeline.Item key={index} title={change.from ? t('history.changed', { from: t(`states.${change.from}`), to: t(`states.${change.to}`) }) : t('history.created', { to: t(`states.${change.to}`) })}>
            <Text size="sm" c="dimmed">
              {t('history.by', { actor: t(`history.actors.${change.actor}`), at: formatWallDateTime(change.at, i18n.language) })}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </Paper>
  );
}
