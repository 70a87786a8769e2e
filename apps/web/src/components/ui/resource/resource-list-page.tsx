import { Button, Container, Group, Paper, Title } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui';
import { ListFooter, ListToolbar } from '@/components/ui/list';
import { entriesRange, nextSort, toListQuery, useListParams } from '@/lib/list-params';
import { notify } from '@/lib/notify';
import { DeleteConfirmModal, type DeleteConfirmModalProps } from './delete-confirm-modal';
import { ResourceTable, type ResourceColumns } from './resource-table';

/** `chairly:totalItemsCapped`: the count stopped at `hydra:totalItems` (a wide customer search, D50). */
export type ResourceList<T> = { 'hydra:member': T[]; 'hydra:totalItems': number; 'chairly:totalItemsCapped'?: true };

type ResourceListPageProps<T extends { id: number }, F extends string> = {
  /** i18n namespace of every text and toast on the page. */
  ns: string;
  /** Stable (module-level) columns: the URL's sort is parsed against `columns.sortable`. */
  columns: ResourceColumns<T, F>;
  useList: (query: Record<string, string | number>) => UseQueryResult<ResourceList<T>>;
  /** The add panel, as a `React.lazy` component: it is only rendered (so loaded) once first opened. */
  AddPanel: ComponentType<{ opened: boolean; onClose: () => void }>;
  useDelete: DeleteConfirmModalProps<T>['useDelete'];
  deleteFields: DeleteConfirmModalProps<T>['fields'];
  /** A screen's own filter above the table (its `useList` applies it: a member, issue #34). */
  filters?: ReactNode;
};

/** A back-office list screen (docs/product.md §2): title and add button, toolbar, sortable paged table, add panel, delete confirmation. */
export function ResourceListPage<T extends { id: number }, F extends string>({ ns, columns, useList, AddPanel, useDelete, deleteFields, filters }: ResourceListPageProps<T, F>) {
  const { t } = useTranslation(ns);
  const { params, update } = useListParams(columns.sortable);
  const list = useList(toListQuery(params));
  const [adding, setAdding] = useState(false);
  const [addPanelUsed, setAddPanelUsed] = useState(false);
  if (adding && !addPanelUsed) setAddPanelUsed(true);
  const [deleting, setDeleting] = useState<T | null>(null);

  useEffect(() => {
    if (list.isError) notify.error(`${ns}:toast.listFailed`);
  }, [list.isError, ns]);

  const total = list.data?.['hydra:totalItems'] ?? 0;
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
        {filters}
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
        {list.isError && !list.data ? (
          <ErrorState
            title={t('loadFailed.title')}
            description={t('loadFailed.description')}
            actionLabel={t('loadFailed.retry')}
            onAction={() => void list.refetch()}
          />
        ) : (
          <>
            <ResourceTable
              ns={ns}
              columns={columns}
              items={list.data?.['hydra:member']}
              loading={list.isFetching}
              sort={params.sort}
              onSort={(field) => update({ sort: nextSort(params.sort, field) })}
              onDelete={setDeleting}
              skeletonRows={Math.min(params.size, 10)}
            />
            <ListFooter
              summary={list.data ? t(list.data['chairly:totalItemsCapped'] ? 'summaryCapped' : 'summary', range) : null}
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
          <AddPanel opened={adding} onClose={() => setAdding(false)} />
        </Suspense>
      )}
      <DeleteConfirmModal ns={ns} item={deleting} onClose={() => setDeleting(null)} useDelete={useDelete} fields={deleteFields} />
    </Container>
  );
}
