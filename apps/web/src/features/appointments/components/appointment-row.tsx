import type { Appointment } from '@chairly/shared/appointments/contracts';
import { Anchor, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatWallDateTime } from '@chairly/shared/format';
import { useAppointmentMoney } from '../hooks/use-appointment-money';
import { DepositText } from './deposit-text';
import { StateBadge } from './state-badge';

function customerName(appointment: Appointment): string {
  return appointment.customer ? `${appointment.customer.name} ${appointment.customer.lastName}`.trim() : '—';
}

type AppointmentRowProps = { appointment: Appointment; withCustomer?: boolean };

/** An appointment as a table row: its start (a link to it, in the stylist's wall time), the customer if asked, services, amount, state. */
export function AppointmentRow({ appointment, withCustomer = false }: AppointmentRowProps) {
  const { i18n } = useTranslation('appointments');
  const money = useAppointmentMoney(appointment);
  return (
    <Table.Tr>
      <Table.Td>
        <Anchor component={Link} to={paths.appointmentShow(appointment.id)}>
          {formatWallDateTime(appointment.startsAt, i18n.language)}
        </Anchor>
      </Table.Td>
      {withCustomer && <Table.Td>{customerName(appointment)}</Table.Td>}
      <Table.Td>{appointment.services.map((service) => service.name).join(', ')}</Table.Td>
      <Table.Td>
        {money(appointment.amount)}
        <DepositText amount={appointment.depositAmount} status={appointment.depositStatus} currency={appointment.currency} />
      </Table.Td>
      <Table.Td>
        <StateBadge state={appointment.state} />
      </Table.Td>
    </Table.Tr>
  );
}
