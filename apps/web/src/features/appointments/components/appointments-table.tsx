import type { Appointment } from '@chairly/shared/appointments/contracts';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ListTable, SortableTh } from '@/components/ui/list';
import type { SortOrder } from '../utils/list-filters';
import { AppointmentRow } from './appointment-row';

type Props = { appointments: Appointment[] | undefined; loading: boolean; order: SortOrder; onSort: () => void; skeletonRows: number };

export function AppointmentsTable({ appointments, loading, order, onSort, skeletonRows }: Props) {
  const { t } = useTranslation('appointments');
  return (
    <ListTable
      minWidth={640}
      head={
        <>
          <SortableTh direction={order} onSort={onSort}>
            {t('columns.startsAt')}
          </SortableTh>
          <Table.Th>{t('columns.customer')}</Table.Th>
          <Table.Th>{t('columns.services')}</Table.Th>
          <Table.Th>{t('columns.amount')}</Table.Th>
          <Table.Th>{t('columns.state')}</Table.Th>
        </>
      }
      columnCount={5}
      items={appointments}
      loading={loading}
      skeletonRows={skeletonRows}
      // A row is 49.8 px high (its text and state badge): 14 px bars with 5.4 px above and below
      // make a skeleton row as high (e2e/tests/list-loading.spec.ts measures both).
      skeletonMargin={5.4}
      empty={t('list.empty')}
      row={(appointment) => <AppointmentRow key={appointment.id} appointment={appointment} withCustomer />}
    />
  );
}
