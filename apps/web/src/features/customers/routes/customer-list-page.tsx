import type { Customer, CustomerSortField } from '@chairly/shared/customers/contracts';
import { lazy } from 'react';
import type { DeleteConfirmModalProps } from '@/components/ui/resource/delete-confirm-modal';
import { ResourceListPage } from '@/components/ui/resource/resource-list-page';
import type { ResourceColumns } from '@/components/ui/resource/resource-table';
import { paths } from '@/config/paths';
import { PhoneNumber } from '@/components/ui/phone-number';
import { useStylistCountry } from '@/lib/stylist-profile';
import { useDeleteCustomer } from '../api/delete-customer';
import { useCustomers } from '../api/get-customers';

// The add panel (form, validation schema, number and select inputs) loads when it is first opened.
const AddCustomerDrawer = lazy(() =>
  import('../components/add-customer-drawer').then((module) => ({
    default: module.AddCustomerDrawer,
  })),
);

/** Her customer's number as she writes it (issue #29.4). */
function CustomerPhone({ value }: { value: string }) {
  return <PhoneNumber value={value} country={useStylistCountry()} />;
}

const fullName = (customer: Customer) => `${customer.name} ${customer.lastName}`.trim();

const COLUMNS: ResourceColumns<Customer, CustomerSortField> = {
  sortable: ['name', 'lastName', 'email'],
  plain: ['phone'],
  cells: (customer) => [customer.name, customer.lastName, customer.email, <CustomerPhone key="phone" value={customer.phone} />],
  name: fullName,
  editPath: paths.customerEdit,
};

// Their appointments remain after the delete.
const deleteFields: DeleteConfirmModalProps<Customer>['fields'] = (customer, t) => [
  { label: t('fields.fullName'), value: fullName(customer) },
  { label: t('fields.email'), value: customer.email },
];

/** /apps/customers/list: current customers (deleted=false), sortable, paged, searchable; add panel and delete confirmation. */
export default function CustomerListPage() {
  return <ResourceListPage ns="customers" columns={COLUMNS} useList={useCustomers} AddPanel={AddCustomerDrawer} useDelete={useDeleteCustomer} deleteFields={deleteFields} />;
}
