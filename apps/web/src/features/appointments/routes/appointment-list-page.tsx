import { Container, Group, Paper, Title } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState, PageLoader } from '@/components/ui';
import { ListFooter, PageSizeSelect } from '@/components/ui/list';
import { entriesRange } from '@/lib/list-params';
import { useSearchUpdate } from '@/lib/search-update';
import { useAppointmentList } from '../api/get-appointment-list';
import { useStylistTimeZone } from '@/lib/stylist-profile';
import { AppointmentsTable } from '../components/appointments-table';
import { ListFiltersBar } from '../components/list-filters-bar';
import { effectiveRange, filtersToSearch, parseFilters, toApiQuery, type ListFilters } from '../utils/list-filters';

/** /apps/appointments/list: a date range (default the next 30 days), state filter, customer search, pages, sort by start. */
export default function AppointmentListPage() {
  const { t } = useTranslation('appointments');
  const [search, setSearch] = useSearchUpdate();
  const filters = useMemo(() => parseFilters(search), [search]);
  const timeZone = useStylistTimeZone();
  const now = useMemo(() => Date.now(), []);
  const zone = timeZone.data;
  const range = zone ? effectiveRange(filters, zone, now) : null;
  const list = useAppointmentList(zone ? toApiQuery(filters, zone, now) : null);
  // From the URL as it is now, not as it was at the last render: two quick changes both stick.
  const update = useCallback(
    (change: Partial<ListFilters>) => setSearch((current) => filtersToSearch({ ...parseFilters(current), page: 1, ...change })),
    [setSearch],
  );

  if (timeZone.isError) return <ErrorState title={t('list.loadFailed')} description={t('list.loadFailedHint')} actionLabel={t('retry')} onAction={() => void timeZone.refetch()} />;
  if (!range) return <PageLoader />;
  const total = list.data?.['hydra:totalItems'] ?? 0;
  const pages = Math.max(1, Math.ceil(total / filters.size));

  return (
    <Container size="lg" py="lg">
      <Title order={1} size="h2" mb="lg">
        {t('list.title')}
      </Title>
      <Paper withBorder radius="md" p="md">
        <ListFiltersBar filters={filters} range={range} onChange={update} />
        <Group justify="space-between" my="md">
          <PageSizeSelect value={filters.size} onChange={(size) => update({ size })} before={t('list.show')} after={t('list.entries')} />
        </Group>
        {list.isError && !list.data ? (
          <ErrorState title={t('list.loadFailed')} description={t('list.loadFailedHint')} actionLabel={t('retry')} onAction={() => void list.refetch()} />
        ) : (
          <>
            <AppointmentsTable
              appointments={list.data?.['hydra:member']}
              loading={list.isFetching}
              order={filters.order}
              onSort={() => update({ order: filters.order === 'asc' ? 'desc' : 'asc' })}
              skeletonRows={Math.min(filters.size, 10)}
            />
            <ListFooter
              summary={list.data ? t('list.summary', entriesRange(filters.page, filters.size, total)) : null}
              page={filters.page}
              pages={pages}
              onPage={(page) => update({ page })}
              labels={{ previous: t('list.previous'), next: t('list.next'), page: (page) => t('list.page', { page }) }}
            />
          </>
        )}
      </Paper>
    </Container>
  );
}
