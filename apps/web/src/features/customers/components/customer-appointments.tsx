import type { Appointment } from '@chairly/shared/appointments/contracts';
import { Group, Loader, Paper, Table, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, ErrorState } from '@/components/ui';
import { ListFooter } from '@/components/ui/list';
import { AppointmentRow } from '@/features/appointments';
import { entriesRange } from '@/lib/list-params';
import { CUSTOMER_APPOINTMENTS_PAGE_SIZE, useCustomerAppointments } from '../api/get-customer-appointments';

function HistoryTable({ appointments, busy }: { appointments: Appointment[]; busy: boolean }) {
  const { t } = useTranslation('customers');
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped verticalSpacing="sm" aria-busy={busy} aria-labelledby="customer-appointments-title">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('appointments.columns.startsAt')}</Table.Th>
            <Table.Th>{t('appointments.columns.services')}</Table.Th>
            <Table.Th>{t('appointments.columns.amount')}</Table.Th>
            <Table.Th>{t('appointments.columns.state')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {appointments.map((appointment) => (
            <AppointmentRow key={appointment.id} appointment={appointment} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The customer's appointment history on the edit screen: newest first, times in the stylist's zone, ten a page. */
export function CustomerAppointments({ customerId }: { customerId: number }) {
  // Both namespaces at once: the state badges read `appointments`.
  const { t } = useTranslation(['customers', 'appointments']);
  const [page, setPage] = useState(1);
  const history = useCustomerAppointments(customerId, page);
  const total = history.data?.['hydra:totalItems'] ?? 0;
  const pages = Math.max(1, Math.ceil(total / CUSTOMER_APPOINTMENTS_PAGE_SIZE));

  const content = () => {
    if (history.isPending)
      return (
        <Group justify="center" py="xl">
          <Loader size="sm" aria-label={t('customers:appointments.loading')} />
        </Group>
      );
    if (history.isError && !history.data)
      return (
        <ErrorState
          title={t('customers:appointments.loadFailed')}
          description={t('customers:appointments.loadFailedHint')}
          actionLabel={t('customers:appointments.retry')}
          onAction={() => void history.refetch()}
        />
      );
    if (total === 0) return <EmptyState title={t('customers:appointments.empty')} description={t('customers:appointments.emptyHint')} />;
    return (
      <>
        <HistoryTable appointments={history.data['hydra:member']} busy={history.isFetching} />
        <ListFooter
          summary={t('customers:summary', entriesRange(page, CUSTOMER_APPOINTMENTS_PAGE_SIZE, total))}
          page={page}
          pages={pages}
          onPage={setPage}
          labels={{ previous: t('customers:pagination.previous'), next: t('customers:pagination.next'), page: (n) => t('customers:pagination.page', { page: n }) }}
        />
      </>
    );
  };

  return (
    <Paper component="section" withBorder radius="md" p="lg" maw={720} mt="lg" aria-labelledby="customer-appointments-title" data-testid="customer-appointments">
      <Title order={2} size="h3" mb="md" id="customer-appointments-title">
        {t('customers:appointments.title')}
      </Title>
      {content()}
    </Paper>
  );
}
