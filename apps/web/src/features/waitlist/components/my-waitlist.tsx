import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { useLeaveWaitlist, useMyWaitlist } from '../api/waitlist';
import { formatCalendarDate } from '@chairly/shared/format';
import { timesOfDayLabel } from './times-of-day';

const STATE_COLOR = { waiting: 'blue', booked: 'teal', ended: 'gray', left: 'gray' } as const;

/** Issue 21: the customer's waitlist entries beside her bookings; she can leave a waiting one. */
export function MyWaitlist({ enabled }: { enabled: boolean }) {
  const { t, i18n } = useTranslation('waitlist');
  const list = useMyWaitlist(enabled);
  const leave = useLeaveWaitlist();
  const entries = list.data ?? [];
  if (entries.length === 0) return null;
  return (
    <section aria-labelledby="my-waitlist-title">
      <Title order={2} size="h4" id="my-waitlist-title" mt="xl" mb="sm">
        {t('mine.title')}
      </Title>
      <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {entries.map((entry) => (
          <Paper component="li" key={entry.id} withBorder radius="md" p="md" data-testid="waitlist-entry">
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <Stack gap={4}>
                <Text fw={600}>{entry.services.map((s) => s.name).join(', ')}</Text>
                <Text size="sm">
                  {t('mine.range', { from: formatCalendarDate(entry.from, i18n.language), to: formatCalendarDate(entry.to, i18n.language) })}
                </Text>
                <Text size="sm" c="dimmed">
                  {timesOfDayLabel(entry.timesOfDay, t)}
                </Text>
              </Stack>
              <Stack gap="xs" align="flex-end">
                <Badge color={STATE_COLOR[entry.state]} variant="light">
                  {t(`state.${entry.state}`)}
                </Badge>
                {entry.state === 'waiting' && (
                  <Button
                    size="compact-sm"
                    variant="subtle"
                    color="red"
                    loading={leave.isPending && leave.variables === entry.id}
                    onClick={() =>
                      leave.mutate(entry.id, {
                        onSuccess: () => notify.success('waitlist:mine.left'),
                        onError: () => notify.error('waitlist:mine.leaveFailed'),
                      })
                    }
                  >
                    {t('mine.leave')}
                  </Button>
                )}
              </Stack>
            </Group>
          </Paper>
        ))}
      </Stack>
    </section>
  );
}
