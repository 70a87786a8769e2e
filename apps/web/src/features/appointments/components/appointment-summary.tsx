import type { AppointmentDetail } from '@chairly/shared/appointments/contracts';
import { smsHref } from '@chairly/shared/format/phone-links';
import { Anchor, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatWallDateTime, formatWallTime } from '@chairly/shared/format';
import { PhoneNumber } from '@/components/ui/phone-number';
import { useStylistCountry } from '@/lib/stylist-profile';
import { useAppointmentMoney } from '../hooks/use-appointment-money';
import { DepositText } from './deposit-text';
import { StateBadge } from './state-badge';

/** Customer, time, services (name, price, duration), amount and note of one appointment. */
export function AppointmentSummary({ appointment }: { appointment: AppointmentDetail }) {
  const { t, i18n } = useTranslation('appointments');
  const money = useAppointmentMoney(appointment);
  const customer = appointment.customer;
  const country = useStylistCountry();
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            {formatWallDateTime(appointment.startsAt, i18n.language)} – {formatWallTime(appointment.endsAt, i18n.language)}
          </Title>
          <StateBadge state={appointment.state} />
        </Group>
        <div>
          <Text size="sm" c="dimmed">
            {t('detail.customer')}
          </Text>
          <Text fw={600}>{customer ? `${customer.name} ${customer.lastName}`.trim() : '—'}</Text>
          {customer?.email && (
            <Anchor href={`mailto:${customer.email}`} size="sm" dir="ltr" display="block" data-testid="customer-email">
              {customer.email}
            </Anchor>
          )}
          {customer?.phone && (
            <Group gap="sm">
              <PhoneNumber value={customer.phone} country={country} />
              {smsHref(customer.phone) && (
                <Anchor href={smsHref(customer.phone)!} size="sm" data-testid="customer-sms">
                  {t('detail.sendSms')}
                </Anchor>
              )}
            </Group>
          )}
        </div>
        <Table.ScrollContainer minWidth={300}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('detail.service')}</Table.Th>
                <Table.Th>{t('detail.price')}</Table.Th>
                <Table.Th>{t('detail.duration')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {appointment.services.map((service, index) => (
                <Table.Tr key={`${service.id}-${index}`}>
                  <Table.Td>{service.name}</Table.Td>
                  <Table.Td>{money(service.price)}</Table.Td>
                  <Table.Td>{t('detail.minutes', { count: service.duration })}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Group justify="space-between">
          <Text fw={600}>{t('detail.amount')}</Text>
          <Text fw={700} data-testid="appointment-amount">
            {money(appointment.amount)}
          </Text>
        </Group>
        <DepositText amount={appointment.depositAmount} status={appointment.depositStatus} currency={appointment.currency} size="sm" ta="end" />
        <div>
          <Text size="sm" c="dimmed">
            {t('detail.note')}
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap' }}>{appointment.note || t('detail.noNote')}</Text>
        </div>
      </Stack>
    </Paper>
  );
}
