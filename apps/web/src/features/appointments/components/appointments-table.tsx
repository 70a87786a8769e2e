import type { Appointment } from '@chairly/shared/appointments/contracts';
import { Anchor, Skeleton, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SortableTh } from '@/components/ui/list';
import { paths } from '@/config/paths';
import type { SortOrder } from '../utils/list-filters';
import { formatMoney, formatWallDateTime } from '../utils/wall-time';
import { StateBadge } from './state-badge';

type Props = { appointments: Appointment[] | undefined; loading: boolean; order: SortOrder; onSort: () => void; skeletonRows: number };

const COLUMNS = 5;

export function customerName(appointment: Appointment): string {
  return appointment.customer ? `${appointment.customer.name} ${appointment.customer.lastName}`.trim() : '—';
}

export function AppointmentsTable({ appointments, loading, order, onSort, skeletonRows }: Props) {
  const { t, i18n } = useTranslation('appointments');
  const body = () => {
    if (loading && !appointments)
      return Array.from({ length: skeletonRows }, (_, row) => (
        <Table.Tr key={row} aria-hidden>
          {Array.from({ length: COLUMNS }, (_, cell) => (
            <Table.Td key={cell}>
              <Skeleton height={14} radius="sm" />
            </Table.Td>
          ))}
        </Table.Tr>
      ));
    if (!appointments || appointments.length === 0)
      return (
        <Table.Tr>
          <Table.Td colSpan={COLUMNS}>
            <Text ta="center" c="dimmed" py="md">
              {t('list.empty')}
            </Text>
          </Table.Td>
        </Table.Tr>
      );
    return appointments.map((appointment) => (
      <Table.Tr key={appointment.id}>
        <Table.Td>
          <Anchor component={Link} to={paths.appointmentShow(appointment.id)}>
            {formatWallDateTime(appointment.startsAt, i18n.language)}
          </Anchor>
        </Table.Td>
        <Table.Td>{customerName(appointment)}</Table.Td>
        <Table.Td>{appointment.services.map((service) => service.name).join(', ')}</Table.Td>
        <Table.Td>{formatMoney(appointment.amount)}</Table.Td>
        <Table.Td>
          <StateBadge state={appointment.state} />
        </Table.Td>
      </Table.Tr>
    ));
  };
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing="sm" aria-busy={loading}>
        <Table.Thead>
          <Table.Tr>
            <SortableTh direction={order} onSort={onSort}>
              {t('columns.startsAt')}
            </SortableTh>
            <Table.Th>{t('columns.customer')}</Table.Th>
            <Table.Th>{t('columns.services')}</Table.Th>
            <Table.Th>{t('columns.amount')}</Table.Th>
            <Table.Th>{t('columns.state')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{body()}</Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
