import { Badge, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSchedule } from '../api/get-schedule';
import { addDays, formatCalendarDate, formatRelativeDay, formatTime } from '@chairly/shared/format';
import { useAppointmentMoney } from '@/features/appointments';

type ScheduleListProps = {
  /** The stylist's today (`yyyy-MM-dd`, as the server computed it); null until it is known. */
  today: string | null;
  /** The day shown, in days from today: 0 today, 1 tomorrow. */
  days: number;
  testId: string;
};

// The title's words ("Today", "Morgen") depend only on the distance in days, so they are written
// from any pair of dates that far apart, before the stylist's today has arrived.
const ANY_DAY = '2026-01-01';
// Dark shades: white text on them meets WCAG AA.
const STATE_COLOR = { booked: 'blue.8', completed: 'teal.9', no_show: 'red.9' } as Record<string, string>;

/** The booked, completed and no-show appointments of one local day, by start. */
export function ScheduleList({ today, days, testId }: ScheduleListProps) {
  const { t, i18n } = useTranslation('dashboard');
  const date = today ? addDays(today, days) : null;
  const title = formatRelativeDay(addDays(ANY_DAY, days), ANY_DAY, i18n.language, { capitalized: true });
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
            // On a narrow screen the state and amount go under the name rather than squeezing it (issue #31.6).
            <Group key={a.id} component="li" justify="space-between" wrap="wrap" gap="xs" py={8} style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
              <Group gap="sm" wrap="nowrap" miw={0} style={{ flex: '1 1 12rem' }}>
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
              <Group gap="xs" wrap="nowrap" ms="auto" style={{ flexShrink: 0 }}>
                <Badge color={STATE_COLOR[a.state] ?? 'gray.7'} style={{ flexShrink: 0, overflow: 'visible' }}>
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
