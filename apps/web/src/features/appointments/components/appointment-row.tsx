import type { Appointment } from '@chairly/shared/appointments/contracts';
import { Anchor, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatWallDateTime } from '@chairly/shared/format';
import { useAppointmentMoney } from '../hooks/use-appointment-money';
import { DepositText } from './deposit-text';
import { StateBadge } from './state-badge';

export function customerName(appointment: Appointment): string {
  return appointment.customer ? `${appointment.customer.name} ${appointment.customer.lastName}`.trim() : '—';
}

export const serviceNames = (appointment: Appointment) => appointment.services.map((service) => service.name).join(', ');

/** Its start in the stylist's wall time, as a link to the appointment. */
export function AppointmentStart({ appointment }: { appointment: Appointment }) {
  const { i18n } = useTranslation('appointments');
  return (
    <Anchor component={Link} to={paths.appointmentShow(appointment.id)}>
      {formatWallDateTime(appointment.startsAt, i18n.language)}
    </Anchor>
  );
}

/** Its amount with the deposit, if any. */
export function AppointmentAmount({ appointment }: { appointment: Appointment }) {
  const money = useAppointmentMoney(appointment);
  return (
    <>
      {money(appointment.amount)}
      <DepositText amount={appointment.depositAmount} status={appointment.depositStatus} currency={appointment.currency} />
    </>
  );
}

type AppointmentRowProps = { appointment: Appointment; withCustomer?: boolean };

/** An appointment as a table row: its start (a link to it, in the stylist's wall time), the customer if asked, services, amount, state. */
export function AppointmentRow({ appointment, withCustomer = false }: AppointmentRowProps) {
  return (
    <Table.Tr>
      <Table.Td>
        <AppointmentStart appointment={appointment} />
      </Table.Td>
      {withCustomer && <Table.Td>{customerName(appointment)}</Table.Td>}
      <Table.Td>{serviceNames(appointment)}</Table.Td>
      <Table.Td>
        <AppointmentAmount appointment={appointment} />
      </Table.Td>
      <Table.Td>
        <StateBadge state={appointment.state} />
      </Table.Td>
    </Table.Tr>
  );
}
