import type { ByNumbers } from '@chairly/shared/dashboard/contracts';
import { Paper, Skeleton, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '@chairly/shared/format';
import { useAppointmentMoney } from '@/features/appointments';

type ByNumbersTableProps = { data: ByNumbers | undefined; loading: boolean; failed: boolean };

/** This week and this month side by side: appointments, revenue, new customers, no-shows, deposits. */
export function ByNumbersTable({ data, loading, failed }: ByNumbersTableProps) {
  const { t, i18n } = useTranslation('dashboard');
  const money = useAppointmentMoney();
  const rows = data
    ? ([
        ['appointments', String(data.week.appointments), String(data.month.appointments)],
        ['revenue', money(data.week.revenue), money(data.month.revenue)],
        ['newCustomers', String(data.week.newCustomers), String(data.month.newCustomers)],
        ['noShowRate', formatPercent(data.week.noShowRate, i18n.language), formatPercent(data.month.noShowRate, i18n.language)],
        // Issue #20: deposits taken and refunded in the period.
        ['depositsTaken', money(data.week.depositsTaken), money(data.month.depositsTaken)],
        ['depositsRefunded', money(data.week.depositsRefunded), money(data.month.depositsRefunded)],
        // Issue #21: bookings that took a time offered from the waitlist.
        ['fromWaitlist', String(data.week.fromWaitlist), String(data.month.fromWaitlist)],
      ] as const)
    : [];
  return (
    <Paper withBorder radius="md" p="md" data-testid="by-numbers">
      <Title order={2} size="h4" mb="sm">
        {t('byNumbers.title')}
      </Title>
      {loading ? (
        <Skeleton height={120} />
      ) : failed ? (
        <Text c="red.8" size="sm">
          {t('figureFailed')}
        </Text>
      ) : (
        <Table>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <VisuallyHidden>{t('byNumbers.figure')}</VisuallyHidden>
              </Table.Th>
              <Table.Th ta="end">{t('byNumbers.week')}</Table.Th>
              <Table.Th ta="end">{t('byNumbers.month')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map(([key, week, month]) => (
              <Table.Tr key={key} data-testid={`by-numbers-${key}`}>
                <Table.Th scope="row" fw={400}>
                  {t(`byNumbers.${key}`)}
                </Table.Th>
                <Table.Td ta="end">{week}</Table.Td>
                <Table.Td ta="end">{month}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
