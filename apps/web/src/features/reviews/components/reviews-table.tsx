import { formatDate } from '@chairly/shared/format';
import type { Review } from '@chairly/shared/reviews/contracts';
import { Badge, Button, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useStylistTimeZone } from '@/features/appointments';
import { ListTable } from '@/components/ui/list';
import { Stars } from './stars';

type ReviewsTableProps = {
  reviews: Review[] | undefined;
  loading: boolean;
  updatingId: number | null;
  onToggle: (review: Review) => void;
  skeletonRows: number;
};

function status(review: Review): 'published' | 'hidden' | 'pending' {
  if (review.reviewedAt === null) return 'pending';
  return review.public ? 'published' : 'hidden';
}
/** A row is as high as its Publish / Hide button: 14 px bars with 8 px above and below match it (e2e list-loading.spec.ts). */
const SKELETON_MARGIN = 8;
// Dark shades on an outline badge: readable (WCAG AA) on white and on striped rows.
const STATUS_COLOR = { published: 'teal.9', hidden: 'gray.8', pending: 'indigo.9' } as const;

/** Stars, comment, customer, date, status and the Publish / Hide toggle of each review. */
export function ReviewsTable({ reviews, loading, updatingId, onToggle, skeletonRows }: ReviewsTableProps) {
  const { t, i18n } = useTranslation('reviews');
  // In the stylist's zone, as every date she reads (docs/architecture.md "Money, dates and times").
  const zone = useStylistTimeZone().data ?? 'UTC';
  return (
    <ListTable
      minWidth={640}
      head={
        <>
          <Table.Th>{t('columns.rating')}</Table.Th>
          <Table.Th>{t('columns.comment')}</Table.Th>
          <Table.Th>{t('columns.customer')}</Table.Th>
          <Table.Th>{t('columns.date')}</Table.Th>
          <Table.Th>{t('columns.status')}</Table.Th>
          <Table.Th>{t('columns.actions')}</Table.Th>
        </>
      }
      columnCount={6}
      items={reviews}
      loading={loading}
      skeletonRows={skeletonRows}
      skeletonMargin={SKELETON_MARGIN}
      empty={t('empty')}
      row={(review) => {
        const state = status(review);
        const customer = review.customer ? `${review.customer.name} ${review.customer.lastName}`.trim() : t('unknownCustomer');
        return (
          <Table.Tr key={review.id} data-testid={`review-row-${review.id}`}>
            <Table.Td>
              <Stars rating={review.rating} />
            </Table.Td>
            <Table.Td maw={320}>
              <Text size="sm" lineClamp={3}>
                {review.comment || '—'}
              </Text>
            </Table.Td>
            <Table.Td>{customer}</Table.Td>
            <Table.Td>{formatDate(review.createdAt, i18n.language, zone, { dateStyle: 'medium' })}</Table.Td>
            <Table.Td>
              <Badge color={STATUS_COLOR[state]} variant="outline">
                {t(`status.${state}`)}
              </Badge>
            </Table.Td>
            <Table.Td>
              <Button
                size="xs"
                variant={review.public ? 'default' : 'filled'}
                loading={updatingId === review.id}
                onClick={() => onToggle(review)}
                aria-label={t(review.public ? 'hideFor' : 'publishFor', { customer })}
              >
                {t(review.public ? 'hide' : 'publish')}
              </Button>
            </Table.Td>
          </Table.Tr>
        );
      }}
    />
  );
}
