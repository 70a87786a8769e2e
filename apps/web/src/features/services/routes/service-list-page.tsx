import type { Service, ServiceSortField } from '@chairly/shared/services/contracts';
import { lazy } from 'react';
import type { DeleteConfirmModalProps } from '@/components/ui/resource/delete-confirm-modal';
import { ResourceListPage } from '@/components/ui/resource/resource-list-page';
import type { ResourceColumns } from '@/components/ui/resource/resource-table';
import { paths } from '@/config/paths';
import { useDeleteService } from '../api/delete-service';
import { useServices } from '../api/get-services';
import { formatPrice } from '../utils/service-form';

// The add panel (form, validation schema, number and select inputs) loads when it is first opened.
const AddServiceDrawer = lazy(() =>
  import('../components/add-service-drawer').then((module) => ({
    default: module.AddServiceDrawer,
  })),
);

const COLUMNS: ResourceColumns<Service, ServiceSortField> = {
  sortable: ['name', 'price', 'hourly', 'duration', 'public'],
  cells: (service, t) => {
    const yesNo = (value: boolean) => (value ? t('yes') : t('no'));
    return [service.name, formatPrice(service.price), yesNo(service.hourly), t('minutes', { count: service.duration }), yesNo(service.public)];
  },
  name: (service) => service.name,
  editPath: paths.serviceEdit,
};

// 'Delete service' shows the service's read-only name, price and duration (docs/product.md §2).
const deleteFields: DeleteConfirmModalProps<Service>['fields'] = (service, t) => [
  { label: t('fields.name'), value: service.name },
  { label: t('fields.price'), value: formatPrice(service.price) },
  { label: t('fields.duration'), value: t('minutes', { count: service.duration }) },
];

/** /apps/services/list (docs/product.md §2): sortable, paged table with search, add panel and delete confirmation. */
export default function ServiceListPage() {
  return <ResourceListPage ns="services" columns={COLUMNS} useList={useServices} AddPanel={AddServiceDrawer} useDelete={useDeleteService} deleteFields={deleteFields} />;
}
