import type { Customer } from '@chairly/shared/customers/contracts';
import { Button, Container, Group, Paper, Title } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui';
import { ListFooter, ListToolbar } from '@/components/ui/list';
import { entriesRange, nextSort, toListQuery, useListParams } from '@/lib/list-params';
import { notify } from '@/lib/notify';
import { useCustomers } from '../api/get-customers';
import { DeleteCustomerModal } from '../components/delete-customer-modal';
import { SORTABLE_COLUMNS, CustomersTable } from '../components/customers-table';

// The add panel (form, validation schema, number and select inputs) loads when it is first opened.
const AddCustomerDrawer = lazy(() =>
  import('../components/add-customer-drawer').then((module) => ({
    default: module.AddCustomerDrawer,
  })),
);

/** /apps/customers/list: current customers (deleted=false), sortable, paged, searchable; add panel and delete confirmation. */
export default function CustomerListPage() {
  const { t } = useTranslation('customers');
  const { params, update } = useListParams(SORTABLE_COLUMNS);
  const customers = useCustomers(toListQuery(params));
  const [adding, setAdding] = useState(false);
  const [addPanelUsed, setAddPanelUsed] = useState(false);
  if (adding && !addPanelUsed) setAddPanelUsed(true);
  const [deleting, setDeleting] = useState<Customer | null>(null);

  useEffect(() => {
    if (customers.isError) notify.error('customers:toast.listFailed');
  }, [customers.isError]);

  const total = customers.data?.['hydra:totalItems'] ?? 0;
  const range = entriesRange(params.page, params.size, total);
  const pages = Math.max(1, Math.ceil(total / params.size));

  return (
    <Container size="lg" py="lg">
      <Group justify="space-between" mb="lg">
        <Title order={1} size="h2">
          {t('title')}
        </Title>
        <Button onClick={() => setAdding(true)}>{t('addNew')}</Button>
      </Group>
      <Paper withBorder radius="md" p="md">
        <ListToolbar
          size={params.size}
          search={params.search}
          onSize={(size) => update({ size })}
          onSearch={(search) => update({ search })}
          labels={{
            before: t('show'),
            after: t('entries'),
            search: t('search.label'),
            placeholder: t('search.placeholder'),
          }}
        />
        {customers.isError && !customers.data ? (
          <ErrorState
            title={t('loadFailed.title')}
            description={t('loadFailed.description')}
            actionLabel={t('loadFailed.retry')}
            onAction={() => void customers.refetch()}
          />
        ) : (
          <>
            <CustomersTable
              customers={customers.data?.['hydra:member']}
              loading={customers.isFetching}
              sort={params.sort}
              onSort={(field) => update({ sort: nextSort(params.sort, field) })}
              onDelete={setDeleting}
              skeletonRows={Math.min(params.size, 10)}
            />
            <ListFooter
              summary={t('summary', range)}
              page={params.page}
              pages={pages}
              onPage={(page) => update({ page })}
              labels={{
                previous: t('pagination.previous'),
                next: t('pagination.next'),
                page: (page) => t('pagination.page', { page }),
              }}
            />
          </>
        )}
      </Paper>
      {addPanelUsed && (
        <Suspense fallback={null}>
          <AddCustomerDrawer opened={adding} onClose={() => setAdding(false)} />
        </Suspense>
      )}
      <DeleteCustomerModal customer={deleting} onClose={() => setDeleting(null)} />
    </Container>
  );
}
