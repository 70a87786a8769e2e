import type { Service } from '@chairly/shared/services/contracts';
import { Button, Container, Group, Paper, Title } from '@mantine/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui';
import { ListFooter, ListToolbar } from '@/components/ui/list';
import { entriesRange, nextSort, toListQuery, useListParams } from '@/lib/list-params';
import { notify } from '@/lib/notify';
import { useServices } from '../api/get-services';
import { DeleteServiceModal } from '../components/delete-service-modal';
import { SORTABLE_COLUMNS, ServicesTable } from '../components/services-table';

// The add panel (form, validation schema, number and select inputs) loads when it is first opened.
const AddServiceDrawer = lazy(() =>
  import('../components/add-service-drawer').then((module) => ({
    default: module.AddServiceDrawer,
  })),
);

/** /apps/services/list (SPEC §2): sortable, paged table with search, add panel and delete confirmation. */
export default function ServiceListPage() {
  const { t } = useTranslation('services');
  const { params, update } = useListParams(SORTABLE_COLUMNS);
  const services = useServices(toListQuery(params));
  const [adding, setAdding] = useState(false);
  const [addPanelUsed, setAddPanelUsed] = useState(false);
  if (adding && !addPanelUsed) setAddPanelUsed(true);
  const [deleting, setDeleting] = useState<Service | null>(null);

  useEffect(() => {
    if (services.isError) notify.error('services:toast.listFailed');
  }, [services.isError]);

  const total = services.data?.['hydra:totalItems'] ?? 0;
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
        {services.isError && !services.data ? (
          <ErrorState
            title={t('loadFailed.title')}
            description={t('loadFailed.description')}
            actionLabel={t('loadFailed.retry')}
            onAction={() => void services.refetch()}
          />
        ) : (
          <>
            <ServicesTable
              services={services.data?.['hydra:member']}
              loading={services.isFetching}
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
          <AddServiceDrawer opened={adding} onClose={() => setAdding(false)} />
        </Suspense>
      )}
      <DeleteServiceModal service={deleting} onClose={() => setDeleting(null)} />
    </Container>
  );
}
