import type { Appointment } from '@chairly/shared/appointments/contracts';
import { useTranslation } from 'react-i18next';
import { ListTable, type ListColumn } from '@/components/ui/list';
import type { SortOrder } from '../utils/list-filters';
import { AppointmentAmount, AppointmentStart, customerName, serviceNames } from './appointment-row';
import { StateBadge } from './state-badge';

type Props = { appointments: Appointment[] | undefined; loading: boolean; order: SortOrder; onSort: () => void; skeletonRows: number };

export function AppointmentsTable({ appointments, loading, order, onSort, skeletonRows }: Props) {
  const { t } = useTranslation('appointments');
  const columns: ListColumn<Appointment>[] = [
    {
      label: t('columns.startsAt'),
      sort: { direction: order, onSort },
      cell: (appointment) => <AppointmentStart appointment={appointment} />,
    },
    { label: t('columns.customer'), cell: customerName },
    { label: t('columns.services'), cell: serviceNames },
    { label: t('columns.amount'), cell: (appointment) => <AppointmentAmount appointment={appointment} /> },
    { label: t('columns.state'), cell: (appointment) => <StateBadge state={appointment.state} /> },
  ];
  return (
    <ListTable
      minWidth={640}
      columns={columns}
      rowKey={(appointment) => appointment.id}
      items={appointments}
      loading={loading}
      skeletonRows={skeletonRows}
      // A row is 49.8 px high (its text and state badge): 14 px bars with 5.4 px above and below
      // make a skeleton row as high (e2e/tests/list-loading.spec.ts measures both).
      skeletonMargin={5.4}
      empty={t('list.empty')}
    />
  );
}
