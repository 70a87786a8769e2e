import type { OpenHour } from '@chairly/shared/settings/open-hours';
import { Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatWallTime, weekDayName } from '../utils/format';

/** Open hours Monday first, each day with all its intervals; days without hours read "Closed". */
export function OpenHoursList({ hours }: { hours: readonly OpenHour[] }) {
  const { t, i18n } = useTranslation('booking');
  const locale = i18n.language;
  return (
    <section aria-labelledby="open-hours-title">
      <Title order={2} size="h4" id="open-hours-title" mb="xs">
        {t('page.openHours')}
      </Title>
      <Table withRowBorders={false} verticalSpacing={4} horizontalSpacing={0} maw={360}>
        <Table.Tbody>
          {[0, 1, 2, 3, 4, 5, 6].map((day) => {
            const intervals = hours
              .filter((h) => h.weekDay === day)
              .sort((a, b) => a.startTime.localeCompare(b.startTime));
            return (
              <Table.Tr key={day}>
                <Table.Th scope="row" fw={500}>
                  {weekDayName(day, locale)}
                </Table.Th>
                <Table.Td ta="right">
                  {intervals.length === 0 ? (
                    <Text span c="dimmed" size="sm">
                      {t('page.closed')}
                    </Text>
                  ) : (
                    intervals
                      .map(
                        (h) =>
                          `${formatWallTime(h.startTime, locale)} – ${formatWallTime(h.endTime, locale)}`,
                      )
                      .join(', ')
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </section>
  );
}
