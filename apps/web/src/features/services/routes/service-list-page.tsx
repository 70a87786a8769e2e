import type { Service, ServiceSortField } from '@chairly/shared/services/contracts';
import { lazy, useMemo } from 'react';
import type { DeleteConfirmModalProps } from '@/components/ui/resource/delete-confirm-modal';
import { ResourceListPage } from '@/components/ui/resource/resource-list-page';
import type { ResourceColumns } from '@/components/ui/resource/resource-table';
import { paths } from '@/config/paths';
import { useStylistCurrency } from '@/lib/stylist-profile';
import { useMoney } from '@/lib/money';
import { useDeleteService } from '../api/delete-service';
import { useServices } from '../api/get-services';

// The add panel (form, validation schema, number and select inputs) loads when it is first opened.
const AddServiceDrawer = lazy(() =>
  import('../components/add-service-drawer').then((module) => ({
    default: module.AddServiceDrawer,
  })),
);

// Prices are written in the stylist's currency for the reader's language (issue #29).
const columnsFor = (money: (amount: number) => string): ResourceColumns<Service, ServiceSortField> => ({
  sortable: ['name', 'price', 'hourly', 'duration', 'public'],
  cells: (service, t) => {
    const yesNo = (value: boolean) => (value ? t('yes') : t('no'));
    return [service.name, money(service.price), yesNo(service.hourly), t('minutes', { count: service.duration }), yesNo(service.public)];
  },
  name: (service) => service.name,
  editPath: paths.serviceEdit,
});

// 'Delete service' shows the service's read-only name, price and duration (docs/product.md §2).
const deleteFieldsFor = (money: (amount: number) => string): DeleteConfirmModalProps<Service>['fields'] => (service, t) => [
  { label: t('fields.name'), value: service.name },
  { label: t('fields.price'), value: money(service.price) },
  { label: t('fields.duration'), value: t('minutes', { count: service.duration }) },
];

/** /apps/services/list (docs/product.md §2): sortable, paged table with search, add panel and delete confirmation. */
export default function ServiceListPage() {
  const money = useMoney(useStylistCurrency());
  const columns = useMemo(() => columnsFor(money), [money]);
  const deleteFields = useMemo(() => deleteFieldsFor(money), [money]);
  return <ResourceListPage ns="services" columns={columns} useList={useServices} AddPanel={AddServiceDrawer} useDelete={useDeleteService} deleteFields={deleteFields} />;
}
