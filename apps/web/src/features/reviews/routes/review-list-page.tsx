import type { Review } from '@chairly/shared/reviews/contracts';
import { Container, Group, Paper, SegmentedControl, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '@/components/ui';
import { ListFooter, PageSizeSelect } from '@/components/ui/list';
import { entriesRange, toListQuery, useListParams } from '@/lib/list-params';
import { notify } from '@/lib/notify';
import { useRates } from '../api/get-rates';
import { useUpdateRate } from '../api/update-rate';
import { ReviewsTable } from '../components/reviews-table';

const NO_SORT: readonly never[] = [];
type Filter = 'all' | 'true' | 'false';

/** /apps/reviews/list: the stylist's reviews, newest first, with Publish / Hide. */
export default function ReviewListPage() {
  const { t } = useTranslation('reviews');
  const { params, update } = useListParams(NO_SORT);
  const [filter, setFilter] = useState<Filter>('all');
  const query = { ...toListQuery(params), ...(filter === 'all' ? {} : { public: filter }) };
  const rates = useRates(query);
  const toggle = useUpdateRate();

  useEffect(() => {
    if (rates.isError) notify.error('reviews:toast.listFailed');
  }, [rates.isError]);

  const onToggle = (review: Review) =>
    toggle.mutate(
      { review, isPublic: !review.public },
      {
        onSuccess: () => notify.success(review.public ? 'reviews:toast.hidden' : 'reviews:toast.published'),
        onError: () => notify.error('reviews:toast.updateFailed'),
      },
    );

  const total = rates.data?.['hydra:totalItems'] ?? 0;
  const range = entriesRange(params.page, params.size, total);
  return (
    <Container size="lg" py="lg">
      <Title order={1} size="h2" mb="lg">
        {t('title')}
      </Title>
      <Paper withBorder radius="md" p="md">
        <Group justify="space-between" mb="md" gap="sm">
          <PageSizeSelect value={params.size} onChange={(size) => update({ size })} before={t('show')} after={t('entries')} />
          <SegmentedControl
            aria-label={t('filter.label')}
            value={filter}
            onChange={(value) => {
              setFilter(value as Filter);
              update({ page: 1 });
            }}
            data={[
              { value: 'all', label: t('filter.all') },
              { value: 'true', label: t('filter.published') },
              { value: 'false', label: t('filter.hidden') },
            ]}
          />
        </Group>
        {rates.isError && !rates.data ? (
          <ErrorState title={t('loadFailed.title')} description={t('loadFailed.description')} actionLabel={t('loadFailed.retry')} onAction={() => void rates.refetch()} />
        ) : (
          <>
            <ReviewsTable
              reviews={rates.data?.['hydra:member']}
              loading={rates.isFetching}
              updatingId={toggle.isPending ? (toggle.variables?.review.id ?? null) : null}
              onToggle={onToggle}
              skeletonRows={Math.min(params.size, 10)}
            />
            <ListFooter
              summary={rates.data ? t('summary', range) : null}
              page={params.page}
              pages={Math.max(1, Math.ceil(total / params.size))}
              onPage={(page) => update({ page })}
              labels={{ previous: t('pagination.previous'), next: t('pagination.next'), page: (page) => t('pagination.page', { page }) }}
            />
          </>
        )}
      </Paper>
    </Container>
  );
}
