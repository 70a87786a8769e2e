import { Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSchedule } from '../api/get-schedule';
import { formatCalendarDate, formatTime } from '@chairly/shared/format';
import { useAppointmentMoney } from '@/features/appointments';

type ScheduleListProps = { title: string; date: string | null; testId: string };
// Dark shades: white text on them meets WCAG AA.
const STATE_COLOR = { booked: 'blue.8', completed: 'teal.9', no_show: 'red.9' } as Record<string, string>;

/** The booked, completed and no-show appointments of one local day, by start. */
export function ScheduleList({ title, date, testId }: ScheduleListProps) {
  const { t, i18n } = useTranslation('dashboard');
  const money = useAppointmentMoney();
  const schedule = useSchedule(date);
  return (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      <Title order={2} size="h4">
        {title}
      </Title>
      {date && (
        <Text size="sm" c="dimmed" mb="sm">
          {formatCalendarDate(date, i18n.language, { weekday: 'long', day: 'numeric', month: 'long' })}
        </Text>
      )}
      {schedule.isPending ? (
        <Stack gap="xs">
          <Skeleton height={40} />
          <Skeleton height={40} />
        </Stack>
      ) : schedule.isError ? (
        <Text c="red.8" size="sm">
          {t('scheduleFailed')}
        </Text>
      ) : schedule.data.appointments.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('scheduleEmpty')}
        </Text>
      ) : (
        <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {schedule.data.appointments.map((a) => (
            <Group key={a.id} component="li" justify="space-between" wrap="nowrap" py={8} style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
              <Group gap="sm" wrap="nowrap" miw={0}>
                <Text fw={600} miw={52} style={{ flexShrink: 0, whiteSpace: 'nowrap' }}>
                  {formatTime(a.startsAt, i18n.language, schedule.data.timeZone)}
                </Text>
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" truncate>
                    {a.customer ? `${a.customer.name} ${a.customer.lastName}`.trim() : t('noCustomer')}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {a.services.map((s) => s.name).join(', ')}
                  </Text>
                </div>
              </Group>
              <Group gap="xs" wrap="nowrap">
                <Badge color={STATE_COLOR[a.state] ?? 'gray.7'}>
                  {t(`state.${a.state}`)}
                </Badge>
                <Text size="sm">{money(a.amount)}</Text>
              </Group>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
