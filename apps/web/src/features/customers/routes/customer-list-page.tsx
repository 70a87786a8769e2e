import type { Customer, CustomerSortField } from '@chairly/shared/customers/contracts';
import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { DeleteConfirmModalProps } from '@/components/ui/resource/delete-confirm-modal';
import { ResourceListPage } from '@/components/ui/resource/resource-list-page';
import type { ResourceColumns } from '@/components/ui/resource/resource-table';
import { paths } from '@/config/paths';
import { MemberFilterSelect, parseMemberParam } from '@/features/team';
import { useSearchUpdate } from '@/lib/search-update';
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

/** The query with `member` set (a member's id) or removed (everyone). */
function withMember(current: URLSearchParams, member: number | null): URLSearchParams {
  const out = new URLSearchParams(current);
  if (member === null) out.delete('member');
  else out.set('member', String(member));
  return out;
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

/**
 * /apps/customers/list: current customers (deleted=false), sortable, paged, searchable; add panel and
 * delete confirmation. A team (issue #34, D68): "Everyone" or one member's customers (`member={id}`).
 */
export default function CustomerListPage() {
  const { t } = useTranslation('customers');
  // In the URL beside the list's own params (lib/list-params.ts keeps it), so reload and back keep her.
  const [search, setSearch] = useSearchUpdate();
  const member = parseMemberParam(search.get('member'));
  const choose = (next: number | null) =>
    setSearch((current) => {
      const out = withMember(current, next);
      out.delete('page');
      return out;
    });
  // The member's customers: the list's own page, sort and search, narrowed to her.
  const useMemberCustomers = (query: Record<string, string | number>) => useCustomers(member === null ? query : { ...query, member });
  const filters = <MemberFilterSelect value={member} onChange={choose} labels={{ label: t('memberFilter.label'), everyone: t('memberFilter.everyone') }} mb="md" />;
  return (
    <ResourceListPage
      ns="customers"
      columns={COLUMNS}
      useList={useMemberCustomers}
      AddPanel={AddCustomerDrawer}
      useDelete={useDeleteCustomer}
      deleteFields={deleteFields}
      filters={filters}
    />
  );
}
