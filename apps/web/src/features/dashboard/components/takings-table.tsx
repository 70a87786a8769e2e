import type { TakingsOfMember } from '@chairly/shared/dashboard/contracts';
import { Paper, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useAppointmentMoney } from '@/features/appointments';

type Props = { takings: readonly TakingsOfMember[] | undefined };

/**
 * Issue #34 (D66): each member's takings this week and this month, in the business's currency.
 * Nothing for a business of one member (its dashboard looks as it did).
 */
export function TakingsTable({ takings }: Props) {
  const { t } = useTranslation('dashboard');
  const money = useAppointmentMoney();
  if (!takings || takings.length < 2) return null;
  return (
    <Paper withBorder radius="md" p="md" data-testid="takings-by-member">
      <Title order={2} size="h4" mb="sm">
        {t('takings.title')}
      </Title>
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('takings.member')}</Table.Th>
            <Table.Th ta="end">{t('byNumbers.week')}</Table.Th>
            <Table.Th ta="end">{t('byNumbers.month')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {takings.map((row) => (
            <Table.Tr key={row.memberId} data-testid={`takings-${row.memberId}`}>
              <Table.Th scope="row" fw={400}>
                <Text span dir="auto">{row.name}</Text>
              </Table.Th>
              <Table.Td ta="end">{money(row.week)}</Table.Td>
              <Table.Td ta="end">{money(row.month)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}
